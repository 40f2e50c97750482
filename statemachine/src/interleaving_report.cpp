#include "interleaving_report.hpp"

#include <algorithm>
#include <map>

namespace falsify::sync::detail {

namespace {

constexpr std::size_t column_cap = 40;
constexpr std::size_t shown_rows = 160;

const char* operation_word(Operation operation) {
    switch (operation) {
    case Operation::Load: return "load";
    case Operation::Store: return "store";
    case Operation::Exchange: return "exchange";
    case Operation::CompareExchange: return "compare_exchange";
    case Operation::FetchAdd: return "fetch_add";
    case Operation::FetchSub: return "fetch_sub";
    case Operation::FetchAnd: return "fetch_and";
    case Operation::FetchOr: return "fetch_or";
    case Operation::FetchXor: return "fetch_xor";
    case Operation::Fence: return "fence";
    case Operation::Lock: return "lock";
    case Operation::TryLock: return "try_lock";
    case Operation::Unlock: return "unlock";
    case Operation::LockShared: return "lock_shared";
    case Operation::TryLockShared: return "try_lock_shared";
    case Operation::UnlockShared: return "unlock_shared";
    case Operation::Wait: return "wait";
    case Operation::Woken: return "woken";
    case Operation::NotifyOne: return "notify_one";
    case Operation::NotifyAll: return "notify_all";
    case Operation::Yield: return "yield";
    case Operation::Begin:
    case Operation::End: return "";
    }
    return "";
}

const char* kind_word(ObjectKind kind) {
    switch (kind) {
    case ObjectKind::Atomic: return "atomic#";
    case ObjectKind::Lock: return "mutex#";
    case ObjectKind::Condition: return "condition#";
    case ObjectKind::None: return "";
    }
    return "";
}

/// Pointers are named by first appearance, so that a replay prints the same text.
class ValueNames {
public:
    std::string operator()(const Seen& value) {
        switch (value.kind) {
        case Seen::Kind::None:
        case Seen::Kind::Other: return "";
        case Seen::Kind::Bool: return value.bits ? "true" : "false";
        case Seen::Kind::Signed: return std::to_string(static_cast<std::int64_t>(value.bits));
        case Seen::Kind::Unsigned: return std::to_string(value.bits);
        case Seen::Kind::Pointer: {
            if (value.bits == 0) return "nullptr";
            const auto [at, added] = pointers_.try_emplace(value.bits, pointers_.size() + 1);
            return "ptr#" + std::to_string(at->second);
        }
        }
        return "";
    }

private:
    std::map<std::uint64_t, std::size_t> pointers_;
};

std::string describe_event(const Event& event, ValueNames& names, const falsify::detail::DescribeCommand& describe) {
    if (event.operation == Operation::Begin) return describe(event.thread, event.object, false);
    if (event.operation == Operation::End) return "-> " + describe(event.thread, event.object, true);
    std::string text = operation_word(event.operation);
    const ObjectKind kind = object_kind(event.operation);
    if (kind != ObjectKind::None) {
        text += ' ';
        text += kind_word(kind);
        text += std::to_string(event.object);
    }
    const std::string value = names(event.value);
    switch (event.operation) {
    case Operation::Store: text += " := " + value; break;
    case Operation::Load: text += " = " + value; break;
    case Operation::Exchange:
    case Operation::FetchAdd:
    case Operation::FetchSub:
    case Operation::FetchAnd:
    case Operation::FetchOr:
    case Operation::FetchXor: text += " (was " + value + ")"; break;
    case Operation::CompareExchange: text += event.succeeded ? " -> " + value : " failed, saw " + value; break;
    case Operation::TryLock:
    case Operation::TryLockShared: text += event.succeeded ? " -> taken" : " -> busy"; break;
    default: break;
    }
    return text;
}

std::string clipped(std::string text) {
    if (text.size() > column_cap) {
        text.resize(column_cap - 3);
        text += "...";
    }
    return text;
}

}  // namespace

std::string interleaving_report(const Execution& execution, std::size_t threads, const falsify::detail::DescribeCommand& describe) {
    const auto& events = execution.events();
    ValueNames names;
    std::vector<std::pair<std::uint32_t, std::string>> rows;  // thread, text
    rows.reserve(events.size());
    for (const auto& event : events) rows.emplace_back(event.thread, clipped(describe_event(event, names, describe)));
    std::vector<std::size_t> width(threads, 0);
    for (std::size_t t = 0; t < threads; ++t) width[t] = std::string("thread ").size() + std::to_string(t + 1).size();
    for (const auto& [thread, text] : rows) width[thread - 1] = std::max(width[thread - 1], text.size());

    std::string out = "Interleaving (replays exactly; ";
    out += std::to_string(execution.context_switches()) + " context switch(es), ";
    out += std::to_string(execution.preemptions()) + " of them preemption(s)):\n";
    auto line = [&](std::uint32_t thread, const std::string& text, const std::string& number) {
        std::string row = "  " + std::string(number.size() < 5 ? 5 - number.size() : 0, ' ') + number + "  ";
        for (std::size_t t = 0; t < threads; ++t) {
            const std::string cell = t + 1 == thread ? text : "";
            row += cell;
            if (t + 1 < threads) row += std::string(width[t] - cell.size() + 2, ' ');
        }
        while (!row.empty() && row.back() == ' ') row.pop_back();
        out += row;
        out += '\n';
    };
    std::string header(9, ' ');  // under the row numbers
    for (std::size_t t = 0; t < threads; ++t) {
        const std::string title = "thread " + std::to_string(t + 1);
        header += title;
        if (t + 1 < threads) header += std::string(width[t] - title.size() + 2, ' ');
    }
    out += header + '\n';
    const std::size_t first = rows.size() > shown_rows ? rows.size() - shown_rows : 0;
    if (first > 0) out += "  (" + std::to_string(first) + " earlier operation(s) not shown)\n";
    for (std::size_t i = first; i < rows.size(); ++i) line(rows[i].first, rows[i].second, std::to_string(i + 1));
    if (execution.deadlocked()) out += "Deadlock: " + execution.deadlock() + '\n';
    if (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

}  // namespace falsify::sync::detail
