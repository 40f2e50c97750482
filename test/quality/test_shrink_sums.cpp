// Shrink quality of a total spread over several commands: a counter that
// wraps past a bound fails once the arguments of its steps add up to it.
// The descent gathers the total in the later steps (their sum kept), so
// that the earliest step carries only the remainder: the least of the
// sequences of fewest steps.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <string>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(shrink_sums)

namespace {

/// A counter that keeps its total modulo `Wrap` (a field too narrow for it).
template <int Wrap>
struct Counter {
    int total = 0;
    void add(int n) { total = (total + n) % Wrap; }
};

template <int Wrap>
struct Add final : Command<int, Counter<Wrap>> {
    int amount;
    explicit Add(int amount) : amount(amount) {}
    int next_state(const int& model) const override { return model + amount; }
    CommandResult run(const int&, Counter<Wrap>& counter) const override {
        counter.add(amount);
        return {};
    }
    std::string label() const override { return show_call("Add", amount); }
};

template <int Wrap>
struct Read final : Command<int, Counter<Wrap>> {
    CommandResult run(const int&, Counter<Wrap>& counter) const override { return counter.total; }
    bool postcondition(const int& model, const CommandResult& read) const override { return read == model; }
    std::string label() const override { return "Read()"; }
};

/// Over held-out seeds: how many found the bug, each ending on `expected`.
template <int Wrap>
int minima(int largest, const std::string& expected, std::uint64_t first, std::uint64_t count) {
    const auto sequences = gen::commands(0, {gen::command<Add<Wrap>>(gen::ints(0, largest)), gen::command<Read<Wrap>>()});
    int found = 0;
    for (std::uint64_t seed = first; seed < first + count; ++seed) {
        const Result result = property("counter", [](const CommandSequence<int, Counter<Wrap>>& s) { StateMachine::check(s, [] { return Counter<Wrap>{}; }); })
                                  .names({"sequence"})
                                  .with(param("sequence", sequences))
                                  .with(Config().seed(seed).runs(1000).flaky_replays(0))
                                  .check();
        if (result.outcome() != Outcome::Falsified) continue;
        ++found;
        const std::string ended = result.counter_example()->shrunk_arguments.at(0).value;
        BOOST_TEST(ended == expected, "seed " << seed << ": " << ended);
    }
    return found;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_total_spread_over_steps_gathers_in_the_last_ones) {
    // Each step adds at most 100: a wrap at 151 needs two steps, one at 256 three.
    BOOST_TEST(minima<151>(100, "[Add(51), Add(100), Read()]", 30001, 6) >= 4);
    BOOST_TEST(minima<256>(100, "[Add(56), Add(100), Add(100), Read()]", 30011, 6) >= 4);
    BOOST_TEST(minima<1000>(400, "[Add(200), Add(400), Add(400), Read()]", 30021, 6) >= 4);
}

BOOST_AUTO_TEST_SUITE_END()
