#pragma once
// What <falsify/gen/composite.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen_type.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::gen::detail {

using falsify::detail::AnyTree;

inline constexpr std::size_t composite_max_depth = 1000;

/// The seed of the stream of one draw position.
std::uint64_t position_seed(std::uint64_t seed, std::size_t position);

template <class R, class F>
struct CompositeTree;

}  // namespace falsify::gen::detail

namespace falsify::gen::detail {

template <class R, class F>
struct CompositeTree {
    std::shared_ptr<const F> body;
    std::uint64_t seed;
    EdgeCases mode;
    std::vector<AnyTree> recorded;
    std::size_t depth;

    static Shrinkable<R> run(std::shared_ptr<const F> body, const std::vector<AnyTree>& tape, std::uint64_t seed, EdgeCases mode,
                             std::size_t depth);

    static Seq<Shrinkable<R>> children(const R& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round);
};

}  // namespace falsify::gen::detail
