#pragma once
// Swarm testing (Groce et al., ISSTA 2012): each generated value may use only
// a random, non-empty subset of a choice's variants. Drawing uniformly from
// every variant makes every case look alike, so a bug that needs one variant
// to be *absent* (no flush in a hundred operations) is astronomically rare;
// restricting the alphabet per value makes such cases ordinary.
//
// The seam. A generator that chooses among variants implements
// falsify::Swarmable<T>:
//
//   variant_count()      how many variants it chooses among (at least one);
//   with_variants(kept)  the same generator restricted to the variants at the
//                        sorted, distinct, non-empty positions `kept`
//                        (weights, order and shrinking kept as they were);
//
// and is handed around as a falsify::Choice<T>: a Gen<T> (usable everywhere a
// generator is) that also remembers its Swarmable. gen::one_of, gen::elements,
// gen::enums and gen::frequency return a Choice; gen::commands can implement
// Swarmable<CommandSequence> and return a Choice too, and gen::swarm then
// restricts which command generators one sequence uses.
//
// Shrinking stays inside the drawn subset: the tree is the restricted
// generator's own, so a counterexample found without a variant never shrinks
// into one that uses it. Wrap the generator whose scope you mean: swarm over
// a whole sequence restricts the sequence; a vector of swarm(...) redraws the
// subset per element, which is noise rather than swarm testing.
#include <falsify/gen/detail/swarm.hpp>
#include <falsify/gen_type.hpp>

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace falsify {

template <class T>
class Swarmable {
public:
    virtual ~Swarmable() = default;
    /// The number of variants; at least one.
    virtual std::size_t variant_count() const = 0;
    /// The generator restricted to the variants at `kept`: sorted, distinct,
    /// non-empty, each below variant_count().
    virtual Gen<T> with_variants(const std::vector<std::size_t>& kept) const = 0;
};

/// A generator that chooses among variants, and can be restricted to some of them.
template <class T>
class Choice : public Gen<T> {
public:
    Choice(Gen<T> generator, std::shared_ptr<const Swarmable<T>> variants)
        : Gen<T>(std::move(generator)), variants_(std::move(variants)) {}

    const std::shared_ptr<const Swarmable<T>>& variants() const noexcept { return variants_; }

private:
    std::shared_ptr<const Swarmable<T>> variants_;
};

namespace gen {

/// Per generated value: a non-empty subset of the choice's variants, drawn
/// afresh, then a value of the choice restricted to that subset.
template <class T>
Gen<T> swarm(Choice<T> choice);

template <class T>
inline constexpr bool swarm_needs_a_choice = false;

/// A plain Gen<T> has no variants to restrict: refused at compile time.
template <class T>
Gen<T> swarm(const Gen<T>&);

}  // namespace gen

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/gen/impl/swarm.hpp>
