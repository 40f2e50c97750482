#pragma once
// Seq<T>: a lazy, pull-based, finite stream. Shrink candidates are Seqs so that
// a node's children are computed one at a time, only when the descent asks.
#include <falsify/detail/make_node.hpp>

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

template <class T>
class Seq {
public:
    Seq() = default;

    /// A stream whose elements are next() of `next` (a callable returning
    /// std::optional<T>), until it returns nullopt. A Seq owns its state and
    /// moves, never copies: each element is pulled once. The erasure is two
    /// function pointers rather than std::function, because every lambda of
    /// every shrink tree becomes one: a test file instantiates thousands.
    template <class F>
        requires(!std::is_same_v<std::decay_t<F>, Seq> && std::is_invocable_r_v<std::optional<T>, F&>)
    explicit Seq(F next) : state_(new F(std::move(next))), pull_(&pull<F>), drop_(&drop<F>) {}

    Seq(Seq&& other) noexcept
        : state_(std::exchange(other.state_, nullptr)), pull_(std::exchange(other.pull_, nullptr)), drop_(std::exchange(other.drop_, nullptr)) {}
    Seq& operator=(Seq&& other) noexcept;
    Seq(const Seq&) = delete;
    Seq& operator=(const Seq&) = delete;
    ~Seq() { reset(); }

    /// The next element, or nullopt at the end (and forever after).
    std::optional<T> next();

    static Seq from_vector(std::vector<T> items);

    /// Elements at(0), at(1), ... at(count-1); `at` may return nullopt to skip one.
    template <class At>
    static Seq indexed(std::size_t count, At at);

private:
    template <class F>
    static std::optional<T> pull(void* state);
    template <class F>
    static void drop(void* state) noexcept;
    void reset() noexcept;

    void* state_ = nullptr;
    std::optional<T> (*pull_)(void*) = nullptr;
    void (*drop_)(void*) noexcept = nullptr;
};

/// All of `first`, then all of `second` (built only when `first` is done).
template <class T, class Later>
Seq<T> concat_lazy(Seq<T> first, Later later);

/// The candidates of each part in turn, a part called on `state` and `arg`
/// only when the parts before it are done. One instantiation per (T, State,
/// Arg), where a nest of concat_lazy calls costs one per lambda.
template <class T, class State, class Arg, std::size_t N>
Seq<T> seq_chain(std::shared_ptr<const State> state, Arg arg, const std::array<Seq<T> (*)(std::shared_ptr<const State>, Arg), N>& parts);

/// Each element mapped through f; f returning nullopt skips the element.
template <class U, class T, class F>
Seq<U> seq_filter_map(Seq<T> source, F f);

/// Flattens a stream of streams, lazily.
template <class T, class Outer>
Seq<T> seq_flatten(Outer outer);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/seq.hpp>
