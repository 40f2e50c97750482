// The non-template parts of commands: default labels, generator names, result types.
#include <falsify/literal.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_sequence.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/gen/command.hpp>

#include <stdexcept>

namespace falsify {

namespace detail {

bool same_step(const std::type_info& type_a, const std::type_info& type_b, const std::string& label_a, const std::string& label_b,
               bool labels_show_everything) {
    // Command::label()'s default names the class alone, whatever the command holds.
    return type_a == type_b && label_a == label_b && labels_show_everything && label_a != short_type_name(type_a) + "()";
}

void refuse_result_type(const std::type_info& held, const std::type_info& wanted) {
    if (held == typeid(void))
        throw std::logic_error("This command's run() returned no result, so it cannot be read as " + type_name(wanted) +
                               "; return the value from run(), or do not read the result in postcondition()");
    throw std::logic_error("This command's run() returned " + type_name(held) + ", not " + type_name(wanted) +
                           "; read the result as the type run() returns: result.as<" + type_name(held) + ">()");
}

std::string spelled_type_name(const std::type_info& type) {
    std::string name = display_type_name(type);
    // The draft is pasted beside the code that uses the type, where its anonymous namespace is in scope.
    static const std::string anonymous = "(anonymous namespace)::";
    for (std::size_t at; (at = name.find(anonymous)) != std::string::npos;) name.erase(at, anonymous.size());
    if (name.find("lambda") != std::string::npos || name.find('{') != std::string::npos || name.find("(anonymous") != std::string::npos ||
        name.find("<unnamed") != std::string::npos)
        throw NoLiteral("the type " + display_type_name(type) + " has no name a test can spell");
    return name;
}

std::string construction_literal(const std::type_info& command, std::initializer_list<std::string> arguments) {
    std::string out = "std::make_shared<const " + spelled_type_name(command) + ">(";
    bool first = true;
    for (const std::string& argument : arguments) {
        if (!first) out += ", ";
        first = false;
        out += argument;
    }
    return out + ")";
}

}  // namespace detail

namespace gen::detail {

std::string command_generator_name(const std::type_info& command, std::string arguments) {
    return "gen::command<" + falsify::short_type_name(command) + ">(" + arguments + ")";
}

}  // namespace gen::detail

}  // namespace falsify
