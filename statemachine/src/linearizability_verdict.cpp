#include <falsify/statemachine/linearizability/check.hpp>
#include <falsify/statemachine/linearizability/verdict.hpp>

#include <ostream>
#include <stdexcept>
#include <string>

namespace falsify::linearizability {

const char* to_string(Verdict verdict) noexcept {
    switch (verdict) {
        case Verdict::Linearizable: return "linearizable";
        case Verdict::NotLinearizable: return "not linearizable";
        case Verdict::Unknown: break;
    }
    return "unknown";
}

std::ostream& operator<<(std::ostream& out, Verdict verdict) { return out << to_string(verdict); }

namespace detail {

std::size_t hash_text(const std::string& text) noexcept { return std::hash<std::string>{}(text); }

void refuse_times(std::size_t index, std::int64_t call, std::int64_t response) {
    std::string message = "linearizability::check: operation ";
    message += std::to_string(index);
    message += " returns at ";
    message += std::to_string(response);
    message += ", before its call at ";
    message += std::to_string(call);
    message += "; give every returned operation response >= call (or no output when it never returned)";
    throw std::invalid_argument(message);
}

}  // namespace detail
}  // namespace falsify::linearizability
