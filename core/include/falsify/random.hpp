#pragma once
// The only source of randomness of generators: a Boost.Random mt19937_64 with
// Boost.Random distributions, so that a seed gives the same values with every
// compiler and standard library. Golden vectors in the tests pin seed -> value.
#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

namespace falsify {

/// EdgeCases::Mixin makes one numeric draw in five an edge value (0, 1, -1,
/// min, max); None keeps the roll but never picks an edge, so that both modes
/// stay aligned on one seed.
enum class EdgeCases { Mixin, None };

/// What one run of the random phase leans toward. Bugs on small inputs need
/// them in a shape a plain draw makes rarely: every element of one sign
/// (a maximum started from 0), every element equal (a span of 0), one or
/// two elements (the last pair never compared); so the runner gives some of
/// its runs a lean, in a fixed schedule, and the generators follow it
/// without drawing more, so that a seed's other runs are unchanged:
///  - Short: sizes (containers' lengths, strings', sequences') at most 3 past their least;
///  - Negative, Positive: integers of that sign where their range has both
///    signs, edge values of the other sign and 0 left out;
///  - Equal: integers repeat the latest one drawn in the run 13 times in
///    16, and sizes are Short (every element equal is likeliest among few).
enum class Lean : std::uint8_t { None, Short, Negative, Positive, Equal };

class Random {
public:
    explicit Random(std::uint64_t seed, EdgeCases mode = EdgeCases::Mixin);
    /// Serves the draw results of `tape` first, then continues from `seed`: a
    /// generation replayed (or edited, words removed) draw for draw.
    Random(std::uint64_t seed, EdgeCases mode, std::vector<std::uint64_t> tape);
    /// Every draw reads the next bytes of `data` instead of a seeded stream
    /// (a fuzzer's input: the bytes are the choices); past their end a draw
    /// throws falsify::InputExhausted, which discards the run. `data` must
    /// outlive the Random. The same generators serve both sources, unchanged.
    static Random from_bytes(const std::uint8_t* data, std::size_t size, EdgeCases mode = EdgeCases::Mixin);
    Random(Random&&) noexcept;
    Random& operator=(Random&&) noexcept;
    ~Random();

    /// Uniform in [0, span] (span = 2^64-1 covers every 64-bit value).
    std::uint64_t below_or_equal(std::uint64_t span);
    /// Uniform in [0, 1).
    double unit();
    /// A fresh 64-bit value, used to seed the captured streams of flat_map.
    std::uint64_t next_seed();
    /// The edge roll: always consumes one draw; true one time in five in Mixin mode.
    bool draws_edge_case();
    EdgeCases edge_cases() const noexcept { return mode_; }

    /// The results of the draws from now on are kept, for take_recording(). A
    /// replayed draw keeps its recorded result when its range holds it (else
    /// the result modulo the range), so a replay with other bounds changes
    /// only the draws that no longer fit.
    void start_recording();
    std::vector<std::uint64_t> take_recording();

    /// A small memory of recently drawn integers, so that generators can make
    /// values coincide (x == y) far more often than chance would: chosen by
    /// `pick` (no draw), the latest remembered half the time, else one of the
    /// last eight; or nothing yet.
    std::optional<std::int64_t> recent_integer(std::uint64_t pick) const;
    void remember_integer(std::int64_t value);
    /// Empties that memory: the runner does at the start of every run, since a
    /// repeat exists to make values of one input coincide, and a value left
    /// from an earlier run coincides with nothing in this one.
    void forget_integers() noexcept;

    /// A Random whose every draw is 0 (every range's lowest, the edge roll
    /// taken): generators draw their simplest values from it. Used to fill
    /// what a regenerated tree could not keep, where a fresh random value
    /// would make a shrink candidate larger.
    static Random simplest(EdgeCases mode);
    bool draws_simplest() const noexcept;

    /// How much of a size range this stream uses, in (0, 1]: the runner's early
    /// runs draw small containers (see size_between). Streams derived from
    /// this one at generation (a flat_map's dependent side) inherit it.
    void scale_sizes(double scale) noexcept { size_scale_ = scale > 0 && scale < 1 ? scale : 1.0; }
    double size_scale() const noexcept { return size_scale_; }

    /// The run's lean (see Lean); streams derived from this one inherit it with follow().
    void lean(Lean lean) noexcept { lean_ = lean; }
    Lean leaning() const noexcept { return lean_; }
    bool short_sizes() const noexcept { return lean_ == Lean::Short || lean_ == Lean::Equal; }
    /// Draws sizes and leans as `parent` does: a stream derived from it at
    /// generation (a flat_map's dependent side, a branch of one_of) is part of its run.
    void follow(const Random& parent) noexcept {
        size_scale_ = parent.size_scale_;
        lean_ = parent.lean_;
    }

    /// A size (a container's length, a repetition count) in [lo, hi]: uniform
    /// over the first size_scale() of the range (rounded to the nearest
    /// size), at least one value past lo, at most three past lo under short_sizes().
    template <class I>
    I size_between(I lo, I hi);

    /// Uniform integer in [lo, hi], for every integer type up to 64 bits.
    template <class I>
    I between(I lo, I hi);

private:
    /// The first size_scale() of [0, span], rounded to the nearest size, at least 1, at most 3 under short_sizes()
    /// (out of line: the arithmetic in doubles needs <cmath>, which no header includes).
    std::uint64_t scaled_span(std::uint64_t span) const noexcept;

    struct Engine;
    std::unique_ptr<Engine> engine_;
    EdgeCases mode_;
    double size_scale_ = 1.0;
    Lean lean_ = Lean::None;
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/random.hpp>
