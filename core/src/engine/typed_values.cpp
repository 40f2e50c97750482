// Typed access to a counterexample's parameters: the checks behind
// Result::shrunk_values and Result::original_values.
#include <falsify/detail/any_tree.hpp>
#include <falsify/result.hpp>
#include <falsify/show.hpp>

#include <stdexcept>

namespace falsify {

namespace detail {

const void* value_address(const TreeNode& tree) noexcept { return tree.value_address(); }

}  // namespace detail

void Result::check_types(const std::vector<std::shared_ptr<const detail::TreeNode>>& input,
                         const std::vector<const std::type_info*>& wanted, const char* accessor) const {
    std::string who = "Result::";
    who += accessor;
    who += "()";
    if (!counter_example_)
        throw std::logic_error(who + ": the result holds no counterexample (its outcome is " + to_string(outcome_) +
                               "); check result.counter_example() first");
    if (wanted.size() != input.size())
        throw std::invalid_argument(who + ": the property has " + std::to_string(input.size()) + " parameter(s), but " +
                                    std::to_string(wanted.size()) + " type(s) were given");
    for (std::size_t i = 0; i < input.size(); ++i) {
        if (input[i]->type() == *wanted[i]) continue;
        const auto& arguments = counter_example_->shrunk_arguments;
        std::string parameter = "parameter " + std::to_string(i + 1);
        if (i < arguments.size()) parameter += " (\"" + arguments[i].name + "\")";
        throw std::invalid_argument(who + ": " + parameter + " has type " + display_type_name(input[i]->type()) + ", not " +
                                    display_type_name(*wanted[i]));
    }
}

}  // namespace falsify
