#pragma once
// A rule machine for the faces whose framework spells its check CHECK (Catch2,
// doctest), included where a face's module declares it as a test: its adder loses
// one above 7, so the minimum is add(8), then check.
#include <falsify/rules.hpp>

class AdderMachine : public falsify::RuleMachine<AdderMachine> {
    int value = 0;
    int model = 0;

public:
    FALSIFY_RULE(add, (int n), falsify::param("n", falsify::gen::ints(0, 9))) {
        value += n > 7 ? n - 1 : n;
        model += n;
    }
    FALSIFY_RULE(check, ()) { CHECK(value == model); }
};
