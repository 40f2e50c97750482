#include <falsify/errors.hpp>
#include <falsify/random.hpp>

#include "engine/lazy_twister.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <optional>
#include <boost/random/uniform_int_distribution.hpp>
#include <boost/random/uniform_real_distribution.hpp>

namespace falsify {

// Named, not unnamed: Random::Engine holds them, and g++ refuses (-Wsubobject-linkage)
// a type with internal-linkage members outside the main file of a unity build.
namespace random_engine {

/// A replay tape of draw results (not raw words): a replayed draw keeps its
/// recorded result when the new range still holds it, so a flat-mapped side
/// re-bound to a shrunk source keeps its values (an index stays on its element
/// when elements after it go) where a raw word would land elsewhere in the
/// new range.
struct Tape {
    std::vector<std::uint64_t> results;
    std::size_t position = 0;
    bool recording = false;
    std::vector<std::uint64_t> recorded;
    bool zeros = false;  // past its end, every draw is 0 (Random::simplest)

    std::optional<std::uint64_t> replayed() {
        if (position < results.size()) return results[position++];
        if (zeros) return 0;
        return std::nullopt;
    }
    template <class R>
    R record(R result) {
        if (recording) recorded.push_back(std::bit_cast<std::uint64_t>(result));
        return result;
    }
};

/// A fuzzer's input read as draws: each draw takes as few bytes as its range
/// needs (one for a range of up to 256 values), so that a mutation of one
/// byte changes one choice, and the fuzzer's comparisons find the values.
struct Bytes {
    const std::uint8_t* data = nullptr;
    std::size_t size = 0;
    std::size_t position = 0;

    std::uint64_t read(std::size_t count) {
        if (size - position < count) throw InputExhausted();
        std::uint64_t word = 0;
        for (std::size_t i = 0; i < count; ++i) word = (word << 8) | data[position++];
        return word;
    }
    std::uint64_t below_or_equal(std::uint64_t span) {
        const auto bytes = static_cast<std::size_t>((std::bit_width(span) + 7) / 8);
        const std::uint64_t word = read(bytes);
        return span == UINT64_MAX || word <= span ? word : word % (span + 1);
    }
};

}  // namespace random_engine

using random_engine::Bytes;
using random_engine::Tape;

namespace random_engine {

/// Twisters reused on their thread: one is 2.5 KB, past the allocator's
/// caches for small blocks, and every flat_map side makes one and drops it.
struct Spares {
    static constexpr std::size_t kept = 16;
    // Reserved, so that giving a twister back never allocates.
    Spares() { list.reserve(kept); }
    ~Spares();
    std::vector<std::unique_ptr<detail::LazyTwister>> list;
};
/// Set once the thread's spares are destroyed: a Random that outlives them (a
/// static one, at exit) frees its twister instead.
thread_local bool spares_gone = false;
Spares::~Spares() { spares_gone = true; }

std::vector<std::unique_ptr<detail::LazyTwister>>& spare_twisters() {
    thread_local Spares spares;
    return spares.list;
}

/// A twister's owner gives it back to its thread's spares (a few are kept).
struct ToSpares {
    void operator()(detail::LazyTwister* twister) const noexcept {
        std::unique_ptr<detail::LazyTwister> owned(twister);
        if (spares_gone) return;
        auto& spare = spare_twisters();
        if (spare.size() < Spares::kept) spare.push_back(std::move(owned));
    }
};
using Twister = std::unique_ptr<detail::LazyTwister, ToSpares>;

Twister make_twister(std::uint64_t seed) {
    auto& spare = spare_twisters();
    if (spare.empty()) return Twister(new detail::LazyTwister(seed));
    Twister twister(spare.back().release());
    spare.pop_back();
    twister->reseed(seed);
    return twister;
}

}  // namespace random_engine

using random_engine::Twister;
using random_engine::make_twister;

struct Random::Engine {
    std::uint64_t seed = 0;
    // Made on the first fresh draw: a replayed or simplest draw never needs it.
    Twister mt;
    Tape tape;
    std::optional<Bytes> bytes;
    std::array<std::int64_t, 8> recent{};
    std::size_t remembered = 0;

    detail::LazyTwister& twister() {
        if (!mt) mt = make_twister(seed);
        return *mt;
    }
};

Random::Random(std::uint64_t seed, EdgeCases mode)
    : engine_(std::make_unique<Engine>(Engine{seed, nullptr, {}, std::nullopt, {}, 0})), mode_(mode) {}

Random::Random(std::uint64_t seed, EdgeCases mode, std::vector<std::uint64_t> tape)
    : engine_(std::make_unique<Engine>(
          Engine{seed, nullptr, Tape{std::move(tape), 0, false, {}, false}, std::nullopt, {}, 0})),
      mode_(mode) {}

Random Random::from_bytes(const std::uint8_t* data, std::size_t size, EdgeCases mode) {
    Random random(0, mode);
    random.engine_->bytes = Bytes{data, size, 0};
    return random;
}

Random Random::simplest(EdgeCases mode) {
    Random random(0, mode);
    random.engine_->tape.zeros = true;
    return random;
}

bool Random::draws_simplest() const noexcept { return engine_->tape.zeros; }

void Random::start_recording() {
    Tape& tape = engine_->tape;
    tape.recording = true;
    tape.recorded.clear();
    // A replay draws about as many results as its tape holds: one allocation, not one per doubling.
    tape.recorded.reserve(tape.results.size() - tape.position);
}

std::vector<std::uint64_t> Random::take_recording() {
    engine_->tape.recording = false;
    return std::move(engine_->tape.recorded);
}
Random::Random(Random&&) noexcept = default;
Random& Random::operator=(Random&&) noexcept = default;
Random::~Random() = default;

std::uint64_t Random::scaled_span(std::uint64_t span) const noexcept {
    const auto whole = static_cast<double>(span);
    const auto scaled = static_cast<std::uint64_t>(std::clamp(std::round(whole * size_scale_), 1.0, whole));
    return short_sizes() ? std::min<std::uint64_t>(scaled, 3) : scaled;
}

std::uint64_t Random::below_or_equal(std::uint64_t span) {
    Engine& e = *engine_;
    if (const auto result = e.tape.replayed()) return e.tape.record(span == UINT64_MAX || *result <= span ? *result : *result % (span + 1));
    if (e.bytes) return e.tape.record(e.bytes->below_or_equal(span));
    return e.tape.record(boost::random::uniform_int_distribution<std::uint64_t>(0, span)(e.twister()));
}

double Random::unit() {
    Engine& e = *engine_;
    if (const auto result = e.tape.replayed()) {
        const double u = std::bit_cast<double>(*result);
        // A result recorded by another kind of draw (the tape was edited): its top 53 bits.
        return e.tape.record(u >= 0.0 && u < 1.0 ? u : static_cast<double>(*result >> 11) * 0x1.0p-53);
    }
    if (e.bytes) return e.tape.record(static_cast<double>(e.bytes->read(7) >> 3) * 0x1.0p-53);
    return e.tape.record(boost::random::uniform_real_distribution<double>(0.0, 1.0)(e.twister()));
}

std::uint64_t Random::next_seed() {
    Engine& e = *engine_;
    if (const auto result = e.tape.replayed()) return e.tape.record(*result);
    if (e.bytes) return e.tape.record(e.bytes->read(8));
    return e.tape.record(e.twister()());
}

std::optional<std::int64_t> Random::recent_integer(std::uint64_t pick) const {
    const std::size_t count = std::min(engine_->remembered, engine_->recent.size());
    if (count == 0) return std::nullopt;
    // Half the time the latest: two values drawn one after the other (a
    // property's two parameters, a pair) are the likeliest to be compared.
    if (((pick >> 20) & 1) != 0) return engine_->recent[(engine_->remembered - 1) % engine_->recent.size()];
    return engine_->recent[pick % count];
}

void Random::forget_integers() noexcept { engine_->remembered = 0; }

void Random::remember_integer(std::int64_t value) { engine_->recent[engine_->remembered++ % engine_->recent.size()] = value; }

bool Random::draws_edge_case() {
    const bool rolled_one = below_or_equal(4) == 0;
    return rolled_one && mode_ == EdgeCases::Mixin;
}

}  // namespace falsify
