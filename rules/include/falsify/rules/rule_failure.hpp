#pragma once
// RuleFailure: what a rule machine throws when a rule or an invariant fails.
//
// The engine tells failures apart by exception type (and, for an
// AssertionFailure raised in the property's own file, its line). Every rule and
// invariant throws its own type, RuleFailureIn<Tag>, so that a shrink candidate
// failing in another rule is a different failure and the descent refuses it;
// the original assertion's file and line are kept, so two assertions of one
// rule stay apart too.
#include <falsify/errors.hpp>

#include <cstddef>
#include <string>

namespace falsify {

class RuleFailure : public AssertionFailure {
public:
    RuleFailure(std::string message, std::string member, std::size_t step, const char* file, int line);

    /// The rule or invariant that failed, by name.
    const std::string& member() const noexcept { return member_; }
    /// 1-based count of executed steps when it failed (0: an invariant, before the first step).
    std::size_t step() const noexcept { return step_; }

private:
    std::string member_;
    std::size_t step_;
};

}  // namespace falsify

// What the declarations above are made of.
#include <falsify/rules/detail/rule_failure.hpp>
