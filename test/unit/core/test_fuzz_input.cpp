// A property on a fuzzer's bytes: the bytes are the choices of every
// generator and in-body draw, too few bytes discard the run, and a failure is
// shrunk, reported and recorded so that the next ordinary run replays it first.
#include "support.hpp"

#include <falsify/corpus_interface.hpp>
#include <falsify/fuzz.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace falsify;

namespace fuzz_input_test {

/// Remembers entries in memory, as a store would.
class RememberingCorpus : public Corpus {
public:
    std::map<std::string, std::vector<CorpusEntry>> entries;

    std::vector<CorpusEntry> recall(const std::string& id, const std::vector<std::string>&) override { return entries[id]; }
    void remember(const std::string& id, const CorpusEntry& entry) override { entries[id].push_back(entry); }
    void prune(const std::string&, const CorpusEntry&) override {}
    std::optional<Data> recall_targets(const std::string&) override { return std::nullopt; }
    void remember_targets(const std::string&, const std::optional<Data>&) override {}
};

/// Fails from 200 up.
auto at_least_200() {
    return property("at_least_200", [](int x) { FALSIFY_ASSERT(x < 200); }, gen::ints(0, 255), Config().edge_cases(EdgeCases::None));
}

Result on(const PropertyDefinition& definition, std::vector<std::uint8_t> bytes) {
    return check_bytes(definition, bytes.data(), bytes.size());
}

/// The first of a stream of pseudo-random 32-byte inputs on which `definition` fails,
/// as a fuzzer would come to one; and how many inputs passed before it.
std::pair<std::vector<std::uint8_t>, int> first_failing(const PropertyDefinition& definition) {
    std::mt19937 bytes(12345);
    for (int tried = 0; tried < 5000; ++tried) {
        std::vector<std::uint8_t> input(32);
        for (auto& byte : input) byte = static_cast<std::uint8_t>(bytes());
        if (!on(definition, input).passed()) return {input, tried};
    }
    return {{}, -1};
}

}  // namespace fuzz_input_test

using namespace fuzz_input_test;

BOOST_AUTO_TEST_SUITE(fuzz_input)

BOOST_AUTO_TEST_CASE(each_draw_reads_as_few_bytes_as_its_range_needs_and_running_out_discards) {
    const std::vector<std::uint8_t> bytes{0x07, 0x01, 0x02, 0x03};
    Random random = Random::from_bytes(bytes.data(), bytes.size());
    BOOST_TEST(random.below_or_equal(255) == 7u);
    BOOST_TEST(random.below_or_equal(65535) == 0x0102u);
    BOOST_TEST(random.below_or_equal(9) == 3u);
    BOOST_CHECK_THROW(random.below_or_equal(1), InputExhausted);
    // A byte past the range wraps into it.
    const std::vector<std::uint8_t> wide{250};
    BOOST_TEST(Random::from_bytes(wide.data(), wide.size()).below_or_equal(99) == 50u);
}

BOOST_AUTO_TEST_CASE(an_input_too_short_to_make_a_case_is_no_failure) {
    const PropertyDefinition definition = at_least_200().definition();
    for (std::size_t size = 0; size < 4; ++size) BOOST_TEST(on(definition, std::vector<std::uint8_t>(size, 0xFF)).outcome() == Outcome::Passed);
}

BOOST_AUTO_TEST_CASE(a_failing_input_is_shrunk_and_reported_as_the_fuzzers) {
    const PropertyDefinition definition = at_least_200().definition();
    const auto [input, passed_before] = first_failing(definition);
    BOOST_REQUIRE(passed_before >= 0);
    const Result result = on(definition, input);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.message().rfind("Property falsified by a fuzzer input of 32 byte(s)\n  Original: arg1=", 0) == 0u, result.message());
    BOOST_TEST(result.message().find("\n  Shrunk:   arg1=200 (") != std::string::npos, result.message());
    BOOST_TEST(std::get<0>(result.original_values<int>()) >= 200);
    BOOST_TEST(std::get<0>(result.shrunk_values<int>()) == 200);
    // The same bytes, the same case: a fuzzer's crash input replays.
    BOOST_TEST(on(definition, input).message() == result.message());
}

BOOST_AUTO_TEST_CASE(in_body_draws_read_the_same_bytes) {
    const PropertyDefinition definition = property("drawn", [] {
                                              const int a = draw(gen::ints(0, 255));
                                              const int b = draw(gen::ints(0, 255));
                                              FALSIFY_ASSERT(a + b < 300);
                                          })
                                              .with(Config().edge_cases(EdgeCases::None))
                                              .definition();
    const auto [input, passed_before] = first_failing(definition);
    BOOST_REQUIRE(passed_before >= 0);
    const Result found = on(definition, input);
    BOOST_REQUIRE(found.outcome() == Outcome::Falsified);
    BOOST_TEST(found.message().find("\n  Original: draw#1=") != std::string::npos, found.message());
    // Half the input is too few bytes for both draws, or makes another case: the bytes decide the draws.
    BOOST_TEST(on(definition, std::vector<std::uint8_t>(input.begin(), input.begin() + 4)).outcome() == Outcome::Passed);
}

BOOST_AUTO_TEST_CASE(a_failure_is_recorded_and_the_next_ordinary_run_replays_it_first) {
    auto corpus = std::make_shared<RememberingCorpus>();
    const PropertyDefinition definition = at_least_200().with(corpus).definition();
    const auto [input, passed_before] = first_failing(definition);
    BOOST_REQUIRE(passed_before >= 0);
    BOOST_REQUIRE(corpus->entries["at_least_200"].size() == 1u);  // the one failing input, recorded by the search above
    BOOST_TEST(corpus->entries["at_least_200"].front().is_values());
    // An ordinary run with the same corpus: the recorded case first, before any random run.
    int runs = 0;
    const Result replayed = property("at_least_200",
                                     [&](int x) {
                                         ++runs;
                                         FALSIFY_ASSERT(x < 200);
                                     },
                                     gen::ints(0, 150), corpus)
                                .check();
    BOOST_TEST(replayed.outcome() == Outcome::RegressionFailed, replayed.message());
    BOOST_TEST(replayed.message().find("arg1=200") != std::string::npos, replayed.message());
    BOOST_TEST(runs == 1);
}

BOOST_AUTO_TEST_SUITE_END()
