#pragma once
// How gen::commands() draws a sequence (see <falsify/statemachine/gen/commands.hpp>),
// and its swarm restrictions.
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/detail/command_sequence_tree.hpp>
#include <falsify/statemachine/detail/sequence_parts.hpp>
#include <falsify/statemachine/gen/commands.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace falsify::gen {

namespace detail {

inline constexpr std::size_t max_command_picks = 20;

/// Refuses an empty generator list or a length range that cannot work (std::invalid_argument).
/// The lengths of gen::commands() and gen::rules(), checked (with the generators there are).
falsify::detail::SizeRange check_commands_arguments(std::size_t generators, Count min_length, Count max_length);
[[noreturn]] void refuse_null_command(const std::string& generator);
[[noreturn]] void too_few_commands(std::size_t applied, std::size_t min_length);

/// What gen::commands() was given, shared by the generator and its swarm restrictions.
template <class Model, class System>
struct CommandsSpec {
    std::shared_ptr<const Model> initial_model;
    std::vector<Gen<CommandPtr<Model, System>>> generators;
    std::size_t min_length;
    std::size_t max_length;
};

/// Up to max_command_picks picks among `alphabet`: the first command whose
/// precondition holds on `model`, which then advances; false when none did.
template <class Model, class System>
bool append_command(Random& random, const std::vector<Gen<CommandPtr<Model, System>>>& alphabet, Model& model,
                    std::vector<Shrinkable<CommandPtr<Model, System>>>& elements) {
    for (std::size_t pick = 0; pick < max_command_picks; ++pick) {
        const auto& generator = alphabet[random.below_or_equal(alphabet.size() - 1)];
        auto candidate = generator.generate(random);
        if (!candidate.value()) refuse_null_command(generator.name());
        if (!candidate.value()->precondition(model)) continue;
        model = candidate.value()->next_state(model);
        elements.push_back(std::move(candidate));
        return true;
    }
    return false;
}

/// A sequence from `spec`, its commands drawn from the generators at `kept`
/// (all of them when `kept` is empty). A restricted alphabet that cannot reach
/// the minimum length is completed up to it from every generator, so that a
/// swarm subset never makes a sequence shorter than asked, nor fails it.
template <class Model, class System>
Gen<CommandSequence<Model, System>> commands_from(std::shared_ptr<const CommandsSpec<Model, System>> spec, std::vector<std::size_t> kept) {
    using Tree = falsify::detail::CommandSequenceTree<Model, System>;
    std::vector<Gen<CommandPtr<Model, System>>> alphabet;
    for (std::size_t k : kept) alphabet.push_back(spec->generators.at(k));
    const bool restricted = !alphabet.empty() && alphabet.size() < spec->generators.size();
    if (alphabet.empty()) alphabet = spec->generators;
    return Gen<CommandSequence<Model, System>>("gen::commands()", [spec, alphabet, restricted](Random& random) {
        const std::size_t length = random.size_between(spec->min_length, spec->max_length);
        std::vector<typename Tree::Element> elements;
        elements.reserve(length);
        Model model = *spec->initial_model;
        while (elements.size() < length) {
            if (append_command(random, alphabet, model, elements)) continue;
            if (!restricted || elements.size() >= spec->min_length) break;
            if (!append_command(random, spec->generators, model, elements)) break;
        }
        if (elements.size() < spec->min_length) too_few_commands(elements.size(), spec->min_length);
        return Tree::make(spec->initial_model, std::move(elements), spec->min_length);
    });
}

/// gen::swarm(gen::commands(...)) restricts the command generators per sequence.
template <class Model, class System>
struct CommandsVariants final : Swarmable<CommandSequence<Model, System>> {
    std::shared_ptr<const CommandsSpec<Model, System>> spec;

    explicit CommandsVariants(std::shared_ptr<const CommandsSpec<Model, System>> spec_arg) : spec(std::move(spec_arg)) {}
    std::size_t variant_count() const override { return spec->generators.size(); }
    Gen<CommandSequence<Model, System>> with_variants(const std::vector<std::size_t>& kept) const override {
        return commands_from(spec, kept);
    }
};

}  // namespace detail

template <class Model, class System>
Choice<CommandSequence<Model, System>> commands(Model initial_model, std::vector<Gen<CommandPtr<Model, System>>> command_generators,
                                                Count min_length, Count max_length) {
    const auto lengths = detail::check_commands_arguments(command_generators.size(), min_length, max_length);
    auto spec = falsify::detail::make_node<detail::CommandsSpec<Model, System>>(detail::CommandsSpec<Model, System>{
        falsify::detail::make_node<Model>(std::move(initial_model)), std::move(command_generators), lengths.min, lengths.max});
    return Choice<CommandSequence<Model, System>>(detail::commands_from(spec, {}),
                                                  falsify::detail::make_node<detail::CommandsVariants<Model, System>>(spec));
}

template <class Model, class System>
Choice<CommandSequence<Model, System>> commands(Model initial_model, std::initializer_list<Gen<CommandPtr<Model, System>>> command_generators,
                                                Count min_length, Count max_length) {
    return commands(std::move(initial_model), std::vector<Gen<CommandPtr<Model, System>>>(command_generators), min_length, max_length);
}

}  // namespace falsify::gen
