// Rule-based machines (rules/): declaration by macros, generation and
// shrinking through the command layer, preconditions, invariants, failure
// identity per rule, bundles, and the messages.
#include "support.hpp"

#include <falsify/assert.hpp>
#include <falsify/harness.hpp>
#include <falsify/rules.hpp>
#include <falsify/boost_test.hpp>
#include <falsify/statemachine/command_statistics.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <regex>
#include <string>
#include <vector>

using namespace falsify;

namespace {

/// Holds at most two items and silently drops a third push.
class TwoSlotQueue {
public:
    void push(int value) {
        if (items_.size() < 2) items_.push_back(value);
    }
    std::optional<int> pop() {
        if (items_.empty()) return std::nullopt;
        const int value = items_.front();
        items_.pop_front();
        return value;
    }
    std::size_t size() const { return items_.size(); }

private:
    std::deque<int> items_;
};

class QueueMachine : public RuleMachine<QueueMachine> {
    TwoSlotQueue queue_;
    std::deque<int> model_;

public:
    FALSIFY_RULE(push, (int value), param("value", gen::ints(0, 100))) {
        queue_.push(value);
        model_.push_back(value);
    }
    FALSIFY_RULE(pop, ()) {
        const std::optional<int> expected = model_.front();
        FALSIFY_ASSERT(queue_.pop() == expected);
        model_.pop_front();
    }
    FALSIFY_PRECONDITION(pop) { return !model_.empty(); }
};

/// The same queue, with an invariant that catches the dropped push at once.
class CheckedQueueMachine : public RuleMachine<CheckedQueueMachine> {
    TwoSlotQueue queue_;
    std::deque<int> model_;

public:
    FALSIFY_RULE(push, (int value), param("value", gen::ints(0, 100))) {
        queue_.push(value);
        model_.push_back(value);
    }
    FALSIFY_RULE(pop, ()) {
        queue_.pop();
        model_.pop_front();
    }
    FALSIFY_PRECONDITION(pop) { return !model_.empty(); }
    FALSIFY_INVARIANT(sizes_agree) { return queue_.size() == model_.size(); }
};

std::string shrunk(const Result& result) { return result.counter_example()->shrunk_arguments.at(0).value; }
std::string failure(const Result& result) { return result.counter_example()->failure->message; }

// Counts calls, to see what ran (one machine per test, so one set of counters each).
struct Counters {
    int rule = 0;
    int guarded = 0;
    int invariant = 0;
};
Counters counters;

class CountingMachine : public RuleMachine<CountingMachine> {
public:
    FALSIFY_RULE(step, (bool flag)) {
        (void)flag;
        ++counters.rule;
    }
    FALSIFY_RULE(never, ()) {
        ++counters.guarded;
        throw std::logic_error("a step whose precondition is false ran");
    }
    FALSIFY_PRECONDITION(never) { return false; }
    FALSIFY_INVARIANT(counted) { ++counters.invariant; }
};

class BrokenFromTheStart : public RuleMachine<BrokenFromTheStart> {
public:
    FALSIFY_RULE(noop, ()) {}
    FALSIFY_INVARIANT(never_holds) { return false; }
};

/// Every step needs a service the environment does not have.
class NeedsService : public RuleMachine<NeedsService> {
public:
    FALSIFY_RULE(call, ()) { FALSIFY_SKIP("the payment service is down"); }
};

[[noreturn]] void boom() { throw std::runtime_error("boom"); }

/// `a(0)` fails, and `b()` fails once any `a` ran: the same exception type
/// from the same place, told apart only by the rule it was raised in.
class TwoRules : public RuleMachine<TwoRules> {
    int as_ = 0;

public:
    FALSIFY_RULE(a, (int x), param("x", gen::ints(0, 100))) {
        if (x == 0) boom();
        ++as_;
    }
    FALSIFY_RULE(b, ()) {
        if (as_ > 0) boom();
    }
};

/// A file table that erases a closed file's slot, shifting every later
/// handle onto its neighbour's slot.
class ShiftingTable {
public:
    int open(int content) {
        contents_.push_back(content);
        return static_cast<int>(contents_.size()) - 1;
    }
    int read(int handle) const { return contents_.at(static_cast<std::size_t>(handle)); }
    void close(int handle) {
        // A shifted handle may point past the end: closing it does nothing.
        if (static_cast<std::size_t>(handle) < contents_.size()) contents_.erase(contents_.begin() + handle);
    }

private:
    std::vector<int> contents_;
};

class FileMachine : public RuleMachine<FileMachine> {
    ShiftingTable table_;
    std::map<int, int> model_;  // handle -> content

public:
    FALSIFY_BUNDLE(files, int);
    FALSIFY_RULE_INTO(files, open, (int content), param("content", gen::ints(0, 1000))) {
        const int handle = table_.open(content);
        model_[handle] = content;
        return handle;
    }
    FALSIFY_RULE(read, (Ref<files> file)) { FALSIFY_ASSERT(table_.read(*file) == model_.at(*file)); }
    FALSIFY_RULE(close, (Consumes<files> file)) {
        table_.close(*file);
        model_.erase(*file);
    }
};

/// A correct handle table: every failure here would be the layer's fault.
int handle_steps = 0;
class HandleMachine : public RuleMachine<HandleMachine> {
    std::map<int, int> open_;
    int next_ = 0;

public:
    FALSIFY_BUNDLE(handles, int);
    FALSIFY_RULE_INTO(handles, open, (int content)) {
        ++handle_steps;
        open_[next_] = content;
        return next_++;
    }
    FALSIFY_RULE(read, (Ref<handles> handle)) {
        ++handle_steps;
        if (!open_.count(*handle)) throw std::logic_error("read of a closed handle");
    }
    FALSIFY_RULE(close, (Consumes<handles> handle)) {
        ++handle_steps;
        if (!open_.erase(*handle)) throw std::logic_error("close of a closed handle");
    }
};

/// `open` comes up and its precondition never holds; no rule fills `handles`, so
/// `read`, which takes from it, never comes up at all.
class EmptyBundle : public RuleMachine<EmptyBundle> {
public:
    FALSIFY_BUNDLE(handles, int);
    FALSIFY_RULE(open, ()) {}
    FALSIFY_PRECONDITION(open) { return false; }
    FALSIFY_RULE(read, (Ref<handles> handle)) { (void)handle; }
    FALSIFY_RULE(tick, ()) {}
};

class NoRules : public RuleMachine<NoRules> {
public:
    void not_a_rule() {}
};

class MisnamedOverride : public RuleMachine<MisnamedOverride> {
public:
    FALSIFY_RULE(set, (int value), param("valu", gen::ints(0, 9))) { (void)value; }
};

/// Generators given positionally: the first parameter's, then the second's; a
/// parameter without one (`label`) takes its type's default generator.
class PositionalGenerators : public RuleMachine<PositionalGenerators> {
public:
    static inline std::size_t puts = 0, outside = 0;
    FALSIFY_RULE(put, (int key, int value, bool label), gen::ints(10, 19), gen::ints(-5, -1)) {
        (void)label;
        ++puts;
        if (key < 10 || key > 19 || value < -5 || value > -1) ++outside;
        FALSIFY_ASSERT(key != 15);
    }
};

class GivenTwice : public RuleMachine<GivenTwice> {
public:
    FALSIFY_RULE(set, (int value), gen::ints(0, 9), param("value", gen::ints(0, 9))) { (void)value; }
};

/// A rule's `long` parameter given an `int` generator by name, and one positionally:
/// each keeps its range (a generator whose values the parameter holds is used, never
/// replaced by the type's default).
class WidenedAccount : public RuleMachine<WidenedAccount> {
public:
    static inline std::size_t deposits = 0, outside = 0;
    long balance = 0;
    FALSIFY_RULE(deposit, (long amount), param("amount", gen::ints(1, 100))) {
        ++deposits;
        if (amount < 1 || amount > 100) ++outside;
        balance += amount;
        FALSIFY_ASSERT(balance < 150);
    }
    FALSIFY_RULE(withdraw, (std::int64_t amount), gen::ints(1, 5)) {
        if (amount < 1 || amount > 5) ++outside;
        balance -= amount;
    }
};

/// A generator whose values the parameter cannot hold: refused, never silently replaced.
class NarrowedAccount : public RuleMachine<NarrowedAccount> {
public:
    FALSIFY_RULE(deposit, (int amount), param("amount", gen::strings())) { (void)amount; }
};

template <class E, class F>
std::string message_of(F f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return "(nothing thrown)";
}

template <class M>
Result check(std::uint64_t seed, std::int64_t min = 0, std::int64_t max = 100) {
    return check_rules<M>("machine", min, max, Config().seed(seed));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(rules)

BOOST_AUTO_TEST_CASE(buggy_queue_shrinks_to_three_pushes_and_three_pops_failing_at_step_6_on_30_seeds) {
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            const Result result = check<QueueMachine>(seed);
            BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
            BOOST_TEST(shrunk(result) == "[push(value: 0), push(value: 0), push(value: 0), pop(), pop(), pop()]");
            BOOST_TEST(failure(result) ==
                       "Rule pop() failed at step 6: queue_.pop() == expected [nullopt == 0]; "
                       "sequence: [push(value: 0), push(value: 0), push(value: 0), pop(), pop(), pop()]");
        }
    }
}

BOOST_AUTO_TEST_CASE(a_rule_failure_is_a_rule_failure_naming_the_rule_and_its_step) {
    const Result result = check<QueueMachine>(1);
    const auto& failed = *result.counter_example()->failure;
    BOOST_TEST(failed.type.find("falsify::detail::RuleFailureIn<") == 0u);
    BOOST_TEST(failed.type.find("QueueMachine::falsify_rule_pop>") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_step_the_environment_refuses_skips_the_run_instead_of_failing_the_rule) {
    const Result result = check<NeedsService>(1, 1, 5);
    BOOST_TEST(result.outcome() == Outcome::GaveUp);
    BOOST_TEST(result.statistics().skips == 101u);
    BOOST_TEST(result.message().find("The last skip said: \"the payment service is down\".") != std::string::npos, result.message());
}

BOOST_AUTO_TEST_CASE(preconditions_skip_steps_and_never_fail_them) {
    counters = {};
    const Result result = check<CountingMachine>(7, 0, 30);
    BOOST_TEST(result.outcome() == Outcome::Passed);
    BOOST_TEST(counters.guarded == 0);
    BOOST_TEST(counters.rule > 0);
    // The statistics count what ran over the checks: each rule by name, a skip where a precondition failed.
    const CommandStatistics* statistics = command_statistics(result);
    BOOST_TEST_REQUIRE(statistics);
    const auto& commands = statistics->commands;
    BOOST_TEST_REQUIRE(commands.size() == 2u);
    const auto& step = commands[0].kind == "step" ? commands[0] : commands[1];
    const auto& never = commands[0].kind == "never" ? commands[0] : commands[1];
    BOOST_TEST(step.kind == "step");
    BOOST_TEST(never.kind == "never");
    BOOST_TEST(step.executed == step.generated);
    BOOST_TEST(step.skipped == 0u);
    BOOST_TEST(never.executed == 0u);
    BOOST_TEST(never.skipped == never.generated);
    BOOST_TEST(never.skipped > 0u);
    BOOST_TEST(static_cast<std::size_t>(counters.rule) == step.executed);
    std::size_t sequences = 0, commands_in_them = 0;
    for (const auto& [length, count] : statistics->sequence_lengths) {
        BOOST_TEST(length <= 30u);
        sequences += count;
        commands_in_them += length * count;
    }
    BOOST_TEST(sequences == result.statistics().checks);
    BOOST_TEST(commands_in_them == step.generated + never.generated);
}

BOOST_AUTO_TEST_CASE(a_pass_notes_the_rule_statistics_under_property_verbose) {
    // The faces print what the state-machine layer recorded, through the engine's statistics extension.
    counters = {};
    const Result result = check<CountingMachine>(7, 0, 30);
    BOOST_TEST_REQUIRE(result.passed());
    const CommandStatistics* statistics = command_statistics(result);
    BOOST_TEST_REQUIRE(statistics);
    harness::TestContext context;
    context.name = "counting";
    ::setenv("PROPERTY_VERBOSE", "1", 1);
    std::ostringstream out, err;
    harness::note_pass(result, context, out, err);
    ::unsetenv("PROPERTY_VERBOSE");
    BOOST_TEST(out.str() == command_statistics_lines("counting", *statistics) + "\n");
    BOOST_TEST(out.str().rfind("Property \"counting\" commands: ", 0) == 0u, out.str());
    BOOST_TEST(out.str().find("Property \"counting\" sequence lengths: ") != std::string::npos, out.str());
}

BOOST_AUTO_TEST_CASE(a_pass_warns_of_each_rule_that_never_ran_saying_why_without_property_verbose) {
    const Result result = check<EmptyBundle>(3, 1, 20);
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    harness::TestContext context;
    context.name = "bundle";
    std::ostringstream out, err;
    harness::note_pass(result, context, out, err);
    BOOST_TEST(out.str().empty(), out.str());
    const std::string said = err.str();
    BOOST_TEST(said.find("Property \"bundle\": open never ran in 100 sequence(s), so nothing tested it: it came up ") != std::string::npos,
               said);
    BOOST_TEST(said.find("but its precondition held 0 of ") != std::string::npos, said);
    BOOST_TEST(said.find("Property \"bundle\": read never ran in 100 sequence(s), so nothing tested it: no step of it was generated (its "
                         "precondition never held where it could come, or a bundle it takes from stayed empty)") != std::string::npos,
               said);
    BOOST_TEST(said.find("tick never ran") == std::string::npos, said);
    BOOST_TEST(said.find("(Config().warn_idle_commands(false) silences this)") != std::string::npos, said);
    std::ostringstream quiet_out, quiet_err;
    harness::note_pass(result, context, quiet_out, quiet_err, Config().warn_idle_commands(false));
    BOOST_TEST(quiet_err.str().empty(), quiet_err.str());
}

BOOST_AUTO_TEST_CASE(invariants_run_before_the_first_step_and_after_each_executed_step) {
    const auto sequences = gen::rules<CountingMachine>(12, 12);
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        Random random(seed);
        const auto sequence = sequences.generate(random).value();
        counters = {};
        run_rules(sequence);
        // `never` steps are skipped: they neither run nor check the invariants.
        BOOST_TEST(counters.invariant == counters.rule + 1);
        BOOST_TEST(sequence.size() == 12u);
    }
}

BOOST_AUTO_TEST_CASE(a_broken_invariant_is_reported_at_the_step_that_broke_it) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            const Result result = check<CheckedQueueMachine>(seed);
            BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
            BOOST_TEST(shrunk(result) == "[push(value: 0), push(value: 0), push(value: 0)]");
            BOOST_TEST(failure(result) ==
                       "Invariant sizes_agree failed after step 3: returned false; "
                       "sequence: [push(value: 0), push(value: 0), push(value: 0)]");
        }
    }
}

BOOST_AUTO_TEST_CASE(an_invariant_broken_from_the_start_fails_before_the_first_step) {
    const Result result = check<BrokenFromTheStart>(0);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(shrunk(result) == "[]");
    BOOST_TEST(failure(result) == "Invariant never_holds failed before the first step: returned false; sequence: []");
    try {
        run_rules<BrokenFromTheStart>(RuleSequence<BrokenFromTheStart>{});
        BOOST_FAIL("nothing thrown");
    } catch (const RuleFailure& e) {
        BOOST_TEST(e.member() == "never_holds");
        BOOST_TEST(e.step() == 0u);
    }
}

BOOST_AUTO_TEST_CASE(a_sequence_runs_on_the_machine_whose_rules_made_it) {
    // Every machine's sequences are one type; each knows its machine, so run_rules needs no template argument.
    static_assert(std::is_same_v<RuleSequence<CountingMachine>, RuleSequence<BrokenFromTheStart>>);
    Random random(3);
    const RuleSteps counting = gen::rules<CountingMachine>(4, 4).generate(random).value();
    const RuleSteps broken = gen::rules<BrokenFromTheStart>(2, 2).generate(random).value();
    const std::string shown = falsify::show(counting);
    int steps = 0;
    for (std::size_t at = shown.find("step("); at != std::string::npos; at = shown.find("step(", at + 1)) ++steps;
    BOOST_TEST_REQUIRE(steps > 0, shown);
    counters = {};
    run_rules(counting);
    BOOST_TEST(counters.rule == steps, shown);             // `never` steps are skipped by their precondition
    BOOST_TEST(counters.invariant == steps + 1, shown);  // before the first step and after each run
    try {
        run_rules(broken);
        BOOST_FAIL("nothing thrown");
    } catch (const RuleFailure& e) {
        BOOST_TEST(e.member() == "never_holds");
    }
    BOOST_TEST(counters.rule == steps);
}

BOOST_AUTO_TEST_CASE(a_sequence_no_generator_made_is_run_only_with_its_machine_named) {
    try {
        run_rules(RuleSteps{});
        BOOST_FAIL("nothing thrown");
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()) ==
                   "falsify::run_rules: this sequence was not made by gen::rules<M>(), so it names no machine; name it: run_rules<M>(sequence)");
    }
    counters = {};
    run_rules<CountingMachine>(RuleSteps{});
    BOOST_TEST(counters.invariant == 1);
}

BOOST_AUTO_TEST_CASE(the_descent_refuses_a_candidate_failing_in_another_rule) {
    // Shrinking a(57) toward 0 reaches a(0), which fails too, but in rule a:
    // another failure. The descent stays in b and stops a at 1.
    int failing_in_b = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            const Result result = check<TwoRules>(seed);
            BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
            const auto& ce = *result.counter_example();
            if (ce.original_arguments.at(0).value.find("a(x: 0)") != std::string::npos) continue;
            if (failure(result).rfind("Rule b()", 0) != 0) continue;
            ++failing_in_b;
            BOOST_TEST(shrunk(result) == "[a(x: 1), b()]");
            BOOST_TEST(failure(result) == "Rule b() failed at step 2: std::runtime_error: boom; sequence: [a(x: 1), b()]");
        }
    }
    BOOST_TEST(failing_in_b >= 5);
}

BOOST_AUTO_TEST_CASE(bundle_references_stay_valid_under_shrinking_and_print_as_v_n) {
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            const Result result = check<FileMachine>(seed);
            BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
            // Closing v1 shifts v2 onto a slot past the end; contents do not matter.
            BOOST_TEST(shrunk(result) == "[v1 = open(content: 0), v2 = open(content: 0), close(file: v1), read(file: v2)]");
            BOOST_TEST(failure(result).rfind("Rule read(file: v2) failed at step 4: std::out_of_range: ", 0) == 0u);
            BOOST_TEST(failure(result).ends_with("; sequence: " + shrunk(result)));
        }
    }
}

BOOST_AUTO_TEST_CASE(every_reference_names_a_live_value_when_generated_and_in_every_shrink_candidate) {
    const auto sequences = gen::rules<HandleMachine>(0, 40);
    auto all_alive = [](const RuleSequence<HandleMachine>& sequence) {
        RuleModel model;
        for (const auto& command : sequence.commands) {
            if (!command->precondition(model)) return false;
            model = command->next_state(model);
        }
        return true;
    };
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        Random random(seed);
        const auto tree = sequences.generate(random);
        BOOST_TEST(all_alive(tree.value()));
        BOOST_CHECK_NO_THROW(run_rules(tree.value()));
        // A correct machine: any failure would be a step run on a value whose producer was dropped.
        auto children = tree.children(ShrinkRound::ordinary);
        for (int i = 0; i < 300; ++i) {
            auto candidate = children.next();
            if (!candidate) break;
            BOOST_TEST(all_alive(candidate->value()));
            const auto before = handle_steps;
            BOOST_CHECK_NO_THROW(run_rules(candidate->value()));
            BOOST_TEST(static_cast<std::size_t>(handle_steps - before) == candidate->value().size());
        }
    }
}

BOOST_AUTO_TEST_CASE(a_machine_sequence_renders_rules_with_named_arguments) {
    Random random(3);
    const auto sequence = gen::rules<QueueMachine>(3, 3).generate(random).value();
    const std::string shown = show(sequence);
    BOOST_TEST(shown.front() == '[');
    const bool has_rule = shown.find("push(value: ") != std::string::npos || shown.find("pop()") != std::string::npos;
    BOOST_TEST(has_rule);
}

BOOST_AUTO_TEST_CASE(a_machine_without_rules_is_refused_at_first_use_naming_the_class) {
    BOOST_TEST(message_of<std::invalid_argument>([] { (void)gen::rules<NoRules>(); }) ==
               "falsify: rule machine NoRules: declares no rule; declare one with FALSIFY_RULE(name, (parameters)) { ... }");
}

BOOST_AUTO_TEST_CASE(an_override_naming_no_parameter_is_refused_naming_the_class_and_rule) {
    BOOST_TEST(message_of<std::invalid_argument>([] { (void)gen::rules<MisnamedOverride>(); }) ==
               "falsify: rule machine MisnamedOverride: rule set: falsify::param(\"valu\", ...) names no parameter of the rule");
}

BOOST_AUTO_TEST_CASE(rule_generators_given_positionally_serve_their_parameters_in_order) {
    const Result result = check<PositionalGenerators>(4);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(PositionalGenerators::puts > 10u);
    BOOST_TEST(PositionalGenerators::outside == 0u);
    BOOST_TEST(shrunk(result) == "[put(key: 15, value: -1, label: false)]");
}

BOOST_AUTO_TEST_CASE(a_generator_whose_values_the_parameter_holds_keeps_its_range) {
    const Result result = check<WidenedAccount>(3);
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(WidenedAccount::deposits > 10u);
    BOOST_TEST(WidenedAccount::outside == 0u);
    // Two deposits are the fewest that reach 150, each within the generator's range.
    const std::string shown = shrunk(result);
    BOOST_TEST(std::regex_match(shown, std::regex(R"(\[deposit\(amount: (\d+)\), deposit\(amount: (\d+)\)\])")), shown);
}

BOOST_AUTO_TEST_CASE(a_generator_whose_values_the_parameter_cannot_hold_is_refused_naming_both_types) {
    BOOST_TEST(message_of<std::invalid_argument>([] { (void)gen::rules<NarrowedAccount>(); }) ==
               "falsify: rule machine NarrowedAccount: rule deposit: The generator given for \"amount\" produces std::string, but the "
               "parameter is a int, which does not hold every value of it; give a generator of int");
}

BOOST_AUTO_TEST_CASE(a_rule_parameter_given_a_generator_twice_is_refused) {
    BOOST_TEST(message_of<std::invalid_argument>([] { (void)gen::rules<GivenTwice>(); }) ==
               "falsify: rule machine GivenTwice: rule set: parameter `value` is given a generator twice, positionally and by "
               "falsify::param(\"value\", ...); keep one");
}

BOOST_AUTO_TEST_CASE(length_arguments_are_checked) {
    BOOST_CHECK_THROW(gen::rules<QueueMachine>(5, 2), std::invalid_argument);
    // The same Count as every other length: negative and converted-negative lengths are refused, not wrapped.
    BOOST_CHECK_THROW(gen::rules<QueueMachine>(-1, 2), std::invalid_argument);
    BOOST_CHECK_THROW(gen::rules<QueueMachine>(0, static_cast<std::size_t>(-1)), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_rule_machines_draft_names_no_internal_type) {
    const auto machine = property("queue", [](const RuleSequence<QueueMachine>& steps) { run_rules(steps); }, gen::rules<QueueMachine>(),
                                  Config().seed(1));
    const Result result = machine.check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const std::string draft = regression_draft(result, machine.definition());
    BOOST_TEST(draft.find("a rule machine's steps are calls of its rules, which an explicit example cannot hold") != std::string::npos, draft);
    BOOST_TEST(draft.find("the Replay: command reproduces this case") != std::string::npos, draft);
    BOOST_TEST(draft.find("RuleModel") == std::string::npos, draft);
}

// The Boost.Test face: a correct machine passes as a test case of its own.
FALSIFY_RULES(handle_machine_passes_as_a_boost_test_case, HandleMachine, 0, 30, Config().runs(50));

BOOST_AUTO_TEST_SUITE_END()
