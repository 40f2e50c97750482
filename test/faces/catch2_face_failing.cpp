// Catch2 properties that pass and fail on purpose, run by test_catch2_face.cpp,
// which reads the output a user would see.
// Catch2's implementation and main come from Catch2WithMain, linked in.
#include <falsify/catch2.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

// clang-format off
FALSIFY_CATCH_PROPERTY("vector no 42", "[face]", (std::vector<int> xs), Config().seed(7).runs(1000), param("xs", gen::vectors(gen::ints(0, 100)))) {
    // clang-format on
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
}

FALSIFY_CATCH_PROPERTY("check inside", "[face]", (int value), gen::ints(0, 100), Config().seed(11)) {
    CHECK(value <= 50);
}

FALSIFY_CATCH_PROPERTY("require inside", "[face]", (int value, std::string label), param("value", gen::ints(0, 100)),
                       Config().seed(11)) {
    INFO("label=" << label.size());
    REQUIRE(value <= 50);
    if (value > 50) FAIL_CHECK("never reached after a failed REQUIRE");
}

// Seed 2 first fails the first check (x = 1000); below 500 the second fails
// on its own for x = 5, 12, 19, ..., a different failure.
FALSIFY_CATCH_PROPERTY("two checks", "[face]", (int x), param("x", gen::ints(0, 1000)), Config().seed(2)) {
    CHECK(x < 500);
    CHECK(x % 7 != 5);
}

FALSIFY_CATCH_PROPERTY("holds", "[face]", (std::vector<int> xs, std::string s)) {
    CHECK(xs.size() <= 100u);
    FALSIFY_ASSERT(s.size() <= 400u);
}

FALSIFY_CATCH_PROPERTY("throws, with a comma [in the name]", "[face]", (unsigned n)) {
    if (n > 1000) throw std::runtime_error("n too large: " + std::to_string(n));
}

#include "adder_machine.hpp"

FALSIFY_CATCH_RULES("adder adds", "[rules]", AdderMachine, 0, 20, Config().seed(5));

// A parallel state machine under the Catch2 face. Its header is included
// here, so that the lines test_catch2_face.cpp reads above stay put.
#include "parallel_stack_machine.hpp"

FALSIFY_CATCH_PROPERTY("parallel stack", "[parallel]", (parallel::Commands commands), param("commands", parallel::commands()),
                       Config().seed(5)) {
    parallel::check(commands);
}

// A fixture property, and the state machines in one call each, reported at the test case's line.

struct Lives {
    static int made;
    std::vector<int> items;
    Lives() { ++made; }
};
int Lives::made = 0;

FALSIFY_CATCH_FIXTURE_PROPERTY(Lives, "fresh fixture per run", "[fixture]", (std::vector<int> xs), Config().runs(50)) {
    CHECK(items.empty());
    items.insert(items.end(), xs.begin(), xs.end());
}

TEST_CASE("every run had its own fixture", "[fixture]") { CHECK(Lives::made == 50); }

FALSIFY_CATCH_FIXTURE_PROPERTY(Lives, "fixture members falsify", "[fixture]", (int n), param("n", gen::ints(0, 1000)), Config().seed(3)) {
    items.assign(static_cast<std::size_t>(n), 1);
    CHECK(items.size() < 100u);
}

TEST_CASE("sequential stack", "[machines]") {
    catch2::check_commands(parallel::Model{}, {gen::command<parallel::Push>(gen::ints(0, 9)), gen::command<parallel::Pop>()},
                           [] { return std::make_unique<parallel::SmallestFirst>(); }, Config().seed(5));
}

TEST_CASE("parallel stack in one call", "[machines]") {
    catch2::check_parallel_commands(parallel::commands(), [] { return std::make_unique<parallel::SmallestFirst>(); },
                                    ParallelCheckOptions{.executions = 64}, Config().seed(5));
}

#include "idle_machine.hpp"

FALSIFY_CATCH_RULES("idle rule", "[rules]", IdleMachine, 0, 20, Config().seed(5));

// ---- a failure of each origin: test_catch2_face pastes each Replay: line as shown ----

// An explicit example that fails (the generated values never do).
FALSIFY_CATCH_PROPERTY("example fails", "[origins]", (int n), param("n", gen::ints(0, 6)), falsify::example(7)) {
    FALSIFY_ASSERT(n != 7);
}

// The adder machine with its seed left to the environment: the corpus records its seed.
FALSIFY_CATCH_RULES("adder unpinned", "[origins]", AdderMachine, 0, 20);

// A race only an interleaving shows, found under the scheduler: its Replay:
// line runs the same interleaving again (test_catch2_face pastes it 20 times).
#include "scheduled_race.hpp"

FALSIFY_CATCH_PROPERTY("scheduled race", "[scheduler]", (scheduled::Commands commands), param("commands", scheduled::commands()),
                       Config().seed(5)) {
    scheduled::check(commands);
}
