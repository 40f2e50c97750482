// The non-template half of the rule facade: labels, messages, refusals, and
// the model and values every machine threads (their maps compiled once, here).
#include <falsify/rules.hpp>

#include <algorithm>
#include <any>
#include <exception>
#include <functional>
#include <optional>
#include <stdexcept>
#include <typeindex>
#include <vector>

namespace falsify {

RuleFailure::RuleFailure(std::string message, std::string member, std::size_t step, const char* file, int line)
    : AssertionFailure(std::move(message), file, line), member_(std::move(member)), step_(step) {}

std::string Literal<RuleModel>::write(const RuleModel&) {
    throw NoLiteral("a rule machine's steps are calls of its rules, which an explicit example cannot hold");
}

RuleModel::RuleModel() = default;
RuleModel::RuleModel(const RuleModel&) = default;
RuleModel::RuleModel(RuleModel&&) noexcept = default;
RuleModel& RuleModel::operator=(const RuleModel&) = default;
RuleModel& RuleModel::operator=(RuleModel&&) noexcept = default;
RuleModel::~RuleModel() = default;

bool RuleModel::holds(std::type_index bundle, std::uint64_t id) const {
    auto found = bundles.find(bundle);
    return found != bundles.end() && std::find(found->second.begin(), found->second.end(), id) != found->second.end();
}

const std::vector<std::uint64_t>* RuleModel::values_of(std::type_index bundle) const {
    auto found = bundles.find(bundle);
    return found == bundles.end() || found->second.empty() ? nullptr : &found->second;
}

RuleValues::RuleValues() = default;
RuleValues::~RuleValues() = default;

void RuleValues::put(std::uint64_t id, std::any value) { values_[id] = std::move(value); }

std::any& RuleValues::at(std::uint64_t id) { return values_.at(id); }

namespace detail {

RuleModel next_rule_model(const RuleModel& model, const std::vector<RuleReference>& references, std::uint64_t produced,
                          const std::optional<std::type_index>& target) {
    RuleModel next = model;
    for (const auto& reference : references) {
        if (!reference.consumes) continue;
        auto& ids = next.bundles[reference.bundle];
        std::erase(ids, reference.id);
    }
    if (produced != 0) {
        next.bundles[*target].push_back(produced);
        if (produced > next.last_id) next.last_id = produced;
    }
    return next;
}

ValueNames::ValueNames() = default;
ValueNames::~ValueNames() = default;

void ValueNames::add(std::uint64_t id) {
    if (id != 0) names_.emplace(id, names_.size() + 1);
}

std::function<std::uint64_t(std::uint64_t)> ValueNames::renamer() const {
    return [this](std::uint64_t id) -> std::uint64_t {
        auto found = names_.find(id);
        return found == names_.end() ? 0 : found->second;
    };
}

std::string rule_label(const std::string& name, const std::vector<std::string>& parameter_names,
                       const std::vector<std::string>& arguments, std::uint64_t produced) {
    std::string out;
    // Appended piece by piece: GCC 12 -O3 warns (-Wrestrict, a false positive) on "v" + std::to_string(n).
    if (produced != 0) {
        out += 'v';
        out += std::to_string(produced);
        out += " = ";
    }
    out += name;
    out += '(';
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (i) out += ", ";
        out += parameter_names.at(i);
        out += ": ";
        out += arguments[i];
    }
    out += ')';
    return out;
}

void refuse_rules(const std::string& machine, const std::string& why) {
    throw std::invalid_argument("falsify: rule machine " + machine + ": " + why);
}

std::string machine_name(const std::type_info& machine) { return display_type_name(machine); }

namespace {

class InvariantReturnedFalse : public std::runtime_error {
public:
    InvariantReturnedFalse() : std::runtime_error("returned false") {}
};

}  // namespace

void invariant_returned_false() { throw InvariantReturnedFalse(); }

void rethrow_as_rule_failure(RuleThrower thrower, const std::string& what, const std::string& member, std::size_t step,
                             const std::vector<std::string>& executed) {
    std::string sequence = "[";
    for (std::size_t i = 0; i < executed.size(); ++i) {
        if (i) sequence += ", ";
        sequence += executed[i];
    }
    sequence += ']';
    const char* file = nullptr;
    int line = 0;
    std::string cause;
    try {
        throw;
    } catch (const AssertionFailure& e) {
        // Kept so that two assertions of one rule stay two failures.
        file = e.file();
        line = e.line();
        cause = e.what();
    } catch (const InvariantReturnedFalse& e) {
        cause = e.what();
    } catch (const std::exception& e) {
        cause = type_name(typeid(e)) + ": " + e.what();
    } catch (...) {
        cause = "an exception not derived from std::exception";
    }
    thrower(what + ": " + cause + "; sequence: " + sequence, member, step, file, line);
    std::terminate();  // the thrower throws; this only tells the compiler so
}

}  // namespace detail
}  // namespace falsify
