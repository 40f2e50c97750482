// Failing properties whose regression drafts test/unit/draft/draft_printer.cpp prints and
// test/unit/draft/draft_replay.cpp compiles back: one per kind of literal (integers,
// strings with escapes, NaN and -0.0, containers, optionals, tuples, a
// command sequence).
#pragma once
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace draft_cases {

inline falsify::Config pinned() { return falsify::Config().seed(3).runs(1000); }

inline auto ints() {
    return falsify::property("ints", [](int a, long long b, unsigned c) { FALSIFY_ASSERT((a < 7 || b > -3 || c < 2u)); }, falsify::gen::ints(0, 100),
                             falsify::gen::ints(-100LL, 0LL), falsify::gen::ints(0u, 9u), pinned());
}

inline auto escaped_strings() {
    const auto text = falsify::gen::vectors(falsify::gen::elements({'a', '"', '\\', '\n', '\0', '\x7f', '7'}), 0, 8).map(
        [](const std::vector<char>& cs) { return std::string(cs.begin(), cs.end()); });
    return falsify::property("escaped_strings", [](const std::string& s) {
        const auto has = [&](char c) { return s.find(c) != std::string::npos; };
        FALSIFY_ASSERT(!(has('"') && has('\\') && has('\n') && has('\0') && has('\x7f')));
    }, text, pinned());
}

inline auto not_a_number() {
    return falsify::property("not_a_number", [](double x) { FALSIFY_ASSERT(x == x); },
                             falsify::gen::elements({1.0, -2.5, std::numeric_limits<double>::quiet_NaN()}), pinned());
}

inline auto negative_zero() {
    return falsify::property("negative_zero", [](double x, float y) { FALSIFY_ASSERT((!(x == 0.0 && std::signbit(x)) || y < 0.5f)); },
                             falsify::gen::elements({1.5, -0.0, 0.0}), falsify::gen::elements({0.25f, 0.75f}), pinned());
}

inline auto nested() {
    return falsify::property("nested", [](const std::vector<std::vector<int>>& xs, std::optional<char> c) {
        FALSIFY_ASSERT((xs.size() < 2 || !c.has_value()));
    }, pinned());
}

inline auto tuples() {
    return falsify::property("tuples", [](const std::tuple<int, std::string>& t, std::pair<bool, double> p) {
        FALSIFY_ASSERT((std::get<0>(t) < 5 || !p.first));
    }, falsify::gen::tuples(falsify::gen::ints(0, 9), falsify::gen::ascii_strings(0, 3)), pinned());
}

/// A store whose Check() fails once a key above 2 was put.
namespace machine {
struct Store {
    std::vector<int> keys;
};
using StoreCommand = falsify::Command<int, Store>;
struct Put final : StoreCommand {
    int key;
    explicit Put(int key) : key(key) {}
    falsify::CommandResult run(const int&, Store& s) const override {
        s.keys.push_back(key);
        return {};
    }
    std::string label() const override { return falsify::show_call("Put", key); }
};
struct Check final : StoreCommand {
    falsify::CommandResult run(const int&, Store& s) const override {
        for (int key : s.keys)
            if (key > 2) return false;
        return true;
    }
    bool postcondition(const int&, const falsify::CommandResult& fine) const override { return fine.as<bool>(); }
};
}  // namespace machine

inline auto commands() {
    return falsify::property("commands", [](const falsify::CommandSequence<int, machine::Store>& steps) {
        falsify::StateMachine::check(steps, [] { return machine::Store{}; });
    }, falsify::gen::commands(0, {falsify::gen::command<machine::Put>(falsify::gen::ints(0, 100)), falsify::gen::command<machine::Check>()}),
                             pinned());
}

}  // namespace draft_cases

/// Every case, as CASE(name).
#define DRAFT_CASES(CASE) CASE(ints) CASE(escaped_strings) CASE(not_a_number) CASE(negative_zero) CASE(nested) CASE(tuples) CASE(commands)
