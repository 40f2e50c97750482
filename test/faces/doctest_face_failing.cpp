// doctest properties that pass and fail on purpose, run by test_doctest_face.cpp,
// which reads the output a user would see. doctest's main is doctest_main.cpp.
#include <falsify/doctest.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

// clang-format off
FALSIFY_DOCTEST_PROPERTY("vector no 42", (std::vector<int> xs), Config().seed(7).runs(1000), param("xs", gen::vectors(gen::ints(0, 100)))) {
    // clang-format on
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
}

FALSIFY_DOCTEST_PROPERTY("check inside", (int value), gen::ints(0, 100), Config().seed(11)) {
    CHECK(value <= 50);
}

FALSIFY_DOCTEST_PROPERTY("require inside", (int value, std::string label), param("value", gen::ints(0, 100)), Config().seed(11)) {
    INFO("label=", label.size());
    REQUIRE(value <= 50);
    if (value > 50) FAIL_CHECK("never reached after a failed REQUIRE");
}

// Seed 2 first fails the first check (x = 1000); below 500 the second fails
// on its own for x = 5, 12, 19, ..., a different failure.
FALSIFY_DOCTEST_PROPERTY("two checks", (int x), param("x", gen::ints(0, 1000)), Config().seed(2)) {
    CHECK(x < 500);
    CHECK(x % 7 != 5);
}

FALSIFY_DOCTEST_PROPERTY("holds", (std::vector<int> xs, std::string s)) {
    CHECK(xs.size() <= 100u);
    FALSIFY_ASSERT(s.size() <= 400u);
}

FALSIFY_DOCTEST_PROPERTY("throws, with a comma", (unsigned n)) {
    if (n > 1000) throw std::runtime_error("n too large: " + std::to_string(n));
}

// A fixture counts its lives: every run must see a fresh one.
struct Lives {
    static int made;
    std::vector<int> items;
    Lives() { ++made; }
};
int Lives::made = 0;

FALSIFY_DOCTEST_FIXTURE_PROPERTY(Lives, "fresh fixture per run", (std::vector<int> xs), Config().runs(50)) {
    CHECK(items.empty());
    items.insert(items.end(), xs.begin(), xs.end());
}

TEST_CASE("every run had its own fixture") { CHECK(Lives::made == 50); }

FALSIFY_DOCTEST_FIXTURE_PROPERTY(Lives, "fixture members falsify", (int n), param("n", gen::ints(0, 1000)), Config().seed(3)) {
    items.assign(static_cast<std::size_t>(n), 1);
    CHECK(items.size() < 100u);
}

#include "adder_machine.hpp"

FALSIFY_DOCTEST_RULES("adder adds", AdderMachine, 0, 20, Config().seed(5));

// State machines under the doctest face. Their headers are included here, so
// that the lines test_doctest_face.cpp reads above stay put.
#include "parallel_stack_machine.hpp"


FALSIFY_DOCTEST_PROPERTY("parallel stack", (parallel::Commands commands), param("commands", parallel::commands()), Config().seed(5)) {
    parallel::check(commands);
}

namespace sequential {

// A pop whose result a CHECK inside run() compares with the model.
struct CheckedPop final : falsify::Command<parallel::Model, parallel::SmallestFirst> {
    bool precondition(const parallel::Model& model) const override { return !model.empty(); }
    parallel::Model next_state(const parallel::Model& model) const override { return {model.begin(), model.end() - 1}; }
    falsify::CommandResult run(const parallel::Model& model, parallel::SmallestFirst& stack) const override {
        CHECK(stack.pop().value_or(-1) == model.back());
        return {};
    }
    std::string label() const override { return "CheckedPop()"; }
};

auto make_stack() { return std::make_unique<parallel::SmallestFirst>(); }

}  // namespace sequential

TEST_CASE("sequential stack") {
    doctest_face::check_commands(parallel::Model{}, {gen::command<parallel::Push>(gen::ints(0, 9)), gen::command<sequential::CheckedPop>()},
                                 &sequential::make_stack, Config().seed(5));
}

TEST_CASE("parallel stack in one call") {
    // The model-and-commands form (the other faces' tests take the generator).
    doctest_face::check_parallel_commands(parallel::Model{}, {gen::command<parallel::Push>(gen::ints(0, 9)), gen::command<parallel::Pop>()},
                                          &sequential::make_stack, ParallelCheckOptions{.executions = 64}, Config().seed(5));
}

#include "idle_machine.hpp"

FALSIFY_DOCTEST_RULES("idle rule", IdleMachine, 0, 20, Config().seed(5));

// ---- a failure of each origin: test_doctest_face pastes each Replay: line as shown ----

// An explicit example that fails (the generated values never do).
FALSIFY_DOCTEST_PROPERTY("example fails", (int n), param("n", gen::ints(0, 6)), falsify::example(7)) {
    FALSIFY_ASSERT(n != 7);
}

// The adder machine with its seed left to the environment: the corpus records its seed.
FALSIFY_DOCTEST_RULES("adder unpinned", AdderMachine, 0, 20);

// A race only an interleaving shows, found under the scheduler: its Replay:
// line runs the same interleaving again (test_doctest_face pastes it 20 times).
#include "scheduled_race.hpp"

FALSIFY_DOCTEST_PROPERTY("scheduled race", (scheduled::Commands commands), param("commands", scheduled::commands()), Config().seed(5)) {
    scheduled::check(commands);
}
