// Random's stream is Boost's mt19937_64 for the seed, word for word, however
// many Randoms live at once and whatever twisters they reuse: recorded seeds
// replay the same values.
#include "support.hpp"

#include <falsify/random.hpp>

#include <boost/random/mersenne_twister.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <memory>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(random_stream)

namespace {

const std::vector<std::uint64_t> seeds{0, 1, 2, 5489, 12345, 0x8000000000000000ULL, ~std::uint64_t{0}, 987654321987654321ULL};

}  // namespace

BOOST_AUTO_TEST_CASE(raw_words_are_mt19937_64s_across_its_blocks) {
    // 1300 words cross the first block (312), whose state is made as words are drawn, and three full twists.
    for (const std::uint64_t seed : seeds) {
        Random random(seed);
        boost::random::mt19937_64 reference(seed);
        for (int k = 0; k < 1300; ++k) BOOST_REQUIRE_MESSAGE(random.next_seed() == reference(), "seed " << seed << ", word " << k);
    }
}

BOOST_AUTO_TEST_CASE(bounded_draws_are_boosts_uniform_draws) {
    for (const std::uint64_t seed : seeds) {
        Random random(seed);
        boost::random::mt19937_64 reference(seed);
        for (std::uint64_t k = 0; k < 700; ++k) {
            const std::uint64_t span = k % 3 == 0 ? 4 : 1000 + k * 7919;
            BOOST_REQUIRE_EQUAL(random.below_or_equal(span), boost::random::uniform_int_distribution<std::uint64_t>(0, span)(reference));
        }
    }
}

BOOST_AUTO_TEST_CASE(randoms_made_and_dropped_in_turn_keep_their_own_streams) {
    // Many short-lived Randoms, several alive at once, each drawing a different count:
    // a twister one of them leaves behind serves the next one from its own seed.
    for (int round = 0; round < 40; ++round) {
        std::vector<std::unique_ptr<Random>> alive;
        std::vector<boost::random::mt19937_64> references;
        for (int i = 0; i < 5; ++i) {
            const auto seed = static_cast<std::uint64_t>(round * 100 + i);
            alive.push_back(std::make_unique<Random>(seed));
            references.emplace_back(seed);
        }
        for (int k = 0; k < 200 + round * 3; ++k)
            for (std::size_t i = 0; i < alive.size(); ++i)
                if (k % static_cast<int>(i + 1) == 0) BOOST_REQUIRE_EQUAL(alive[i]->next_seed(), references[i]());
    }
}

BOOST_AUTO_TEST_SUITE_END()
