// The explain phase on command sequences: a step's arguments that do not
// matter, steps that can be removed, adjacent steps that can be swapped.
// Every claim the report makes is re-checked here by running the sequence it
// describes.
#include "support.hpp"

#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

using namespace falsify;

namespace explain_commands_test {

/// Broken once both an Inc and a Dec have run, in either order.
struct Counter {
    bool incremented = false, decremented = false;
};
using CounterCommand = Command<int, Counter>;

struct Inc final : CounterCommand {
    CommandResult run(const int&, Counter& c) const override {
        c.incremented = true;
        return c.incremented && c.decremented;
    }
    bool postcondition(const int&, const CommandResult& broken) const override { return !broken.as<bool>(); }
};

struct Dec final : CounterCommand {
    CommandResult run(const int&, Counter& c) const override {
        c.decremented = true;
        return c.incremented && c.decremented;
    }
    bool postcondition(const int&, const CommandResult& broken) const override { return !broken.as<bool>(); }
};

/// A store whose Check() fails once anything was put, whatever the key.
struct Store {
    std::vector<int> keys;
};
using StoreCommand = Command<int, Store>;

struct Put final : StoreCommand {
    int key;
    explicit Put(int key) : key(key) {}
    CommandResult run(const int&, Store& s) const override {
        s.keys.push_back(key);
        return {};
    }
    std::string label() const override { return show_call("Put", key); }
};

struct Check final : StoreCommand {
    CommandResult run(const int&, Store& s) const override { return s.keys.empty(); }
    bool postcondition(const int&, const CommandResult& empty) const override { return empty.as<bool>(); }
};

using StoreSequence = CommandSequence<int, Store>;

std::vector<std::string> facts_about(const Result& result, const std::string& prefix) {
    std::vector<std::string> out;
    for (const std::string& fact : result.counter_example()->explanation)
        if (fact.rfind(prefix, 0) == 0) out.push_back(fact);
    return out;
}

/// Whether `sequence` still fails with a postcondition violation.
bool fails(const StoreSequence& sequence) {
    try {
        StateMachine::check(sequence, [] { return Store{}; });
    } catch (const PostconditionViolation&) {
        return true;
    }
    return false;
}

/// The 1-based step numbers a fact names: "commands: step 3 (...)" or "commands: steps 2 and 3 ...".
std::vector<std::size_t> steps_named(const std::string& fact) {
    std::vector<std::size_t> steps;
    std::size_t at = fact.find("step");
    if (at == std::string::npos) return steps;
    at = fact.find_first_of("0123456789", at);
    steps.push_back(std::stoul(fact.substr(at)));
    if (const std::size_t and_at = fact.find(" and ", at); and_at != std::string::npos && and_at < fact.find('('))
        steps.push_back(std::stoul(fact.substr(and_at + 5)));
    return steps;
}

}  // namespace explain_commands_test

using namespace explain_commands_test;

BOOST_AUTO_TEST_SUITE(explain_commands)

BOOST_AUTO_TEST_CASE(two_steps_needed_in_either_order_are_reported_swappable) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const Result result = check_commands("counter", 0, {gen::command<Inc>(), gen::command<Dec>()}, [] { return Counter{}; },
                                             Config().seed(seed));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value.size() == std::string("[Inc(), Dec()]").size());
        BOOST_TEST(facts_about(result, "commands: ") == std::vector<std::string>{"commands: steps 1 and 2 can be swapped"},
                   result.message());
        BOOST_TEST(result.message().find("\n  Explain:  commands: steps 1 and 2 can be swapped\n") != std::string::npos, result.message());
    }
}

BOOST_AUTO_TEST_CASE(a_step_whose_arguments_do_not_matter_is_reported) {
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const Result result = check_commands("store", 0, {gen::command<Put>(gen::ints(-100, 100)), gen::command<Check>()},
                                             [] { return Store{}; }, Config().seed(seed));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[Put(0), Check()]");
        // Check() before Put(0) passes: no swap is claimed, and neither step can go.
        BOOST_TEST(facts_about(result, "commands: ") ==
                       std::vector<std::string>{"commands: arguments of step 1 (Put(0)): any value fails (8 other values tried)"},
                   result.message());
    }
}

BOOST_AUTO_TEST_CASE(every_removal_and_swap_claimed_of_an_unshrunk_sequence_holds) {
    std::size_t removals = 0, swaps = 0;
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        // Shrinking off: the sequence as found is long, and many of its steps are dispensable.
        const Result result = check_commands("store", 0, {gen::command<Put>(gen::ints(-100, 100)), gen::command<Check>()},
                                             [] { return Store{}; }, Config().seed(seed).shrink(false).explain_trials(1000));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto [shrunk] = result.shrunk_values<StoreSequence>();
        BOOST_REQUIRE(fails(shrunk));
        for (const std::string& fact : facts_about(result, "commands: step")) {
            const std::vector<std::size_t> steps = steps_named(fact);
            StoreSequence varied = shrunk;
            if (fact.ends_with(" can be removed")) {
                BOOST_REQUIRE(steps.size() == 1u);
                varied.commands.erase(varied.commands.begin() + static_cast<std::ptrdiff_t>(steps[0] - 1));
                ++removals;
            } else if (fact.ends_with(" can be swapped")) {
                BOOST_REQUIRE(steps.size() == 2u);
                BOOST_REQUIRE(steps[1] == steps[0] + 1);
                std::swap(varied.commands[steps[0] - 1], varied.commands[steps[1] - 1]);
                ++swaps;
            } else {
                BOOST_ERROR("an unexpected fact: " + fact);
                continue;
            }
            BOOST_TEST(fails(varied), fact);
        }
        // A step that cannot go is one whose removal passes (or fails another way): never claimed.
        for (std::size_t i = 0; i < shrunk.commands.size(); ++i) {
            StoreSequence without = shrunk;
            without.commands.erase(without.commands.begin() + static_cast<std::ptrdiff_t>(i));
            const std::string claim = "commands: step " + std::to_string(i + 1) + " (" + shrunk.commands[i]->label() + ") can be removed";
            const auto& facts = result.counter_example()->explanation;
            if (!fails(without)) BOOST_TEST((std::find(facts.begin(), facts.end(), claim) == facts.end()), claim);
        }
    }
    BOOST_TEST(removals > 0u);
    BOOST_TEST(swaps > 0u);
}

BOOST_AUTO_TEST_CASE(removal_never_goes_below_the_generators_minimum_length) {
    std::size_t shortest = 100;
    const Result result = property("long_enough",
                                   [&](const StoreSequence& commands) {
                                       shortest = std::min(shortest, commands.size());
                                       StateMachine::check(commands, [] { return Store{}; });
                                   },
                                   gen::commands(0, {gen::command<Put>(gen::ints(-100, 100)), gen::command<Check>()}, 4, 20))
                              .with(Config().seed(1))
                              .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(shortest == 4u);
    for (const std::string& fact : result.counter_example()->explanation) BOOST_TEST(!fact.ends_with("can be removed"), fact);
}

BOOST_AUTO_TEST_SUITE_END()
