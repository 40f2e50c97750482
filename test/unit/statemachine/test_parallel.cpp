// Parallel state machines: generation (every interleaving allowed), the
// option checks, check_parallel's verdicts, reports and discards, and the
// shrink tree of parallel commands.
#include "support.hpp"

#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(parallel_state_machines)

namespace {

/// A stack of at most two items, behind one mutex. `pop_smallest` plants a
/// bug every single-threaded run can find: pop() takes the smallest item.
class LockedStack {
public:
    explicit LockedStack(bool pop_smallest = false) : pop_smallest_(pop_smallest) {}
    void push(int value) {
        std::lock_guard<std::mutex> hold(mutex_);
        items_.push_back(value);
    }
    std::optional<int> pop() {
        std::lock_guard<std::mutex> hold(mutex_);
        if (items_.empty()) return std::nullopt;
        auto at = pop_smallest_ ? std::min_element(items_.begin(), items_.end()) : items_.end() - 1;
        const int value = *at;
        items_.erase(at);
        return value;
    }

private:
    bool pop_smallest_;
    std::mutex mutex_;
    std::vector<int> items_;
};

using Model = std::vector<int>;
using StackCommand = Command<Model, LockedStack>;
constexpr std::size_t capacity = 2;

/// Allowed only while there is room: a precondition that an interleaving can break.
struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    bool precondition(const Model& model) const override { return model.size() < capacity; }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    CommandResult run(const Model&, LockedStack& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return show_call("Push", value); }
};

/// Allowed only on a non-empty model.
struct Pop final : StackCommand {
    bool precondition(const Model& model) const override { return !model.empty(); }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.pop_back();
        return next;
    }
    CommandResult run(const Model&, LockedStack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const CommandResult& popped) const override {
        return popped == std::optional<int>(model.back());
    }
};

/// Always allowed; throws from run().
struct Explode final : StackCommand {
    CommandResult run(const Model&, LockedStack&) const override { throw std::runtime_error("exploded"); }
};

Gen<ParallelCommands<Model, LockedStack>> stack_commands(gen::ParallelCommandsOptions options = {}) {
    return gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()}, options);
}

/// Every interleaving of `branches` from `model`, walked the slow way.
bool all_interleavings_allowed(const Model& model, std::vector<std::vector<CommandPtr<Model, LockedStack>>> branches) {
    for (std::size_t b = 0; b < branches.size(); ++b) {
        if (branches[b].empty()) continue;
        const auto command = branches[b].front();
        if (!command->precondition(model)) return false;
        auto rest = branches;
        rest[b].erase(rest[b].begin());
        if (!all_interleavings_allowed(command->next_state(model), rest)) return false;
    }
    return true;
}

Model after(const ParallelCommands<Model, LockedStack>& commands) {
    Model model = commands.initial_model;
    for (const auto& command : commands.prefix)
        if (command->precondition(model)) model = command->next_state(model);
    return model;
}

template <class F>
std::string message_of(F f) {
    try {
        f();
    } catch (const std::exception& error) {
        return error.what();
    }
    return "(nothing thrown)";
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_generated_branch_command_is_allowed_in_every_interleaving) {
    for (const std::int64_t branches : {2, 3}) {
        const auto generator = stack_commands({.branches = branches, .max_prefix = 4, .max_branch = 3});
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            Random random(seed);
            const auto commands = generator.generate(random).value();
            BOOST_TEST_REQUIRE(commands.branches.size() == static_cast<std::size_t>(branches));
            BOOST_TEST(commands.prefix.size() <= 4u);
            for (const auto& branch : commands.branches) BOOST_TEST(branch.size() <= 3u);
            BOOST_TEST(all_interleavings_allowed(after(commands), commands.branches), commands.show());
        }
    }
}

BOOST_AUTO_TEST_CASE(generation_fills_branches_when_commands_allow_it) {
    // Push(1)s into an empty stack of capacity 2: two branches of one push each
    // are allowed in any order, a third push never.
    std::size_t commands_in_branches = 0;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        Random random(seed);
        const auto commands =
            gen::parallel_commands(Model{}, {gen::command<Push>(gen::constant(1))}, {.max_prefix = 0, .max_branch = 3})
                .generate(random)
                .value();
        BOOST_TEST(commands.prefix.empty());
        BOOST_TEST(commands.size() <= 2u);
        commands_in_branches += commands.size();
    }
    BOOST_TEST(commands_in_branches == 100u);
}

BOOST_AUTO_TEST_CASE(parallel_commands_render_prefix_then_branches_side_by_side) {
    ParallelCommands<Model, LockedStack> commands(
        Model{}, {std::make_shared<const Push>(0)},
        {{std::make_shared<const Pop>()}, {std::make_shared<const Pop>(), std::make_shared<const Push>(3)}});
    BOOST_TEST(commands.show() == "[Push(0)] | [Pop()] || [Pop(), Push(3)]");
    BOOST_TEST(falsify::show(commands) == commands.show());
    BOOST_TEST(commands.size() == 4u);
}

BOOST_AUTO_TEST_CASE(options_that_cannot_work_are_refused_with_a_reason) {
    auto generators = std::vector<Gen<CommandPtr<Model, LockedStack>>>{gen::command<Pop>()};
    BOOST_TEST(message_of([&] { gen::parallel_commands(Model{}, generators, {.branches = 1}); }) ==
               "gen::parallel_commands(): branches must be between 2 and 8, got 1");
    BOOST_TEST(message_of([&] { gen::parallel_commands(Model{}, generators, {.max_prefix = -1}); }) ==
               "gen::parallel_commands(): max_prefix must be greater than or equal to 0, got -1");
    BOOST_TEST(message_of([&] { gen::parallel_commands(Model{}, generators, {.max_branch = 0}); })
                   .starts_with("gen::parallel_commands(): max_branch must be between 1 and 16, got 0"));
    BOOST_TEST(message_of([&] { gen::parallel_commands(Model{}, generators, {.branches = 8, .max_branch = 8}); })
                   .find("too many interleavings") != std::string::npos);
    BOOST_TEST(message_of([&] { gen::parallel_commands(Model{}, std::vector<Gen<CommandPtr<Model, LockedStack>>>{}); })
                   .starts_with("gen::parallel_commands(): At least one command generator is required"));
    const ParallelCommands<Model, LockedStack> none(Model{}, {}, {{}, {}});
    BOOST_TEST(message_of([&] {
                   StateMachine::check_parallel(none, [] { return std::make_unique<LockedStack>(); }, {.executions = 0});
               }) == "StateMachine::check_parallel(): executions must be between 1 and 100000, got 0");
}

BOOST_AUTO_TEST_CASE(a_correct_concurrent_system_passes) {
    const Result result = property("locked stack", [](const ParallelCommands<Model, LockedStack>& commands) {
                              StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(); },
                                                           {.executions = 4});
                          })
                              .names({"commands"})
                              .with(param("commands", stack_commands()))
                              .with(Config().seed(7).runs(60))
                              .check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(results_no_order_explains_fail_with_the_history_and_the_execution) {
    // pop() takes the smallest item: after Push(0), Push(1) it returns 0 where the model says 1.
    ParallelCommands<Model, LockedStack> commands(Model{}, {std::make_shared<const Push>(0), std::make_shared<const Push>(1)},
                                                  {{std::make_shared<const Pop>()}, {}});
    try {
        StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(true); });
        BOOST_FAIL("expected a LinearizabilityViolation");
    } catch (const LinearizabilityViolation& violation) {
        BOOST_TEST(violation.execution() == 1u);
        BOOST_TEST(violation.executions() == 32u);
        BOOST_TEST(violation.model_after_prefix() == "[0, 1]");
        BOOST_TEST(violation.explanation() ==
                   "No linearization: Pop() -> 0 on thread 1 (called at 0, returned at 1) cannot take effect first");
        BOOST_TEST(violation.history() == "thread 1: Pop() -> 0 [0, 1]; thread 2:");
        BOOST_TEST(std::string(violation.what()) ==
                   "No linearization: Pop() -> 0 on thread 1 (called at 0, returned at 1) cannot take effect first; "
                   "the branches started from model [0, 1]\n"
                   "History: thread 1: Pop() -> 0 [0, 1]; thread 2:\n"
                   "Seen in execution 1 of 32; a replay runs the same commands again, not the same thread timing");
    }
}

BOOST_AUTO_TEST_CASE(a_check_out_of_budget_fails_with_advice_never_passes_silently) {
    ParallelCommands<Model, LockedStack> commands(Model{}, {std::make_shared<const Push>(0), std::make_shared<const Push>(1)},
                                                  {{std::make_shared<const Pop>()}, {std::make_shared<const Pop>()}});
    ParallelCheckOptions options;
    options.checker.max_steps = 1;
    const std::string message = message_of(
        [&] { StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(); }, options); });
    BOOST_TEST(message.starts_with("StateMachine::check_parallel(): execution 1: the linearizability check did not decide. "
                                   "Unknown: the search took 1 step(s), its whole step budget, before deciding; raise "
                                   "CheckOptions::max_steps or timeout"),
               message);
    BOOST_TEST(message.ends_with("; set them in ParallelCheckOptions::checker, or give the branches fewer commands"), message);
}

BOOST_AUTO_TEST_CASE(the_prefix_fails_as_a_sequence_does) {
    ParallelCommands<Model, LockedStack> commands(
        Model{}, {std::make_shared<const Push>(0), std::make_shared<const Push>(1), std::make_shared<const Pop>()}, {{}, {}});
    const std::string message =
        message_of([&] { StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(true); }); });
    BOOST_TEST(message == "Postcondition failed at step 3 for command Pop(); sequence: [Push(0), Push(1), Pop()]");
}

BOOST_AUTO_TEST_CASE(an_exception_in_a_branch_propagates) {
    ParallelCommands<Model, LockedStack> commands(Model{}, {}, {{std::make_shared<const Explode>()}, {}});
    BOOST_TEST(message_of([&] { StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(); }); }) ==
               "exploded");
}

BOOST_AUTO_TEST_CASE(branches_some_interleaving_does_not_allow_discard_the_case) {
    // One item, two pops: whichever runs second finds the model empty.
    ParallelCommands<Model, LockedStack> commands(Model{}, {std::make_shared<const Push>(1)},
                                                  {{std::make_shared<const Pop>()}, {std::make_shared<const Pop>()}});
    BOOST_CHECK_THROW(StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(); }), AssumptionSkipped);
}

BOOST_AUTO_TEST_CASE(the_shrink_tree_deletes_in_branches_then_the_prefix_then_moves_then_simplifies) {
    auto push = [](int v) { return Shrinkable<CommandPtr<Model, LockedStack>>::leaf(std::make_shared<const Push>(v)); };
    using Tree = falsify::detail::ParallelCommandsTree<Model, LockedStack>;
    const auto tree = Tree::make(std::make_shared<const Model>(), {{push(1)}, {push(2)}, {push(3)}});
    std::vector<std::string> shown;
    for (const auto& candidate : test::children_values(tree)) shown.push_back(candidate.show());
    BOOST_TEST(shown == (std::vector<std::string>{"[Push(1)] | [] || [Push(3)]", "[Push(1)] | [Push(2)] || []",
                                                  "[] | [Push(2)] || [Push(3)]", "[Push(1), Push(2)] | [] || [Push(3)]",
                                                  "[Push(1), Push(3)] | [Push(2)] || []"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_empty_branch_moves_behind_a_non_empty_one) {
    auto push = [](int v) { return Shrinkable<CommandPtr<Model, LockedStack>>::leaf(std::make_shared<const Push>(v)); };
    using Tree = falsify::detail::ParallelCommandsTree<Model, LockedStack>;
    const auto tree = Tree::make(std::make_shared<const Model>(), {{}, {}, {push(3)}});
    std::vector<std::string> shown;
    for (const auto& candidate : test::children_values(tree)) shown.push_back(candidate.show());
    BOOST_TEST(shown == (std::vector<std::string>{"[] | [] || []", "[Push(3)] | [] || []", "[] | [Push(3)] || []"}),
               boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_planted_bug_shrinks_to_the_fewest_commands) {
    // Deterministic (no race): pop() takes the smallest item. The least that
    // shows it: two pushes, the larger last, then a pop — in whichever parts.
    const Result result = property("smallest-first stack", [](const ParallelCommands<Model, LockedStack>& commands) {
                              StateMachine::check_parallel(commands, [] { return std::make_unique<LockedStack>(true); },
                                                           {.executions = 2});
                          })
                              .names({"commands"})
                              .with(param("commands", stack_commands()))
                              .with(Config().seed(11).runs(200))
                              .check();
    BOOST_TEST_REQUIRE(!result.passed());
    const auto& shrunk = *result.counter_example();
    BOOST_TEST(test::shrunk_argument(shrunk, "commands") == "[Push(0), Push(1)] | [Pop()] || []", result.message());
}

BOOST_AUTO_TEST_SUITE_END()
