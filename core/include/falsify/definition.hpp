#pragma once
// PropertyDefinition: a property as the runner sees it, with its parameters
// type-erased. Most users build one through falsify::property() or the
// Boost.Test macro rather than by hand.
#include <falsify/config.hpp>
#include <falsify/data.hpp>
#include <falsify/detail/any_tree.hpp>
#include <falsify/event.hpp>
#include <falsify/random.hpp>
#include <falsify/result.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify {

class Corpus;

/// A parameter's value with its shrink tree, its type erased: what a
/// Parameter's generator makes and a definition's body takes
/// (falsify::property() builds both from typed generators and a typed body).
using ParameterTree = detail::AnyTree;

struct Parameter {
    std::string name;
    std::function<ParameterTree(Random&)> generate;
    /// Rebuilds a value of the parameter's type from stored data (a recorded
    /// regression), as a tree with no candidates; null when the type has no codec.
    std::optional<ParameterTree> (*decode)(const Data&) = nullptr;
    /// Writes a value of the parameter's type as C++ source; nullopt when the
    /// type has no falsify::Literal (the regression draft).
    std::optional<std::string> (*literal)(const void*) = nullptr;
    /// The generator's finite domain for exhaustive mode: its size, and the
    /// input at an index as a tree. Both empty when the domain is not finite.
    std::function<std::optional<std::uint64_t>()> domain_size;
    std::function<ParameterTree(std::uint64_t)> domain_at;
};

struct PropertyDefinition {
    PropertyDefinition();
    PropertyDefinition(const PropertyDefinition&);
    PropertyDefinition(PropertyDefinition&&) noexcept;
    PropertyDefinition& operator=(const PropertyDefinition&);
    PropertyDefinition& operator=(PropertyDefinition&&) noexcept;
    ~PropertyDefinition();

    /// Keys the property (derandomized seeds, the regression corpus).
    std::string id;
    /// Shown in messages.
    std::string name;
    /// The source file of the body: an assertion raised in it identifies a failure by its line.
    std::string file;
    std::vector<Parameter> parameters;
    std::function<void(const std::vector<ParameterTree>&)> body;
    /// Explicit examples, run first and never shrunk.
    std::vector<std::vector<ParameterTree>> examples;
    Config config;
    std::vector<Listener> listeners;
    /// Told where a run longer than Config::progress_ms is, every progress_ms (none: nothing is timed).
    std::function<void(const Progress&)> progress;
    /// Where falsifications are remembered and replayed from (none by default).
    std::shared_ptr<Corpus> corpus;
    /// Replay the corpus before the random phase (Phase::Corpus). Adapters turn
    /// it off for a property that pins its own seed. A falsification is
    /// recorded either way.
    bool replay_regressions = true;
};

/// Runs a property to its verdict. Throws std::invalid_argument for an invalid
/// definition or configuration; never prints.
Result run(const PropertyDefinition& definition);

/// After a falsification, the shrunk input as an explicit example to paste
/// into the property, so that every later run tries it first:
///   "  Draft:    ...\n            falsify::example(std::vector<int>{42}, std::string(\"a\\n\"))"
/// or, where no example can hold the case (a parameter type without a
/// falsify::Literal, values drawn in the body), a line saying why. Empty when
/// the result is not a falsification or the config's draft() is off. Given
/// `declaration` — a test macro's opening up to its last argument, as written
/// (`FALSIFY_PROPERTY(throws, (int n), gen::ints(0, 2000)`) — the example is
/// shown as that declaration's new last argument, in the test framework's syntax.
std::string regression_draft(const Result& result, const PropertyDefinition& definition, std::string_view declaration = {});

}  // namespace falsify
