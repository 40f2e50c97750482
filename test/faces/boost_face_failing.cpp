// Properties that fail on purpose, run by test_boost_face.cpp, which reads the
// output a user would see. Not part of `b2 test` on its own.
#define BOOST_TEST_MODULE boost face failing
#include <falsify/boost_test.hpp>

#include <algorithm>
#include <stdexcept>

using namespace falsify;

// clang-format off
FALSIFY_PROPERTY(vector_no_42, (std::vector<int> xs), Config().seed(7).runs(1000), param("xs", gen::vectors(gen::ints(0, 100)))) {
    // clang-format on
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
}

FALSIFY_PROPERTY(boost_test_inside, (int value), param("value", gen::ints(0, 100)), Config().seed(11)) {
    BOOST_TEST(value <= 50);
}

FALSIFY_PROPERTY(boost_check_inside, (int value), gen::ints(0, 100), Config().seed(11)) {
    BOOST_CHECK_LT(value, 51);
}

FALSIFY_PROPERTY(boost_require_inside, (int value, std::string label), param("value", gen::ints(0, 100)), Config().seed(11)) {
    BOOST_REQUIRE(value <= 50);
    (void)label;
}

// Seed 2 first fails the first assertion (x = 1000); below 500 the second one
// fails on its own for x = 5, 12, 19, ..., 250, ..., a different failure.
FALSIFY_PROPERTY(two_boost_assertions, (int x), param("x", gen::ints(0, 1000)), Config().seed(2)) {
    BOOST_TEST(x < 500);
    BOOST_TEST(x % 7 != 5);
}

FALSIFY_PROPERTY(holds, (std::vector<int> xs, std::string s)) {
    BOOST_TEST(xs.size() <= 100u);
    FALSIFY_ASSERT(s.size() <= 400u);
}

FALSIFY_PROPERTY(throws_runtime_error, (unsigned n)) {
    if (n > 1000) throw std::runtime_error("n too large: " + std::to_string(n));
}

// Targeted search, classification and verbose tracing, as the face shows them.
FALSIFY_PROPERTY(classified, (int x), param("x", gen::ints(0, 9)), Config().exhaustive(true)) {
    classify::label("all");
    classify::when(x < 5, "low");
}

FALSIFY_PROPERTY(mostly_discarded, (int x), param("x", gen::ints(0, 99)), Config().exhaustive(true)) {
    if (x % 20 != 0) throw AssumptionSkipped();
}

FALSIFY_PROPERTY(service_down, (int x), param("x", gen::ints(0, 9)), Config().seed(1).runs(3)) {
    FALSIFY_SKIP("cannot reach the queue broker for x=" + std::to_string(x));
}

FALSIFY_PROPERTY(short_coverage, (int x), param("x", gen::ints(0, 9)), Config().exhaustive(true)) {
    classify::cover(x < 3, "low", 50);
}

FALSIFY_PROPERTY(targeted_and_drawing, (int a), param("a", gen::ints(0, 1000)), Config().seed(3).runs(20).search_runs(10)) {
    const int d = draw(gen::ints(0, 9));
    target::maximize("sum", a + d);
}

FALSIFY_PROPERTY(sum_found_by_search, (int a, int b, int c), param("a", gen::ints(0, 1000)), param("b", gen::ints(0, 1000)),
                 param("c", gen::ints(0, 1000)), Config().runs(200).search_runs(100)) {
    target::maximize("sum", a + b + c);
    FALSIFY_ASSERT(a + b + c <= 2900);
}

FALSIFY_PROPERTY(declined_exhaustive, (int n, std::string s), param("n", gen::ints(0, 3)), Config().exhaustive(true).runs(5)) {
    (void)n;
    (void)s;
}

// A fixture that counts its lives: every run must see a fresh one.
struct Lives {
    static int made;
    static int set_ups;
    static int tear_downs;
    std::vector<int> items;
    Lives() { ++made; }
    Lives(const Lives&) = delete;
    Lives& operator=(const Lives&) = delete;
    ~Lives() = default;
    void setup() { ++set_ups; }
    void teardown() { ++tear_downs; }
};
int Lives::made = 0;
int Lives::set_ups = 0;
int Lives::tear_downs = 0;

FALSIFY_FIXTURE_PROPERTY(fresh_fixture_per_run, Lives, (std::vector<int> xs), Config().runs(50)) {
    BOOST_TEST(items.empty(), "a run saw another run's items");
    items.insert(items.end(), xs.begin(), xs.end());
}

BOOST_AUTO_TEST_CASE(every_run_had_its_own_fixture) {
    BOOST_TEST(Lives::made == 50);
    BOOST_TEST(Lives::set_ups == 50);
    BOOST_TEST(Lives::tear_downs == 50);
}

FALSIFY_FIXTURE_PROPERTY(fixture_members_falsify, Lives, (int n), param("n", gen::ints(0, 1000)), Config().seed(3)) {
    items.assign(static_cast<std::size_t>(n), 1);
    BOOST_TEST(items.size() < 100u);
}

// A parallel state machine under the Boost.Test face. Its header is included
// here, so that the lines test_boost_face.cpp reads above stay put.
#include "parallel_stack_machine.hpp"

FALSIFY_PROPERTY(parallel_stack, (parallel::Commands commands), parallel::commands(), Config().seed(5)) {
    parallel::check(commands);
}

// A sequential state machine in one call, over the same stack: its postcondition
// fails, and in the second a BOOST_TEST inside a command's run() does.

namespace sequential {

struct CheckedPop final : falsify::Command<parallel::Model, parallel::SmallestFirst> {
    bool precondition(const parallel::Model& model) const override { return !model.empty(); }
    parallel::Model next_state(const parallel::Model& model) const override { return {model.begin(), model.end() - 1}; }
    falsify::CommandResult run(const parallel::Model& model, parallel::SmallestFirst& stack) const override {
        const int popped = stack.pop().value_or(-1);
        BOOST_TEST(popped == model.back());
        return {};
    }
    std::string label() const override { return "CheckedPop()"; }
};

auto make_stack() { return std::make_unique<parallel::SmallestFirst>(); }

}  // namespace sequential

BOOST_AUTO_TEST_CASE(sequential_stack) {
    falsify::boost_test::check_commands(parallel::Model{}, {gen::command<parallel::Push>(gen::ints(0, 9)), gen::command<parallel::Pop>()},
                                        &sequential::make_stack, Config().seed(5));
}

BOOST_AUTO_TEST_CASE(sequential_stack_boost_test) {
    falsify::boost_test::check_commands(gen::commands(parallel::Model{}, {gen::command<parallel::Push>(gen::ints(0, 9)),
                                                                          gen::command<sequential::CheckedPop>()}),
                                        &sequential::make_stack, Config().seed(5));
}

BOOST_AUTO_TEST_CASE(parallel_stack_in_one_call) {
    falsify::boost_test::check_parallel_commands(parallel::commands(), &sequential::make_stack, ParallelCheckOptions{.executions = 64},
                                                 Config().seed(5));
}

// A rule machine with a rule that never runs: its pass warns of it.

#include "idle_machine.hpp"

FALSIFY_RULES(idle_rule, IdleMachine, 0, 20, Config().seed(5));

// ---- a failure of each origin: test_boost_face pastes each Replay: line as shown ----

// An explicit example that fails (the generated values never do).
FALSIFY_PROPERTY(example_fails, (int n), param("n", gen::ints(0, 6)), falsify::example(7)) {
    FALSIFY_ASSERT(n != 7);
}

// A body that draws: no values entry can hold its case, the corpus records its seed.
FALSIFY_PROPERTY(draws_unpinned, (int a), param("a", gen::ints(0, 100))) {
    const int b = draw(gen::ints(0, 100));
    FALSIFY_ASSERT(a + b < 150);
}

// A generator whose map() is not total over its source's values.
FALSIFY_PROPERTY(map_throws, (int n),
                 param("n", gen::ints(0, 100).map([](int v) {
                     if (v > 50) throw std::runtime_error("no value above 50: " + std::to_string(v));
                     return v;
                 }))) {
    (void)n;
}

// A value whose operator<< throws: the report is written all the same.
#include <ostream>

struct Loud {
    int level;
};
std::ostream& operator<<(std::ostream& out, const Loud& loud) {
    if (loud.level > 10) throw std::logic_error("too loud to print");
    return out << "Loud{" << loud.level << "}";
}

FALSIFY_PROPERTY(printer_throws, (Loud loud), param("loud", gen::ints(0, 100).map([](int v) { return Loud{v}; })), Config().seed(3)) {
    FALSIFY_ASSERT(loud.level < 20);
}

// A race only an interleaving shows, found under the scheduler: its Replay:
// line runs the same interleaving again (test_boost_face pastes it 20 times).
#include "scheduled_race.hpp"

FALSIFY_PROPERTY(scheduled_race, (scheduled::Commands commands), param("commands", scheduled::commands()), Config().seed(5)) {
    scheduled::check(commands);
}
