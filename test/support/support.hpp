#pragma once
// Helpers shared by the test suites.
#include <falsify/falsify.hpp>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace falsify::test {

/// The shrunk value of argument `name` (a parameter or draw#N), or "(absent)".
inline std::string shrunk_argument(const CounterExample& ce, const std::string& name) {
    for (const auto& a : ce.shrunk_arguments)
        if (a.name == name) return a.value;
    return "(absent)";
}

/// The first seed (from 0) for which `accept(first value)` holds.
template <class T, class F>
std::uint64_t seed_where(const Gen<T>& gen, F accept) {
    for (std::uint64_t seed = 0;; ++seed) {
        Random random(seed);
        if (accept(gen.generate(random).value())) return seed;
    }
}

/// The values of a tree's candidates in `round`, in order.
template <class T>
std::vector<T> children_values(const Shrinkable<T>& tree, ShrinkRound round = ShrinkRound::ordinary) {
    std::vector<T> out;
    auto seq = tree.children(round);
    while (auto c = seq.next()) out.push_back(c->value());
    return out;
}

/// The end of a greedy descent: the first child that satisfies `fails`, repeatedly.
template <class T, class F>
T descend(Shrinkable<T> tree, F fails) {
    for (bool moved = true; moved;) {
        moved = false;
        auto seq = tree.children(ShrinkRound::ordinary);
        while (auto c = seq.next()) {
            if (fails(c->value())) {
                tree = *c;
                moved = true;
                break;
            }
        }
    }
    return tree.value();
}

/// The tree of the first value (seeds 0..9999) that `accept` takes.
template <class T, class F>
Shrinkable<T> first_tree(const Gen<T>& gen, F accept) {
    for (std::uint64_t seed = 0; seed < 10'000; ++seed) {
        Random random(seed);
        auto tree = gen.generate(random);
        if (accept(tree.value())) return tree;
    }
    throw std::runtime_error("no seed gives such a value");
}

/// A report's Failure: text, to its Explain: line (the whole message when it has none).
inline std::string failure_text(const Result& result) {
    const std::string& message = result.message();
    const auto from = message.find("Failure:");
    if (from == std::string::npos) return message;
    return message.substr(from, message.find("Explain:") - from);
}

/// The message of the `E` that `f` throws, or `none` when it throws nothing.
template <class E = std::exception, class F>
std::string error_of(F f, std::string none = "<no error>") {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return none;
}

}  // namespace falsify::test
