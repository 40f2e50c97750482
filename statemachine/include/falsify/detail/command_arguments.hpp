#pragma once
// The shrink tree of one generated command, which keeps its arguments' trees
// within reach of the sequence around it. A command shrinks through its
// arguments' trees as a mapped tree would; in addition a sequence can read
// the command's integer arguments and rebuild the command with some of them
// changed, which is how a value that several commands share (a key written by
// one step and read by a later one) moves as one.
#include <falsify/command.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrinkable.hpp>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

/// An integer argument of a command as moves across commands compare them.
/// Two arguments are of one kind when they have one type, one target and one
/// range: either can then take the other's value.
struct IntegerArgument {
    const std::type_info* type = nullptr;
    std::uint64_t bits = 0;  // the value as its unsigned bit pattern
    std::int64_t target = 0;
    bool bounded = false;
    std::uint64_t lo = 0, hi = 0;
    std::uint64_t distance = 0;  // from the target
    bool below = false;          // under the target

    bool same_kind(const IntegerArgument& other) const noexcept {
        return *type == *other.type && target == other.target && bounded == other.bounded && (!bounded || (lo == other.lo && hi == other.hi));
    }
    bool same_value(const IntegerArgument& other) const noexcept { return bits == other.bits && same_kind(other); }
    /// Nearer the target; at one distance, above it (0, 1, -1, 2, -2, ...).
    bool simpler_than(const IntegerArgument& other) const noexcept {
        return distance != other.distance ? distance < other.distance : !below && other.below;
    }
};

template <class A>
std::optional<IntegerArgument> integer_argument(const Shrinkable<A>& tree) {
    if constexpr (std::is_integral_v<A> && !std::is_same_v<A, bool>) {
        // Through filters: the integer tree under them has the target and the range.
        const Shrinkable<A>* core = gen::detail::int_core(tree);
        if (!core) return std::nullopt;
        const std::optional<A> target = gen::detail::int_tree_target(*core);
        using U = std::make_unsigned_t<A>;
        const A value = tree.value();
        const auto& range = gen::detail::ladder_state_of(core->state());
        const U distance = value >= *target ? static_cast<U>(static_cast<U>(value) - static_cast<U>(*target))
                                            : static_cast<U>(static_cast<U>(*target) - static_cast<U>(value));
        return IntegerArgument{&typeid(A), static_cast<std::uint64_t>(static_cast<U>(value)), core->word(), range.bounded, range.lo, range.hi,
                               static_cast<std::uint64_t>(distance), value < *target};
    } else {
        (void)tree;
        return std::nullopt;
    }
}

/// The values an integer argument's own ladder offers, most aggressive first.
template <class A>
Seq<std::uint64_t> ladder_values(const Shrinkable<A>& tree) {
    if constexpr (std::is_integral_v<A> && !std::is_same_v<A, bool>) {
        using U = std::make_unsigned_t<A>;
        return seq_filter_map<std::uint64_t>(tree.children(), [](Shrinkable<A> child) -> std::optional<std::uint64_t> {
            return static_cast<std::uint64_t>(static_cast<U>(child.value()));
        });
    } else {
        (void)tree;
        return {};
    }
}

/// `tree` at the value `bits`, shrinking as before; false when its range or a filter refuses it.
template <class A>
bool set_integer(Shrinkable<A>& tree, std::uint64_t bits) {
    if constexpr (std::is_integral_v<A> && !std::is_same_v<A, bool>) {
        std::optional<Shrinkable<A>> moved = gen::detail::int_core_like(tree, static_cast<A>(static_cast<std::make_unsigned_t<A>>(bits)));
        if (!moved) return false;
        tree = std::move(*moved);
        return true;
    } else {
        (void)tree, (void)bits;
        return false;
    }
}

template <class Model, class System>
class CommandArguments {
public:
    using Element = Shrinkable<CommandPtr<Model, System>>;
    /// Integer argument `first` takes the bit pattern `second`.
    using Change = std::pair<std::size_t, std::uint64_t>;

    virtual ~CommandArguments() = default;
    virtual Seq<Element> children() const = 0;
    virtual const std::vector<IntegerArgument>& integers() const = 0;
    /// The values integer argument i's own ladder offers.
    virtual Seq<std::uint64_t> lowered(std::size_t i) const = 0;
    /// The command with some integer arguments changed; std::nullopt when an
    /// argument's range does not hold its new value or the command refuses it.
    virtual std::optional<Element> with(const std::vector<Change>& changes) const = 0;

    /// The arguments of `element`, when a command generator of this library built it.
    static const CommandArguments* of(const Element& element) noexcept {
        return element.children_fn() == &tree_children ? static_cast<const CommandArguments*>(element.state().get()) : nullptr;
    }

protected:
    static Element tree(CommandPtr<Model, System> value, std::shared_ptr<const CommandArguments> me) {
        return Element(std::move(value), &tree_children, std::shared_ptr<const void>(std::move(me)));
    }

private:
    static Seq<Element> tree_children(const CommandPtr<Model, System>&, const std::shared_ptr<const void>& state, std::int64_t) {
        return static_cast<const CommandArguments*>(state.get())->children();
    }
};

template <class T>
inline constexpr bool is_tuple = false;
template <class... Ts>
inline constexpr bool is_tuple<std::tuple<Ts...>> = true;

/// The tree of a command built by `construct` from a tree of its arguments:
/// one argument, or a std::tuple of them from gen::tuples.
template <class Model, class System, class Arguments, class Construct>
class CommandArgumentsOf final : public CommandArguments<Model, System> {
    using Base = CommandArguments<Model, System>;
    using typename Base::Change;
    using typename Base::Element;

public:
    /// Throws what `construct` throws.
    static Element make(Shrinkable<Arguments> arguments, Construct construct) {
        CommandPtr<Model, System> value = construct(arguments.value());
        auto me = std::make_shared<const CommandArgumentsOf>(std::move(arguments), std::move(construct));
        return Base::tree(std::move(value), std::move(me));
    }

    CommandArgumentsOf(Shrinkable<Arguments> arguments, Construct construct)
        : arguments_(std::move(arguments)), construct_(std::move(construct)) {
        each_part(arguments_, [this](std::size_t position, const auto& part) {
            if (std::optional<IntegerArgument> integer = integer_argument(part)) {
                integers_.push_back(*integer);
                positions_.push_back(position);
            }
        });
    }

    Seq<Element> children() const override {
        return seq_filter_map<Element>(arguments_.children(), [construct = construct_](Shrinkable<Arguments> child) -> std::optional<Element> {
            try {
                return make(std::move(child), construct);
            } catch (const std::exception&) {
                return std::nullopt;
            }
        });
    }

    const std::vector<IntegerArgument>& integers() const override { return integers_; }

    Seq<std::uint64_t> lowered(std::size_t i) const override {
        Seq<std::uint64_t> values;
        each_part(arguments_, [&](std::size_t position, const auto& part) {
            if (position == positions_.at(i)) values = ladder_values(part);
        });
        return values;
    }

    std::optional<Element> with(const std::vector<Change>& changes) const override {
        std::optional<Shrinkable<Arguments>> changed = rebuilt(changes);
        if (!changed) return std::nullopt;
        try {
            return make(std::move(*changed), construct_);
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

private:
    template <class A, class F>
    static void each_part(const Shrinkable<A>& arguments, F&& f) {
        if constexpr (is_tuple<A>) {
            [&]<class... Ts>(std::type_identity<std::tuple<Ts...>>) {
                using Tree = gen::detail::TupleTree<Ts...>;
                if (arguments.children_fn() != &Tree::children) return;
                const auto& parts = static_cast<const Tree*>(arguments.state().get())->parts;
                [&]<std::size_t... I>(std::index_sequence<I...>) { (f(I, std::get<I>(parts)), ...); }(std::index_sequence_for<Ts...>{});
            }(std::type_identity<A>{});
        } else {
            f(std::size_t{0}, arguments);
        }
    }

    std::optional<Shrinkable<Arguments>> rebuilt(const std::vector<Change>& changes) const {
        if constexpr (is_tuple<Arguments>) {
            return [&]<class... Ts>(std::type_identity<std::tuple<Ts...>>) -> std::optional<Shrinkable<Arguments>> {
                using Tree = gen::detail::TupleTree<Ts...>;
                if (arguments_.children_fn() != &Tree::children) return std::nullopt;
                const auto* tree = static_cast<const Tree*>(arguments_.state().get());
                auto parts = tree->parts;
                bool held = true;
                for (const Change& change : changes) {
                    // Named copies: a structured binding cannot be captured by the lambda below (C++17 rules, Clang 14).
                    const std::size_t position = positions_.at(change.first);
                    const std::uint64_t bits = change.second;
                    [&]<std::size_t... I>(std::index_sequence<I...>) {
                        ((I == position && !set_integer(std::get<I>(parts), bits) ? void(held = false) : void()), ...);
                    }(std::index_sequence_for<Ts...>{});
                }
                if (!held) return std::nullopt;
                return Tree::make(std::move(parts), 0, tree->gens);
            }(std::type_identity<Arguments>{});
        } else {
            Shrinkable<Arguments> changed = arguments_;
            for (const auto& change : changes)
                if (!set_integer(changed, change.second)) return std::nullopt;
            return changed;
        }
    }

    Shrinkable<Arguments> arguments_;
    Construct construct_;
    std::vector<IntegerArgument> integers_;
    std::vector<std::size_t> positions_;  // of each integer, in the arguments
};

/// The tree of the command `construct(arguments.value())`, shrinking through `arguments`.
template <class Model, class System, class Arguments, class Construct>
Shrinkable<CommandPtr<Model, System>> command_tree(Shrinkable<Arguments> arguments, Construct construct) {
    return CommandArgumentsOf<Model, System, Arguments, Construct>::make(std::move(arguments), std::move(construct));
}

}  // namespace falsify::detail
