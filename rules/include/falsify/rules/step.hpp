#pragma once
// A rule machine's steps: the model generation threads (which bundle values
// exist), the values a run's steps produce, and the system a step acts on.
// A step itself, a rule type-erased and make_rule(), which builds one from a
// member function and its generators, are in rules/detail/.
#include <falsify/gen_type.hpp>
#include <falsify/literal.hpp>
#include <falsify/statemachine/command_sequence.hpp>

#include <any>
#include <cstdint>
#include <map>
#include <string>
#include <typeindex>
#include <vector>

namespace falsify {

struct RuleModel;
struct RuleRun;

/// How run_rules calls each step: plainly (nullptr), or as a test-framework
/// face does, its assertions collected around the step.
using StepWrapper = void (*)(void (*step)(void*), void* context);

/// What generation and replay know: the values alive in each bundle, by id.
struct RuleModel {
    // Special members out of line, like every use of the map below (holds,
    // values_of, the steps' next state): see detail/prebuilt.hpp.
    RuleModel();
    RuleModel(const RuleModel&);
    RuleModel(RuleModel&&) noexcept;
    RuleModel& operator=(const RuleModel&);
    RuleModel& operator=(RuleModel&&) noexcept;
    ~RuleModel();

    std::uint64_t last_id = 0;
    std::map<std::type_index, std::vector<std::uint64_t>> bundles;
    /// Runs a sequence on a fresh machine of the kind whose rules made it (set
    /// by gen::rules<M>() in a sequence's initial model): how run_rules(sequence)
    /// knows the machine, every machine's sequences being of one type.
    void (*run_machine)(const CommandSequence<RuleModel, RuleRun>&, StepWrapper) = nullptr;

    bool holds(std::type_index bundle, std::uint64_t id) const;
    /// The ids alive in `bundle`; nullptr when it holds none.
    const std::vector<std::uint64_t>* values_of(std::type_index bundle) const;
};

/// A rule machine's case is replayed from its seed and path (the Replay: line):
/// its steps are calls of its rules, which no literal writes. write() says so
/// (falsify::NoLiteral), and the regression draft passes the reason on.
template <>
struct Literal<RuleModel> {
    [[noreturn]] static std::string write(const RuleModel&);
};

/// The values the steps of one run produced, by id (out of line, as RuleModel's map).
class RuleValues {
public:
    RuleValues();
    RuleValues(const RuleValues&) = delete;
    RuleValues& operator=(const RuleValues&) = delete;
    ~RuleValues();

    void put(std::uint64_t id, std::any value);
    /// The value `id` names (std::out_of_range when no step of this run produced it).
    std::any& at(std::uint64_t id);

private:
    std::map<std::uint64_t, std::any> values_;
};

/// The system a rule step acts on: the machine and the bundle values
/// produced so far. The machine is held without its type, so that every
/// machine's sequences are one type (RuleSteps), whose generation and
/// shrinking the library compiles once; a step, typed by its machine, casts it back.
struct RuleRun {
    void* machine;
    RuleValues values;
};

/// A rule machine's sequence of steps (of any machine: each names its rule).
using RuleSteps = CommandSequence<RuleModel, RuleRun>;
/// The sequences of machine M's rules (RuleSteps: the name says whose).
template <class M>
using RuleSequence = RuleSteps;

}  // namespace falsify

#include <falsify/rules/detail/rule_step.hpp>
#include <falsify/rules/detail/make_rule.hpp>
