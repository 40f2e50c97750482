// gen::commands(): argument checks and generation errors.
#include <falsify/errors.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/statemachine/gen/commands.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>

#include <stdexcept>

namespace falsify::gen::detail {

falsify::detail::SizeRange check_commands_arguments(std::size_t generators, Count min_length, Count max_length) {
    if (generators == 0)
        throw std::invalid_argument(
            "gen::commands(): At least one command generator is required; pass one generator per kind of command, "
            "e.g. {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()}");
    if (min_length.negative())
        throw std::invalid_argument("gen::commands(): Minimum length must be greater than or equal to 0, got " + min_length.to_string());
    if (max_length.negative() || max_length.magnitude() < 1)
        throw std::invalid_argument("gen::commands(): Maximum length must be greater than or equal to 1, got " + max_length.to_string());
    for (const Count length : {min_length, max_length})
        if (length.magnitude() > falsify::detail::max_count)
            throw std::invalid_argument("gen::commands(): A length must be at most " + std::to_string(falsify::detail::max_count) +
                                        ", got " + length.to_string() + falsify::detail::converted_hint(length));
    if (min_length.magnitude() > max_length.magnitude())
        throw std::invalid_argument("gen::commands(): Minimum length must be less than or equal to maximum length, got " +
                                    min_length.to_string() + " > " + max_length.to_string());
    if (max_length.magnitude() > max_generated_size)
        falsify::detail::refuse_generated_size("gen::commands()", "length", static_cast<std::size_t>(max_length.magnitude()));
    return {static_cast<std::size_t>(min_length.magnitude()), static_cast<std::size_t>(max_length.magnitude())};
}

void refuse_null_command(const std::string& generator) {
    throw std::invalid_argument("gen::commands(): Command generators must produce commands, got a null pointer from " + generator +
                                "; build commands with gen::command<YourCommand>(...) or std::make_shared<const YourCommand>(...)");
}

void too_few_commands(std::size_t applied, std::size_t min_length) {
    throw GenerationExhausted("gen::commands()", max_command_picks,
                              "only " + std::to_string(applied) + " of a minimum " + std::to_string(min_length) +
                                  " command(s) applied to the model; after " + std::to_string(max_command_picks) +
                                  " picks no generated command's precondition held. Add a command that applies in that "
                                  "state, loosen the preconditions, or lower the minimum length");
}

}  // namespace falsify::gen::detail

namespace falsify::gen::detail {

void check_parallel_commands_arguments(std::size_t generators, const ParallelCommandsOptions& options) {
    if (generators == 0)
        throw std::invalid_argument(
            "gen::parallel_commands(): At least one command generator is required; pass one generator per kind of command, "
            "e.g. {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()}");
    if (options.branches < 2 || options.branches > 8)
        throw std::invalid_argument("gen::parallel_commands(): branches must be between 2 and 8, got " +
                                    std::to_string(options.branches));
    if (options.max_prefix < 0)
        throw std::invalid_argument("gen::parallel_commands(): max_prefix must be greater than or equal to 0, got " +
                                    std::to_string(options.max_prefix));
    if (options.max_branch < 1 || options.max_branch > 16)
        throw std::invalid_argument("gen::parallel_commands(): max_branch must be between 1 and 16, got " +
                                    std::to_string(options.max_branch) +
                                    " (a race needs only a few overlapping commands; every interleaving is validated)");
    double points = 1;
    for (std::int64_t b = 0; b < options.branches; ++b) points *= static_cast<double>(options.max_branch + 1);
    if (points > 1e6)
        throw std::invalid_argument("gen::parallel_commands(): " + std::to_string(options.branches) + " branches of up to " +
                                    std::to_string(options.max_branch) +
                                    " commands have too many interleavings to validate; with more branches, give each fewer "
                                    "commands ((max_branch + 1)^branches at most 1000000)");
}

}  // namespace falsify::gen::detail
