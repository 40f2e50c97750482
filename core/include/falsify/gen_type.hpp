#pragma once
// Gen<T>: generate(Random&) -> Shrinkable<T>, with the combinators that shrink
// through their source trees (map, flat_map, filter).
#include <falsify/detail/gen_type.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/errors.hpp>
#include <falsify/random.hpp>
#include <falsify/shrinkable.hpp>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

/// A generator's finite domain, for exhaustive mode: its size and the value
/// at an index (a tree, so a failing input still shrinks). Carried only by the
/// finite generators (booleans, ints(lo, hi), constant, elements, enums,
/// one_of and tuple of finite ones, and map, filter and with_edge_cases over
/// one). The size may be an upper bound: `at` throws DomainGap for an index
/// that holds no value (one a filter rejects), and the walk counts it as a
/// discarded input.
template <class T>
struct Domain {
    std::uint64_t size;
    std::function<Shrinkable<T>(std::uint64_t)> at;
};

/// Thrown by Domain::at for an index that holds no value.
struct DomainGap {};

/// A tree nested in another, whatever its value type: `as<V>()` is the tree
/// when its values are Vs, else nullptr.
class NestedTree {
public:
    template <class V>
    explicit NestedTree(const Shrinkable<V>& tree) noexcept : tree_(&tree), type_(&typeid(V)) {}

    template <class V>
    const Shrinkable<V>* as() const noexcept {
        return *type_ == typeid(V) ? static_cast<const Shrinkable<V>*>(tree_) : nullptr;
    }

private:
    const void* tree_;
    const std::type_info* type_;
};
/// What each_part calls on every nested tree (with_structure's Parts list them).
using PartVisitor = std::function<void(const NestedTree& part)>;

template <class T>
class Gen {
public:
    using value_type = T;
    using Fn = std::function<Shrinkable<T>(Random&)>;
    using Refit = std::function<Shrinkable<T>(Random&, const Shrinkable<T>&)>;
    using Parts = std::function<void(const Shrinkable<T>&, const PartVisitor&)>;

    Gen(std::string name, Fn fn) : impl_(falsify::detail::make_node<Source<Fn, detail::EagerName>>(std::move(fn), std::move(name))) {}

    /// As above, `fn` any callable Random& -> Shrinkable<T>, held without a std::function around it.
    template <class F>
        requires(!std::is_same_v<std::decay_t<F>, Fn> && std::is_invocable_r_v<Shrinkable<T>, F&, Random&>)
    Gen(std::string name, F fn) : impl_(falsify::detail::make_node<Source<F, detail::EagerName>>(std::move(fn), std::move(name))) {}

    /// A generator whose name `make_name()` makes the first time name() is asked.
    template <class MakeName, class F>
        requires(std::is_invocable_r_v<std::string, const MakeName&> && !std::is_convertible_v<MakeName, std::string> &&
                 std::is_invocable_r_v<Shrinkable<T>, F&, Random&>)
    Gen(MakeName make_name, F fn)
        : impl_(falsify::detail::make_node<Source<F, detail::LazyName<MakeName>>>(std::move(fn), std::move(make_name))) {}

    /// As with_structure(refit) on the generator above, in one node.
    template <class MakeName, class F, class R>
        requires(std::is_invocable_r_v<std::string, const MakeName&> && !std::is_convertible_v<MakeName, std::string> &&
                 std::is_invocable_r_v<Shrinkable<T>, F&, Random&> && std::is_invocable_r_v<Shrinkable<T>, R&, Random&, const Shrinkable<T>&>)
    Gen(MakeName make_name, F fn, R refit)
        : impl_(falsify::detail::make_node<Source<F, detail::LazyName<MakeName>, R>>(std::move(fn), std::move(make_name),
                                                                                      std::move(refit))) {}
    /// As with_structure(refit, parts) on the generator above, in one node.
    template <class MakeName, class F, class R, class P>
        requires(std::is_invocable_r_v<std::string, const MakeName&> && !std::is_convertible_v<MakeName, std::string> &&
                 std::is_invocable_r_v<Shrinkable<T>, F&, Random&> && std::is_invocable_r_v<Shrinkable<T>, R&, Random&, const Shrinkable<T>&> &&
                 std::is_invocable_v<P&, const Shrinkable<T>&, const PartVisitor&>)
    Gen(MakeName make_name, F fn, R refit, P parts)
        : impl_(falsify::detail::make_node<Source<F, detail::LazyName<MakeName>, R, P>>(std::move(fn), std::move(make_name), std::move(refit),
                                                                                         std::move(parts))) {}

    Shrinkable<T> generate(Random& random) const { return impl_->drawing->generate(random); }
    const std::string& name() const { return impl_->name(); }

    /// Generates as generate() does, but keeps what still fits of `earlier`, a
    /// tree that a generator of the same kind built (with other parameters):
    /// a flat_map whose source shrinks re-binds its dependent side this way, so
    /// that side keeps the shrinking it already went through. Generators that
    /// cannot recognise `earlier` generate afresh.
    Shrinkable<T> regenerate(Random& random, const Shrinkable<T>& earlier) const { return impl_->structuring->regenerate(random, earlier); }
    /// Calls `visit` on every tree nested in `tree` (built by this generator), outermost first.
    void each_part(const Shrinkable<T>& tree, const PartVisitor& visit) const { impl_->structuring->each_part(tree, visit); }
    /// The same generator, regenerating with `refit` and listing nested trees with `parts`.
    Gen with_structure(Refit refit, Parts parts = {}) const;
    /// As above, the callables held without a std::function around them.
    template <class R>
        requires(!std::is_same_v<std::decay_t<R>, Refit> && std::is_invocable_r_v<Shrinkable<T>, R&, Random&, const Shrinkable<T>&>)
    Gen with_structure(R refit) const {
        return Gen(falsify::detail::make_node<Structured<R, detail::NoParts>>(impl_, std::move(refit), detail::NoParts{}));
    }
    template <class R, class P>
        requires(!std::is_same_v<std::decay_t<R>, Refit> && std::is_invocable_r_v<Shrinkable<T>, R&, Random&, const Shrinkable<T>&> &&
                 std::is_invocable_v<P&, const Shrinkable<T>&, const PartVisitor&>)
    Gen with_structure(R refit, P parts) const {
        return Gen(falsify::detail::make_node<Structured<R, P>>(impl_, std::move(refit), std::move(parts)));
    }

    /// The same generator under another name (used in error messages).
    Gen named(std::string name) const { return Gen(falsify::detail::make_node<Named>(impl_, std::move(name))); }

    /// The finite domain, or nullptr when the generator has none.
    const Domain<T>* domain() const { return impl_->domain(); }
    /// The same generator with a finite domain of `size` values, `at(i)` the i-th.
    Gen with_domain(std::uint64_t size, std::function<Shrinkable<T>(std::uint64_t)> at) const;
    /// As above, the Domain made the first time it is asked for: only exhaustive mode walks one.
    template <class At>
        requires(std::is_invocable_r_v<Shrinkable<T>, const At&, std::uint64_t> && !std::is_same_v<std::decay_t<At>, std::function<Shrinkable<T>(std::uint64_t)>>)
    Gen with_domain(std::uint64_t size, At at) const {
        return Gen(falsify::detail::make_node<LazyDomain<At>>(impl_, size, std::move(at)));
    }

    template <class F>
    auto map(F f) const;
    template <class F>
    auto flat_map(F f) const;
    template <class P>
    Gen filter(P predicate, std::size_t max_attempts = 100) const;

private:
    // A generator is one node, or a node wrapping the generator it refines
    // (with a structure, a domain, a name): each refinement costs one
    // allocation, and the callables sit in the nodes themselves.
    struct Impl;
    using ImplPtr = std::shared_ptr<const Impl>;
    template <class F, class Name, class R = detail::NoRefit, class P = detail::NoParts>
    struct Source;
    /// A generator refining another: what it does not override, the other does.
    struct Refinement;
    template <class R, class P>
    struct Structured;
    struct Named;
    struct WithDomain;
    template <class At>
    struct LazyDomain;

    explicit Gen(ImplPtr impl) : impl_(std::move(impl)) {}
    ImplPtr impl_;
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/gen_type.hpp>
