// In-body draws, notes and the shrinkable RandomEngine.
#include "support.hpp"

#include <boost/random/uniform_int_distribution.hpp>
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <numeric>
#include <random>

using namespace falsify;

namespace {

std::string argument(const CounterExample& ce, const std::string& name) { return test::shrunk_argument(ce, name); }

std::size_t draw_count(const std::vector<Argument>& args) {
    return static_cast<std::size_t>(std::count_if(args.begin(), args.end(), [](const Argument& a) { return a.name.rfind("draw#", 0) == 0; }));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draws)

BOOST_AUTO_TEST_CASE(a_draw_shrinks_to_the_exact_boundary) {
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        auto result = property("boundary", [] {
                          const int n = draw(gen::ints(0, 100'000));
                          FALSIFY_ASSUME(n >= 1000 || n < 1000);
                          FALSIFY_ASSERT(n < 1000);
                      })
                          .with(Config().seed(seed).runs(1000))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(argument(*result.counter_example(), "draw#1") == "1000");
        BOOST_TEST(result.message().find("\n  Shrunk:   draw#1=1000 (") != std::string::npos, result.message());
        BOOST_TEST(result.counter_example()->path.find("draw#1:") == 0u);
    }
}

BOOST_AUTO_TEST_CASE(draws_follow_the_tape_when_a_parameter_step_shortens_it) {
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        auto result = property("shift",
                               [](int k) {
                                   std::vector<int> xs;
                                   for (int i = 0; i < k; ++i) xs.push_back(draw(gen::ints(0, 1000)));
                                   FALSIFY_ASSERT((k < 2 || xs[0] + xs[1] < 1000));
                               })
                          .names({"k"})
                          .with(param("k", gen::ints(0, 10)))
                          .with(Config().seed(seed).runs(1000))
                          .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const auto& ce = *result.counter_example();
        BOOST_TEST(argument(ce, "k") == "2");
        BOOST_TEST(draw_count(ce.shrunk_arguments) == 2u);  // the tape shrank with k
        // The greedy descent lowers draw#1 to the boundary the second draw allows.
        BOOST_TEST(std::stoi(argument(ce, "draw#1")) + std::stoi(argument(ce, "draw#2")) == 1000);
        BOOST_TEST(draw_count(ce.original_arguments) >= 2u);
    }
}

BOOST_AUTO_TEST_CASE(notes_keep_the_original_and_the_shrunk_run_and_replace_by_label) {
    const auto values = gen::ints(0, 1000);
    const std::uint64_t seed = test::seed_where(values, [](int v) { return v > 500; });
    auto result = property("notes",
                           [](int value) {
                               note("half", value / 2);
                               note("doubled", value * 3);  // replaced below
                               note("doubled", value * 2);
                               if (value % 2 == 1) note("odd", true);
                               FALSIFY_ASSERT(value <= 100);
                           })
                      .names({"value"})
                      .with(param("value", values))
                      .with(Config().seed(seed))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    BOOST_TEST(argument(ce, "value") == "101");
    BOOST_REQUIRE(ce.shrunk_notes.size() == 3u);
    BOOST_TEST(ce.shrunk_notes[0].name == "half");
    BOOST_TEST(ce.shrunk_notes[0].value == "50");
    BOOST_TEST(ce.shrunk_notes[1].name == "doubled");
    BOOST_TEST(ce.shrunk_notes[1].value == "202");
    BOOST_TEST(ce.shrunk_notes[2].name == "odd");
    BOOST_TEST(ce.original_notes.at(1).value == std::to_string(2 * std::stoi(ce.original_arguments.at(0).value)));
    BOOST_TEST(result.message().find("\n  Notes:    half=50, doubled=202, odd=true\n  Failure:  ") != std::string::npos,
               result.message());
}

BOOST_AUTO_TEST_CASE(notes_of_rejected_candidates_and_passing_runs_are_not_kept) {
    auto result = property("rejected",
                           [](int value) {
                               if (value <= 100) note("passing", value);  // only passing runs and rejected candidates
                               if (value > 100) note("failing", value);
                               FALSIFY_ASSERT(value <= 100);
                           })
                      .names({"value"})
                      .with(param("value", gen::ints(0, 1000)))
                      .with(Config().seed(test::seed_where(gen::ints(0, 1000), [](int v) { return v > 500; })))
                      .check();
    const auto& ce = *result.counter_example();
    BOOST_REQUIRE(ce.shrunk_notes.size() == 1u);
    BOOST_TEST(ce.shrunk_notes[0].name == "failing");
    BOOST_TEST(ce.shrunk_notes[0].value == "101");
    BOOST_TEST(ce.original_notes.size() == 1u);
    BOOST_TEST(ce.original_notes[0].name == "failing");
}

BOOST_AUTO_TEST_CASE(the_random_engine_drives_std_uniform_int_distribution_to_its_minimum) {
    auto result = property("std_distribution",
                           [](RandomEngine rng) {
                               std::uniform_int_distribution<int> dice(5, 100);
                               const int x = dice(rng);
                               note("x", x);
                               FALSIFY_ASSERT(x < 0);  // always fails: the draws shrink freely
                           })
                      .names({"rng"})
                      .with(Config().seed(3))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    BOOST_TEST(argument(ce, "rng") == "RandomEngine");
    // libstdc++'s distribution rejects an all-zero word (Lemire's method), so the
    // smallest word it accepts is 1 -- which maps to the minimum.
    BOOST_TEST(argument(ce, "draw#1") == "1");
    BOOST_TEST(draw_count(ce.shrunk_arguments) == 1u);
    BOOST_TEST(ce.shrunk_notes.at(0).value == "5");
}

BOOST_AUTO_TEST_CASE(the_random_engine_drives_boost_random_distributions_too) {
    auto result = property("boost_distribution",
                           [](RandomEngine rng) {
                               const int x = boost::random::uniform_int_distribution<int>(-7, 7)(rng);
                               note("x", x);
                               FALSIFY_ASSERT(x < 3);
                           })
                      .names({"rng"})
                      .with(Config().seed(4).runs(500))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    // The smallest draw that still yields x >= 3: the distribution's boundary.
    BOOST_TEST(result.counter_example()->shrunk_notes.at(0).value == "3");
}

BOOST_AUTO_TEST_CASE(the_random_engine_shrinks_a_shuffle_to_the_decisions_that_matter) {
    auto result = property("shuffle",
                           [](RandomEngine rng) {
                               std::vector<int> xs(10);
                               std::iota(xs.begin(), xs.end(), 0);
                               std::shuffle(xs.begin(), xs.end(), rng);
                               note("xs", xs);
                               FALSIFY_ASSERT(xs[0] != 7);
                           })
                      .names({"rng"})
                      .with(Config().seed(5).runs(1000))
                      .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const auto& ce = *result.counter_example();
    // Every decision but the one that put 7 first is at its minimum (0, or 1
    // where libstdc++ rejects an all-zero word).
    std::size_t decisive = 0;
    for (const auto& a : ce.shrunk_arguments)
        if (a.name.rfind("draw#", 0) == 0 && a.value != "0" && a.value != "1") ++decisive;
    BOOST_TEST(decisive <= 1u, result.message());
    BOOST_TEST(ce.shrunk_notes.at(0).value.rfind("[7, ", 0) == 0u);
}

BOOST_AUTO_TEST_CASE(draw_note_and_the_engine_refuse_to_work_outside_a_run) {
    const std::string tail = " was called outside a property run; call it inside the body of a property (a draw, a note and a "
                             "RandomEngine belong to the run that executes them)";
    try {
        (void)draw(gen::ints(0, 1));
        BOOST_ERROR("draw outside a run did not throw");
    } catch (const std::logic_error& e) {
        BOOST_TEST(std::string(e.what()) == "falsify::draw()" + tail);
    }
    try {
        note("x", 1);
        BOOST_ERROR("note outside a run did not throw");
    } catch (const std::logic_error& e) {
        BOOST_TEST(std::string(e.what()) == "falsify::note()" + tail);
    }
    RandomEngine rng;
    BOOST_CHECK_THROW(rng(), std::logic_error);
}

BOOST_AUTO_TEST_CASE(engine_words_shrink_to_zero_then_byte_by_byte) {
    Random random(1);
    auto tree = gen::engine_words().generate(random);
    BOOST_TEST(tree.value() != 0u);
    auto children = tree.children(ShrinkRound::ordinary);
    BOOST_TEST(children.next()->value() == 0u);
    while (auto c = children.next()) BOOST_TEST(c->value() < tree.value());
}

BOOST_AUTO_TEST_SUITE_END()
