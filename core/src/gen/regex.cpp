// gen::matching's compiler: the syntax tree the parser reads a pattern into
// (regex_syntax.hpp) becomes ordinary generators:
//   alternation    -> frequency, weight 1 each (shrinks within its branch)
//   concatenation  -> the parts in order, each shrinking through its own tree
//   quantifier     -> a sequence of the atom (blocks removed, then each)
//   class, `.`     -> elements over the sorted code points (toward the lowest)
//   literal        -> constant
#include "gen/regex_syntax.hpp"

#include <falsify/gen/choice.hpp>
#include <falsify/gen/regex.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>
#include <falsify/show.hpp>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace falsify::gen {

namespace {

using falsify::detail::regex::limit;

std::size_t saturating_add(std::size_t a, std::size_t b) { return std::min(a + b, limit + 1); }
std::size_t saturating_mul(std::size_t a, std::size_t b) { return a != 0 && b > (limit + 1) / a ? limit + 1 : std::min(a * b, limit + 1); }

/// A compiled piece of the pattern: its generator, and the longest string it
/// can produce (in code points, saturated just above the limit).
struct Compiled {
    Gen<std::string> gen;
    std::size_t max_length;
};

/// The parts of a concatenation: each part shrinks through its own tree, the
/// others unchanged (parts come from different generators, so they never move together).
struct ConcatTree {
    std::vector<Shrinkable<std::string>> parts;

    static Shrinkable<std::string> make(std::vector<Shrinkable<std::string>> parts) {
        std::string value;
        for (const auto& p : parts) value += p.value();
        auto state = std::make_shared<const ConcatTree>(ConcatTree{std::move(parts)});
        return Shrinkable<std::string>::from_node(std::move(value), std::move(state));
    }

    static Seq<Shrinkable<std::string>> children(const std::string&, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound round) {
        auto me = std::static_pointer_cast<const ConcatTree>(state);
        return Seq<Shrinkable<std::string>>([me, round, index = std::size_t{0}, current = std::optional<Seq<Shrinkable<std::string>>>()]() mutable
                                            -> std::optional<Shrinkable<std::string>> {
            while (index < me->parts.size()) {
                if (!current) current.emplace(me->parts[index].children(round));
                if (auto child = current->next()) {
                    std::vector<Shrinkable<std::string>> replaced = me->parts;
                    replaced[index] = std::move(*child);
                    return make(std::move(replaced));
                }
                current.reset();
                ++index;
            }
            return std::nullopt;
        });
    }
};

std::string joined(const std::vector<Shrinkable<std::string>>& parts) {
    std::string out;
    for (const auto& p : parts) out += p.value();
    return out;
}

Gen<std::string> concatenation_of(std::vector<Gen<std::string>> parts) {
    return Gen<std::string>("gen::matching(concatenation)", [parts = std::move(parts)](Random& random) {
        std::vector<Shrinkable<std::string>> trees;
        trees.reserve(parts.size());
        for (const auto& part : parts) trees.push_back(part.generate(random));
        return ConcatTree::make(std::move(trees));
    });
}

Gen<std::string> repetition_of(Gen<std::string> atom, std::size_t min_count, std::size_t max_count) {
    return Gen<std::string>("gen::matching(repetition)", [atom = std::move(atom), min_count, max_count](Random& random) {
        const std::size_t count = random.size_between(min_count, max_count);
        std::vector<Shrinkable<std::string>> trees;
        trees.reserve(count);
        for (std::size_t i = 0; i < count; ++i) trees.push_back(atom.generate(random));
        return detail::SequenceTree<std::string, std::string>::make(std::move(trees), min_count, &joined);
    });
}

/// One of the code points, lowest first, so that shrinking heads for the simplest character.
Compiled compile(const falsify::detail::regex::CharacterClass& c) {
    std::vector<char32_t> members = c.members;
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    return Compiled{elements(std::move(members)).map(&falsify::detail::regex::utf8), 1};
}

Compiled compile(const falsify::detail::regex::Node& node);

Compiled compile(const falsify::detail::regex::Literal& literal) { return Compiled{constant(literal.text), literal.length}; }

Compiled compile(const falsify::detail::regex::Alternation& alternation) {
    std::vector<std::pair<unsigned, Gen<std::string>>> weighted;
    std::size_t longest = 0;
    for (const auto& branch : alternation.branches) {
        Compiled compiled = compile(branch);
        longest = std::max(longest, compiled.max_length);
        weighted.emplace_back(1u, std::move(compiled.gen));
    }
    return Compiled{frequency(std::move(weighted)), longest};
}

Compiled compile(const falsify::detail::regex::Concatenation& concatenation) {
    std::vector<Gen<std::string>> gens;
    std::size_t length = 0;
    for (const auto& part : concatenation.parts) {
        Compiled compiled = compile(part);
        length = saturating_add(length, compiled.max_length);
        gens.push_back(std::move(compiled.gen));
    }
    return Compiled{concatenation_of(std::move(gens)), length};
}

Compiled compile(const falsify::detail::regex::Repetition& repetition) {
    Compiled atom = compile(*repetition.atom);
    return Compiled{repetition_of(std::move(atom.gen), repetition.min_count, repetition.max_count),
                    saturating_mul(atom.max_length, repetition.max_count)};
}

Compiled compile(const falsify::detail::regex::Node& node) {
    return std::visit([](const auto& kind) { return compile(kind); }, node.kind);
}

}  // namespace

Gen<std::string> matching(std::string_view pattern, std::size_t max_repeat) {
    const falsify::detail::regex::Pattern parsed = falsify::detail::regex::parse(pattern, max_repeat);
    Compiled compiled = compile(parsed.root);
    if (compiled.max_length > limit)
        falsify::detail::regex::refuse(parsed.text, 0,
                              "the longest string the pattern can match has more than " + std::to_string(limit) + " characters",
                              "lower the repetition bounds or max_repeat");
    std::string name = "gen::matching(";
    show_string(name, parsed.text);
    name += ")";
    return compiled.gen.named(std::move(name));
}

}  // namespace falsify::gen
