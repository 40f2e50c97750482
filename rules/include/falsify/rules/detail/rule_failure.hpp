#pragma once
// What <falsify/rules/rule_failure.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/rules/rule_failure.hpp>

namespace falsify::detail {

/// One type per rule or invariant (Tag is the struct the declaring macro defines).
template <class Tag>
class RuleFailureIn final : public RuleFailure {
public:
    using RuleFailure::RuleFailure;
};

using RuleThrower = void (*)(std::string message, std::string member, std::size_t step, const char* file, int line);

template <class Tag>
[[noreturn]] void throw_rule_failure(std::string message, std::string member, std::size_t step, const char* file, int line) {
    throw RuleFailureIn<Tag>(std::move(message), std::move(member), step, file, line);
}

}  // namespace falsify::detail
