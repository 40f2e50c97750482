// The non-template parts of commands: default labels, generator names, result types.
#include <falsify/show.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/gen/command.hpp>

#include <stdexcept>

namespace falsify {

namespace detail {

std::string short_type_name(const std::type_info& type) {
    const std::string full = type_name(type);
    // The last "::" outside template arguments and parentheses ("(anonymous namespace)::Pop").
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t i = 0; i + 1 < full.size(); ++i) {
        const char c = full[i];
        if (c == '<' || c == '(') ++depth;
        else if (c == '>' || c == ')') --depth;
        else if (depth == 0 && c == ':' && full[i + 1] == ':') start = i + 2;
    }
    return full.substr(start);
}

void refuse_result_type(const std::type_info& held, const std::type_info& wanted) {
    if (held == typeid(void))
        throw std::logic_error("This command's run() returned no result, so it cannot be read as " + type_name(wanted) +
                               "; return the value from run(), or do not read the result in postcondition()");
    throw std::logic_error("This command's run() returned " + type_name(held) + ", not " + type_name(wanted) +
                           "; read the result as the type run() returns: result.as<" + type_name(held) + ">()");
}

}  // namespace detail

namespace gen::detail {

std::string command_generator_name(const std::type_info& command, std::string arguments) {
    return "gen::command<" + falsify::detail::short_type_name(command) + ">(" + arguments + ")";
}

}  // namespace gen::detail

}  // namespace falsify
