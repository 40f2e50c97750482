#pragma once
// The shrink tree of one generated command, which keeps its arguments' trees
// within reach of the sequence around it. A command shrinks through its
// arguments' trees as a mapped tree would; in addition a sequence can read
// the command's integer arguments (seen through filters and maps: a key
// drawn as an integer and mapped) and rebuild the command with some of them
// changed, which is how a value that several commands share (a key written by
// one step and read by a later one) moves as one.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/seq.hpp>
#include <falsify/shrinkable.hpp>
#include <falsify/statemachine/command.hpp>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::detail {

/// The values an integer argument's own ladder offers, most aggressive first
/// (the same in every round: integers have nothing to rearrange).
template <class A>
Seq<std::uint64_t> ladder_values(const Shrinkable<A>& tree) {
    return seq_filter_map<std::uint64_t>(tree.children(ShrinkRound::ordinary), [](Shrinkable<A> child) -> std::optional<std::uint64_t> {
        const std::optional<IntegerView> view = integer_view(child);
        if (!view) return std::nullopt;
        return view->bits;
    });
}

/// `tree` at the integer `bits`, shrinking as before; false when its range, a filter or a map refuses it.
template <class A>
bool set_integer(Shrinkable<A>& tree, std::uint64_t bits) {
    std::optional<Shrinkable<A>> moved = with_integer(tree, bits);
    if (!moved) return false;
    tree = std::move(*moved);
    return true;
}

template <class Model, class System>
class CommandArguments {
public:
    using Element = Shrinkable<CommandPtr<Model, System>>;
    /// Integer argument `first` takes the bit pattern `second`.
    using Change = std::pair<std::size_t, std::uint64_t>;

    virtual ~CommandArguments() = default;
    virtual Seq<Element> candidates(ShrinkRound round) const = 0;
    virtual const std::vector<IntegerView>& integers() const = 0;
    /// The values integer argument i's own ladder offers.
    virtual Seq<std::uint64_t> lowered(std::size_t i) const = 0;
    /// The command with some integer arguments changed; std::nullopt when an
    /// argument's range does not hold its new value or the command refuses it.
    virtual std::optional<Element> with(const std::vector<Change>& changes) const = 0;
    /// The command with arguments drawn afresh (the explain phase's other
    /// values); std::nullopt when the command refuses them.
    virtual std::optional<Element> regenerated(Random& random) const = 0;
    /// The command as C++ source that constructs it again (a regression
    /// draft); std::nullopt when its generator cannot say.
    virtual std::optional<std::string> literal() const = 0;

    /// The arguments of `element`, when a command generator of this library built it.
    static const CommandArguments* of(const Element& element) noexcept {
        return element.template node_of<CommandArguments>();
    }

protected:
    static Element tree(CommandPtr<Model, System> value, std::shared_ptr<const CommandArguments> me) {
        return Element::from_node(std::move(value), std::move(me));
    }

private:
    friend Element;
    static Seq<Element> children(const CommandPtr<Model, System>&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        return static_cast<const CommandArguments*>(state.get())->candidates(round);
    }
};

template <class T>
inline constexpr bool is_tuple = false;
template <class... Ts>
inline constexpr bool is_tuple<std::tuple<Ts...>> = true;

/// The tree of a command built by `construct` from a tree of its arguments:
/// one argument, or a std::tuple of them from gen::tuples; `regenerate`
/// draws another such tree, `spell` writes the command from its arguments.
/// A `construct` that takes the arguments' tree keeps it, so a command whose
/// arguments can only be moved makes them afresh each time it runs.
template <class Model, class System, class Arguments, class Construct, class Regenerate, class Spell>
class CommandArgumentsOf final : public CommandArguments<Model, System> {
    using Base = CommandArguments<Model, System>;
    using typename Base::Change;
    using typename Base::Element;

public:
    /// Throws what `construct` throws.
    struct Policies {
        Construct construct;
        Regenerate regenerate;
        Spell spell;
    };

    static Element make(Shrinkable<Arguments> arguments, Policies policies) {
        CommandPtr<Model, System> value = [&] {
            if constexpr (std::is_invocable_v<const Construct&, const Arguments&>) return policies.construct(arguments.value());
            else return policies.construct(arguments);
        }();
        auto me = falsify::detail::make_node<CommandArgumentsOf>(std::move(arguments), std::move(policies));
        return Base::tree(std::move(value), std::move(me));
    }

    CommandArgumentsOf(Shrinkable<Arguments> arguments, Policies policies)
        : arguments_(std::move(arguments)), policies_(std::move(policies)) {
        each_part(arguments_, [this](std::size_t position, const auto& part) {
            if (std::optional<IntegerView> integer = integer_view(part)) {
                integers_.push_back(*integer);
                positions_.push_back(position);
            }
        });
    }

    Seq<Element> candidates(ShrinkRound round) const override {
        return seq_filter_map<Element>(arguments_.children(round), [policies = policies_](Shrinkable<Arguments> child) -> std::optional<Element> {
            try {
                return make(std::move(child), policies);
            } catch (const std::exception&) {
                return std::nullopt;
            }
        });
    }

    const std::vector<IntegerView>& integers() const override { return integers_; }

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
            return make(std::move(*changed), policies_);
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    std::optional<Element> regenerated(Random& random) const override {
        try {
            return make(policies_.regenerate(random), policies_);
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    std::optional<std::string> literal() const override { return policies_.spell(arguments_.value()); }

private:
    template <class A, class F>
    static void each_part(const Shrinkable<A>& arguments, F&& f) {
        if constexpr (is_tuple<A>) {
            [&]<class... Ts>(std::type_identity<std::tuple<Ts...>>) {
                using Tree = gen::detail::TupleTree<Ts...>;
                const Tree* tree = arguments.template node_of<Tree>();
                if (!tree) return;
                const auto& parts = tree->parts;
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
                const Tree* tree = arguments_.template node_of<Tree>();
                if (!tree) return std::nullopt;
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
    Policies policies_;
    std::vector<IntegerView> integers_;
    std::vector<std::size_t> positions_;  // of each integer, in the arguments
};

/// The tree of the command `construct(arguments.value())` (or `construct(arguments)`), shrinking through
/// `arguments`; `regenerate(random)` draws other arguments as the generator
/// did, `spell(arguments)` writes the command as C++ (or std::nullopt).
template <class Model, class System, class Arguments, class Construct, class Regenerate, class Spell>
Shrinkable<CommandPtr<Model, System>> command_tree(Shrinkable<Arguments> arguments, Construct construct, Regenerate regenerate, Spell spell) {
    using Tree = CommandArgumentsOf<Model, System, Arguments, Construct, Regenerate, Spell>;
    return Tree::make(std::move(arguments), typename Tree::Policies{std::move(construct), std::move(regenerate), std::move(spell)});
}

/// Draws another arguments tree from the generator that drew the first (a
/// class, not a lambda: one instantiation per argument type, not per command).
template <class A>
struct DrawnBy {
    Gen<A> generator;
    Shrinkable<A> operator()(Random& random) const { return generator.generate(random); }
};

/// `std::make_shared<const C>(a1, a2)`: a command constructed from its arguments' literals.
std::string construction_literal(const std::type_info& command, std::initializer_list<std::string> arguments);

/// The node of a command made by its default constructor (gen::command<C>()),
/// which a regression draft spells `std::make_shared<const C>()`.
template <class Model, class System>
struct DefaultConstructedCommand {
    using Element = Shrinkable<CommandPtr<Model, System>>;
    static Seq<Element> children(const CommandPtr<Model, System>&, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound) { return {}; }
    /// Marked by its (empty) children's function alone: no node to allocate or count.
    static Element make(CommandPtr<Model, System> command) { return Element::derived(std::move(command), &children, 0); }
};

}  // namespace falsify::detail
