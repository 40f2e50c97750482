#pragma once
// composite(body): a reusable generator written as a function of dependent
// draws, where nested flat_maps would nest further right with every
// dependency:
//
//   auto interval = gen::composite([](gen::Draw& d) {
//       const int lo = d(gen::ints(0, 100));
//       return std::pair(lo, d(gen::ints(lo, 100)));   // sees the earlier draw
//   });
//
// The body must take every value it needs through the Draw. One seed is
// captured per generated value and each draw position derives its own stream
// from it, so a candidate is a pure function of its tape (the recorded draws).
//
// Shrinking works on the draws, earliest first: a candidate re-runs the body
// with one draw replaced by a candidate of its own tree, the draws before it
// replayed as recorded, and the draws after it made again from their own
// position's stream (so a later draw whose generator did not change comes
// back unchanged, and one whose range moved is re-drawn in the new range). A
// body that throws a std::exception for a candidate refuses it (the candidate
// and its subtree are skipped); anything else propagates. A re-run body may
// draw more than before, so the descent is capped at 1000 accepted steps.
#include <falsify/detail/comparable.hpp>
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/detail/composite.hpp>
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

namespace falsify::gen {

/// The seam a composite body draws through: `d(generator)` or `d.draw(generator)`.
class Draw {
public:
    template <class T>
    T operator()(const Gen<T>& generator);

    template <class T>
    T draw(const Gen<T>& generator);

private:
    template <class R, class F>
    friend struct detail::CompositeTree;

    Draw(std::uint64_t seed, EdgeCases mode, const std::vector<detail::AnyTree>& tape) : seed_(seed), mode_(mode), tape_(tape) {}

    template <class T>
    static detail::AnyTree generate_node(Random& random, const void* generator);

    /// The tape's node at the next position when it has one of this type, else
    /// a fresh node from the position's own stream; recorded either way.
    const detail::AnyTree& node_at(const std::type_info& node_type, detail::AnyTree (*generate)(Random&, const void*), const void* generator);

    std::uint64_t seed_;
    EdgeCases mode_;
    const std::vector<detail::AnyTree>& tape_;
    std::vector<detail::AnyTree> recorded_;
};

/// A generator whose body draws dependent values through a Draw (see above).
template <class F>
Gen<std::decay_t<std::invoke_result_t<const F&, Draw&>>> composite(F body);

}  // namespace falsify::gen

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/composite.hpp>
