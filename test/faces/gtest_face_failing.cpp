// GoogleTest properties that pass and fail on purpose, run by
// test_gtest_face.cpp, which reads the output a user would see.
#include <falsify/gtest.hpp>
#include <falsify/statemachine.hpp>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

// clang-format off
FALSIFY_GTEST_PROPERTY(Face, vector_no_42, (std::vector<int> xs), Config().seed(7).runs(1000), param("xs", gen::vectors(gen::ints(0, 100)))) {
    // clang-format on
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
}

FALSIFY_GTEST_PROPERTY(Face, expect_inside, (int value), gen::ints(0, 100), Config().seed(11)) {
    EXPECT_LE(value, 50);
}

FALSIFY_GTEST_PROPERTY(Face, assert_inside, (int value, std::string label), param("value", gen::ints(0, 100)), Config().seed(11)) {
    ASSERT_LE(value, 50) << "label=" << label;
    if (value > 50) ADD_FAILURE() << "never reached after a fatal failure";
}

// Seed 2 first fails the first expectation (x = 1000); below 500 the second
// fails on its own for x = 5, 12, 19, ..., a different failure.
FALSIFY_GTEST_PROPERTY(Face, two_expectations, (int x), param("x", gen::ints(0, 1000)), Config().seed(2)) {
    EXPECT_LT(x, 500);
    EXPECT_NE(x % 7, 5);
}

FALSIFY_GTEST_PROPERTY(Face, holds, (std::vector<int> xs, std::string s)) {
    EXPECT_LE(xs.size(), 100u);
    FALSIFY_ASSERT(s.size() <= 400u);
}

FALSIFY_GTEST_PROPERTY(Face, throws_runtime_error, (unsigned n)) {
    if (n > 1000) throw std::runtime_error("n too large: " + std::to_string(n));
}

// A fixture counts its lives: every run must see a fresh one, set up once.
class Counter : public ::testing::Test {
public:
    static int suite_set_ups;
    static int set_ups;
    static int tear_downs;
    static void SetUpTestSuite() { ++suite_set_ups; }

protected:
    void SetUp() override {
        ++set_ups;
        EXPECT_TRUE(items.empty());
    }
    void TearDown() override { ++tear_downs; }
    std::vector<int> items;
};
int Counter::suite_set_ups = 0;
int Counter::set_ups = 0;
int Counter::tear_downs = 0;

FALSIFY_GTEST_FIXTURE_PROPERTY(Counter, fresh_fixture_per_run, (std::vector<int> xs), Config().runs(50)) {
    EXPECT_EQ(suite_set_ups, 1);
    EXPECT_TRUE(items.empty()) << "a run saw another run's items";
    items.insert(items.end(), xs.begin(), xs.end());
}

TEST_F(Counter, every_run_was_set_up_and_torn_down) {
    // 50 runs, and the fixtures of this test and of the property test themselves.
    EXPECT_EQ(set_ups, 52);
    EXPECT_EQ(tear_downs, 51);
    EXPECT_EQ(suite_set_ups, 1);
}

FALSIFY_GTEST_FIXTURE_PROPERTY(Counter, fixture_members_falsify, (int n), param("n", gen::ints(0, 1000)), Config().seed(3)) {
    items.assign(static_cast<std::size_t>(n), 1);
    EXPECT_LT(items.size(), 100u);
}

// A rule machine whose adder loses one above 7: the minimum is add(8), then check.
class AdderMachine : public RuleMachine<AdderMachine> {
    int value = 0;
    int model = 0;

public:
    FALSIFY_RULE(add, (int n), param("n", gen::ints(0, 9))) {
        value += n > 7 ? n - 1 : n;
        model += n;
    }
    FALSIFY_RULE(check, ()) { EXPECT_EQ(value, model); }
};

FALSIFY_GTEST_RULES(Rules, adder_adds, AdderMachine, 0, 20, Config().seed(5));

// A command sequence as a GoogleTest test: a stack that pops its smallest item,
// wrong after two pushes whose newer item is the larger.
struct SmallestFirst {
    std::multiset<int> items;
};
using StackModel = std::vector<int>;

struct PushCommand final : Command<StackModel, SmallestFirst> {
    int value;
    explicit PushCommand(int value) : value(value) {}
    StackModel next_state(const StackModel& model) const override {
        StackModel next = model;
        next.push_back(value);
        return next;
    }
    CommandResult run(const StackModel&, SmallestFirst& stack) const override {
        stack.items.insert(value);
        return {};
    }
    std::string label() const override { return show_call("Push", value); }
};

struct PopCommand final : Command<StackModel, SmallestFirst> {
    bool precondition(const StackModel& model) const override { return !model.empty(); }
    StackModel next_state(const StackModel& model) const override {
        StackModel next = model;
        next.pop_back();
        return next;
    }
    CommandResult run(const StackModel&, SmallestFirst& stack) const override {
        const int value = *stack.items.begin();
        stack.items.erase(stack.items.begin());
        return value;
    }
    bool postcondition(const StackModel& model, const CommandResult& popped) const override { return popped == model.back(); }
};

FALSIFY_GTEST_PROPERTY(Machines, stack_pops_newest, (CommandSequence<StackModel, SmallestFirst> sequence),
             param("sequence", gen::commands(StackModel{}, {gen::command<PushCommand>(gen::ints(0, 100)), gen::command<PopCommand>()})),
             Config().seed(4)) {
    StateMachine::check(sequence, [] { return SmallestFirst{}; });
}

// A parallel state machine under the GoogleTest face. Its header is included
// here, so that the lines test_gtest_face.cpp reads above stay put.
#include "parallel_stack_machine.hpp"

FALSIFY_GTEST_PROPERTY(Machines, parallel_stack, (parallel::Commands commands), param("commands", parallel::commands()), Config().seed(5)) {
    parallel::check(commands);
}

// The same machines in one call each, reported at the test's line.

TEST(Machines, stack_pops_newest_in_one_call) {
    gtest::check_commands(StackModel{}, {gen::command<PushCommand>(gen::ints(0, 100)), gen::command<PopCommand>()},
                          [] { return SmallestFirst{}; }, Config().seed(4));
}

TEST(Machines, parallel_stack_in_one_call) {
    gtest::check_parallel_commands(parallel::commands(), [] { return std::make_unique<parallel::SmallestFirst>(); },
                                   ParallelCheckOptions{.executions = 64}, Config().seed(5));
}

#include "idle_machine.hpp"

FALSIFY_GTEST_RULES(Rules, idle, IdleMachine, 0, 20, Config().seed(5));

// ---- a failure of each origin: test_gtest_face pastes each Replay: line as shown ----

// An explicit example that fails (the generated values never do).
FALSIFY_GTEST_PROPERTY(Origins, example_fails, (int n), param("n", gen::ints(0, 6)), falsify::example(7)) {
    FALSIFY_ASSERT(n != 7);
}

// The adder machine with its seed left to the environment: the corpus records its seed.
FALSIFY_GTEST_RULES(Origins, adder_unpinned, AdderMachine, 0, 20);

// A race only an interleaving shows, found under the scheduler: its Replay:
// line runs the same interleaving again (test_gtest_face pastes it 20 times).
#include "scheduled_race.hpp"

FALSIFY_GTEST_PROPERTY(Machines, scheduled_race, (scheduled::Commands commands), param("commands", scheduled::commands()), Config().seed(5)) {
    scheduled::check(commands);
}
