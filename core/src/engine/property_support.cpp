// Out-of-line helpers of the typed property builder and the assertion macros.
#include <falsify/assert.hpp>
#include <falsify/property.hpp>

#include <cctype>

namespace falsify::detail {

std::vector<std::string> parameter_names(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.size() >= 2 && text.front() == '(' && text.back() == ')') text = text.substr(1, text.size() - 2);
    std::vector<std::string_view> pieces;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
        else if (c == '>' || c == ')' || c == ']' || c == '}') --depth;
        else if (c == ',' && depth == 0) {
            pieces.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    if (text.find_first_not_of(" \t\n") != std::string_view::npos) pieces.push_back(text.substr(start));
    std::vector<std::string> names;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        std::string_view piece = pieces[i];
        std::size_t end = piece.size();
        while (end > 0 && std::isspace(static_cast<unsigned char>(piece[end - 1]))) --end;
        std::size_t begin = end;
        while (begin > 0 && (std::isalnum(static_cast<unsigned char>(piece[begin - 1])) || piece[begin - 1] == '_')) --begin;
        const bool has_type_before = piece.substr(0, begin).find_first_not_of(" \t\n") != std::string_view::npos;
        const bool identifier = begin < end && !std::isdigit(static_cast<unsigned char>(piece[begin]));
        names.push_back(identifier && has_type_before ? std::string(piece.substr(begin, end - begin)) : "arg" + std::to_string(i + 1));
    }
    return names;
}

void refuse_example(std::size_t example, std::size_t position, const std::string& parameter, const std::type_info& given,
                    const std::type_info& wanted) {
    throw std::invalid_argument("Example #" + std::to_string(example) + ": value #" + std::to_string(position) + " for parameter \"" +
                                parameter + "\" is a " + display_type_name(given) + ", which does not convert to " + display_type_name(wanted));
}

namespace {

[[noreturn]] void refuse_missing_generator(const std::string& parameter, const std::string& type) {
    throw std::invalid_argument("No generator for parameter \"" + parameter + "\" of type " + type +
                                ": specialise falsify::Arbitrary<" + type + "> or pass falsify::param(\"" + parameter + "\", ...)");
}

}  // namespace

PropertyParts::PropertyParts(std::string property_id, std::size_t arity) : id(std::move(property_id)) {
    for (std::size_t i = 0; i < arity; ++i) names.push_back("arg" + std::to_string(i + 1));
    positional.resize(arity);
}
PropertyParts::PropertyParts(const PropertyParts&) = default;
PropertyParts::PropertyParts(PropertyParts&&) noexcept = default;
PropertyParts& PropertyParts::operator=(const PropertyParts&) = default;
PropertyParts& PropertyParts::operator=(PropertyParts&&) noexcept = default;
PropertyParts::~PropertyParts() = default;

void PropertyParts::add_listener(Listener listener) { listeners.push_back(std::move(listener)); }

void PropertyParts::set_names(std::vector<std::string> given, std::size_t arity) {
    if (given.size() != arity)
        throw std::invalid_argument("Property \"" + id + "\" has " + std::to_string(arity) + " parameter(s), but " +
                                    std::to_string(given.size()) + " name(s) were given");
    names = std::move(given);
}

std::string generator_type_mismatch(const std::string& parameter, const std::string& produced, const std::string& expected) {
    return "The generator given for \"" + parameter + "\" produces " + produced + ", but the parameter is a " + expected +
           ", which does not hold every value of it; give a generator of " + expected;
}

PropertyDefinition PropertyParts::assemble(const std::vector<ParameterType>& types,
                                           std::function<void(const std::vector<AnyTree>&)> body) const {
    PropertyDefinition d;
    d.id = id;
    d.name = name.empty() ? id : name;
    d.file = file;
    d.config = config;
    d.listeners = listeners;
    d.body = std::move(body);
    for (const auto& o : overrides) {
        std::size_t found = names.size();
        for (std::size_t i = 0; i < names.size(); ++i)
            if (names[i] == o.name) found = i;
        if (found == names.size()) {
            std::string known;
            for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
            throw std::invalid_argument("A generator was given for \"" + o.name + "\", but the property has no such parameter (parameters: " +
                                        (known.empty() ? "none" : known) + ")");
        }
        const bool converts = found < o.as_parameter.size() && o.as_parameter[found].generate;
        if (o.type != types[found].type && !converts)
            throw std::invalid_argument(generator_type_mismatch(o.name, display_type_name(o.type), display_type_name(types[found].type)));
        if (positional[found].generate)
            throw std::invalid_argument("Parameter \"" + o.name + "\" (#" + std::to_string(found + 1) +
                                        ") was given a generator twice: positionally and by name");
    }
    for (std::size_t i = 0; i < types.size(); ++i) {
        ErasedGenerator chosen = positional[i];
        for (const auto& o : overrides)
            if (o.name == names[i]) chosen = o.type == types[i].type ? o.generator : o.as_parameter[i];
        if (!chosen.generate) chosen = types[i].default_generator();
        if (!chosen.generate) refuse_missing_generator(names[i], display_type_name(types[i].type));
        Parameter parameter;
        parameter.name = names[i];
        parameter.generate = [chosen](Random& random) { return chosen.generate(random, chosen.generator.get()); };
        if (chosen.domain_size && chosen.domain_at) {
            parameter.domain_size = [chosen] { return chosen.domain_size(chosen.generator.get()); };
            parameter.domain_at = [chosen](std::uint64_t index) { return chosen.domain_at(chosen.generator.get(), index); };
        }
        d.parameters.push_back(std::move(parameter));
    }
    for (std::size_t e = 0; e < examples.size(); ++e) {
        const auto& values = examples[e].values;
        if (values.size() != types.size())
            throw std::invalid_argument("Example #" + std::to_string(e + 1) + " must contain exactly " + std::to_string(types.size()) +
                                        " value(s), got " + std::to_string(values.size()));
        std::vector<AnyTree> converted;
        for (std::size_t i = 0; i < types.size(); ++i) converted.push_back(types[i].example_value(values[i], e + 1, i + 1, names[i]));
        d.examples.push_back(std::move(converted));
    }
    return d;
}

std::string assertion_message(const char* expression, std::string expansion) {
    std::string message = expression;
    if (expansion != expression && !expansion.empty()) message += " [" + expansion + "]";
    return message;
}

void fail_assertion(const char* expression, std::string expansion, const char* file, int line) {
    throw AssertionFailure(assertion_message(expression, std::move(expansion)), file, line);
}

}  // namespace falsify::detail
