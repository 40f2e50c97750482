#include <falsify/random.hpp>

#include <boost/random/mersenne_twister.hpp>

#include <algorithm>
#include <array>
#include <boost/random/uniform_int_distribution.hpp>
#include <boost/random/uniform_real_distribution.hpp>

namespace falsify {

namespace {

/// The words every distribution draws: a tape's first, then the generator's,
/// each kept when recording.
struct Source {
    using result_type = std::uint64_t;
    static constexpr result_type min() { return boost::random::mt19937_64::min(); }
    static constexpr result_type max() { return boost::random::mt19937_64::max(); }

    boost::random::mt19937_64 mt;
    std::vector<std::uint64_t> tape;
    std::size_t position = 0;
    bool recording = false;
    std::vector<std::uint64_t> recorded;

    result_type operator()() {
        const result_type word = position < tape.size() ? tape[position++] : mt();
        if (recording) recorded.push_back(word);
        return word;
    }
};

}  // namespace

struct Random::Engine {
    Source mt;
    std::array<std::int64_t, 8> recent{};
    std::size_t remembered = 0;
};

Random::Random(std::uint64_t seed, EdgeCases mode)
    : engine_(std::make_unique<Engine>(Engine{Source{boost::random::mt19937_64(seed), {}, 0, false, {}}, {}, 0})), mode_(mode) {}

Random::Random(std::uint64_t seed, EdgeCases mode, std::vector<std::uint64_t> tape)
    : engine_(std::make_unique<Engine>(Engine{Source{boost::random::mt19937_64(seed), std::move(tape), 0, false, {}}, {}, 0})),
      mode_(mode) {}

void Random::start_recording() {
    engine_->mt.recording = true;
    engine_->mt.recorded.clear();
}

std::vector<std::uint64_t> Random::take_recording() {
    engine_->mt.recording = false;
    return std::move(engine_->mt.recorded);
}
Random::Random(Random&&) noexcept = default;
Random& Random::operator=(Random&&) noexcept = default;
Random::~Random() = default;

std::uint64_t Random::below_or_equal(std::uint64_t span) {
    return boost::random::uniform_int_distribution<std::uint64_t>(0, span)(engine_->mt);
}

double Random::unit() {
    return boost::random::uniform_real_distribution<double>(0.0, 1.0)(engine_->mt);
}

std::uint64_t Random::next_seed() { return engine_->mt(); }

std::optional<std::int64_t> Random::recent_integer(std::uint64_t pick) const {
    const std::size_t count = std::min(engine_->remembered, engine_->recent.size());
    if (count == 0) return std::nullopt;
    return engine_->recent[pick % count];
}

void Random::remember_integer(std::int64_t value) { engine_->recent[engine_->remembered++ % engine_->recent.size()] = value; }

bool Random::draws_edge_case() {
    const bool rolled_one = below_or_equal(4) == 0;
    return rolled_one && mode_ == EdgeCases::Mixin;
}

}  // namespace falsify
