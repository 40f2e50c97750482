// What the runner needs of the regression corpus: turning a falsification
// into an entry, and a values entry back into arguments.
#include "engine/runner_detail.hpp"

#include <falsify/corpus_interface.hpp>
#include <falsify/property.hpp>

#include <algorithm>

namespace falsify::detail {

namespace {

// A stored document is read back with a nesting limit; a value that would
// break it is kept as a seed instead (a corrupt document is replaced whole).
constexpr std::size_t max_value_depth = 200;
// A values entry is meant for a shrunk counterexample: a huge one (shrinking
// off or capped) is cheaper to regenerate from its seed than to store.
constexpr std::size_t max_values_text = 1 << 20;

std::size_t depth(const Data& data) {
    std::size_t deepest = 0;
    if (const auto* items = data.as_array())
        for (const Data& item : *items) deepest = std::max(deepest, depth(item));
    else if (const auto* members = data.as_object())
        for (const auto& m : *members) deepest = std::max(deepest, depth(m.value));
    else return 1;
    return deepest + 1;
}

}  // namespace

std::optional<Data::Object> encode_arguments(const PropertyDefinition& definition, const std::vector<AnyTree>& args) {
    Data::Object out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::optional<Data> encoded;
        try {
            encoded = args[i]->encode();
        } catch (...) {
            // A codec that throws cannot store this value: the seed still can.
            return std::nullopt;
        }
        if (!encoded || depth(*encoded) > max_value_depth) return std::nullopt;
        out.push_back({definition.parameters[i].name, std::move(*encoded)});
    }
    const auto text = to_json(Data::object(out));
    if (!text || text->size() > max_values_text) return std::nullopt;
    return out;
}

CorpusEntry corpus_entry(const PropertyDefinition& definition, const CounterExample& ce, const std::vector<AnyTree>& shrunk_args,
                         const std::vector<AnyTree>& draws) {
    // A draw is chosen by the body, not given to it: only the seed reproduces it.
    if (draws.empty()) {
        if (auto arguments = encode_arguments(definition, shrunk_args)) return CorpusEntry::values(std::move(*arguments), ce.seed);
    }
    // A search-phase failure comes after the whole random phase: the seed replays it
    // with the configured runs (and search runs), not by extending the random phase.
    return CorpusEntry::seeded(ce.seed, ce.search_run ? std::nullopt : std::optional<std::size_t>(ce.runs_before_failure),
                               ce.edge_cases);
}

std::optional<std::vector<AnyTree>> decode_entry(const PropertyDefinition& definition, const CorpusEntry& entry) {
    if (entry.arguments.size() != definition.parameters.size()) return std::nullopt;
    std::vector<AnyTree> args;
    args.reserve(definition.parameters.size());
    for (const Parameter& p : definition.parameters) {
        const Data::Member* found = nullptr;
        for (const auto& m : entry.arguments)
            if (m.key == p.name) found = &m;
        if (!found || !p.decode) return std::nullopt;
        std::optional<AnyTree> tree;
        try {
            tree = p.decode(found->value);
        } catch (...) {
            // A codec that throws on stored data: the entry is unreadable, like a renamed enum.
            return std::nullopt;
        }
        if (!tree) return std::nullopt;
        args.push_back(std::move(*tree));
    }
    return args;
}

PropertyDefinition assemble_with_corpus(const PropertyParts& parts, const ParameterType* first, std::size_t count,
                                        std::function<void(const std::vector<AnyTree>&)> body) {
    const std::vector<ParameterType> types(first, first + count);
    PropertyDefinition definition = parts.assemble(types, std::move(body));
    for (std::size_t i = 0; i < types.size() && i < definition.parameters.size(); ++i) {
        definition.parameters[i].decode = types[i].decode;
        definition.parameters[i].literal = types[i].literal;
    }
    definition.corpus = parts.corpus;
    return definition;
}

}  // namespace falsify::detail
