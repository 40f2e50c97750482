#pragma once
// A passing rule machine one of whose rules never runs (its precondition never
// holds): every face warns of it after the pass, without PROPERTY_VERBOSE.
#include <falsify/rules.hpp>

#include "idle_warning.hpp"

class IdleMachine : public falsify::RuleMachine<IdleMachine> {
public:
    FALSIFY_RULE(tick, ()) {}
    FALSIFY_RULE(never, ()) {}
    FALSIFY_PRECONDITION(never) { return false; }
};
