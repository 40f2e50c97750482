// State machines: generation, the two-phase sequence shrink, skip-on-replay,
// step counting, and every message the layer writes.
#include "support.hpp"

#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

namespace {

using Model = std::vector<int>;

/// Keeps its items in a std::multiset (for a fast contains()), so pop() takes
/// the smallest item: right while it holds one item, wrong after two pushes
/// whose newer item is the larger.
class SortedStack {
public:
    void push(int value) { items_.insert(value); }
    int pop() {
        if (items_.empty()) throw std::out_of_range("pop on an empty stack");
        const int value = *items_.begin();
        items_.erase(items_.begin());
        return value;
    }
    std::size_t size() const { return items_.size(); }

private:
    std::multiset<int> items_;
};

using StackCommand = Command<Model, SortedStack>;
using StackSequence = CommandSequence<Model, SortedStack>;

struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    CommandResult run(const Model&, SortedStack& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return show_call("Push", value); }
};

struct Pop final : StackCommand {
    bool precondition(const Model& model) const override { return !model.empty(); }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.pop_back();
        return next;
    }
    CommandResult run(const Model&, SortedStack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const CommandResult& popped) const override { return popped == model.back(); }
};

/// Pop without a precondition: on an empty stack its run() throws.
struct UncheckedPop final : StackCommand {
    CommandResult run(const Model&, SortedStack& stack) const override { return stack.pop(); }
};

/// Push only while the model holds fewer than two items.
struct BoundedPush final : StackCommand {
    bool precondition(const Model& model) const override { return model.size() < 2; }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(0);
        return next;
    }
    CommandResult run(const Model&, SortedStack& stack) const override {
        stack.push(0);
        return {};
    }
};

Gen<CommandPtr<Model, SortedStack>> push_gen() { return gen::command<Push>(gen::ints(0, 100)); }
Gen<CommandPtr<Model, SortedStack>> pop_gen() { return gen::command<Pop>(); }

CommandPtr<Model, SortedStack> push(int value) { return std::make_shared<const Push>(value); }
CommandPtr<Model, SortedStack> pop() { return std::make_shared<const Pop>(); }

Result check_stack(const Gen<StackSequence>& sequences, const Config& config) {
    return check_commands("stack", sequences, [] { return SortedStack{}; }, config);
}

/// The message of what `f` throws as E.
template <class E, class F>
std::string message_of(F f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return "(nothing thrown)";
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) lines.push_back(text.substr(start, end - start));
    lines.push_back(text.substr(start));
    return lines;
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

// A system that records which commands ran; the failure needs two given commands, in order.
struct Log {
    std::uint32_t first = 0, second = 0;
    bool seen_first = false;
};
using TagCommand = Command<int, Log>;

struct Tag final : TagCommand {
    std::uint32_t id;
    explicit Tag(std::uint32_t id) : id(id) {}
    CommandResult run(const int&, Log& log) const override {
        if (id == log.first) log.seen_first = true;
        return log.seen_first && id == log.second;
    }
    bool postcondition(const int&, const CommandResult& both_seen) const override { return !both_seen.as<bool>(); }
    std::string label() const override { return show_call("Tag", id); }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(statemachine)

BOOST_AUTO_TEST_CASE(buggy_stack_shrinks_to_push_0_push_1_pop_failing_at_step_3_on_50_seeds) {
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen()});
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            const Result result = check_stack(sequences, Config().seed(seed));
            BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
            const CounterExample& ce = *result.counter_example();
            BOOST_TEST(ce.shrunk_arguments.at(0).value == "[Push(0), Push(1), Pop()]");
            BOOST_REQUIRE(ce.failure.has_value());
            BOOST_TEST(ce.failure->type == "falsify::PostconditionViolation");
            BOOST_TEST(ce.failure->message == "Postcondition failed at step 3 for command Pop(); sequence: [Push(0), Push(1), Pop()]");
            const auto lines = lines_of(result.message());
            BOOST_REQUIRE(lines.size() >= 5u);
            BOOST_TEST(starts_with(lines[1], "  Original: commands=["));
            BOOST_TEST(starts_with(lines[2], "  Shrunk:   commands=[Push(0), Push(1), Pop()] (" + std::to_string(ce.shrink_steps) +
                                                 " shrink step(s), " + std::to_string(ce.shrink_trials) + " trial(s))"));
            BOOST_TEST(std::count(lines.begin(), lines.end(),
                                  "  Failure:  Postcondition failed at step 3 for command Pop(); sequence: [Push(0), Push(1), Pop()]") == 1);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_shrunk_line_shows_the_sequence_check_executed) {
    // Whatever the descent skips along the way, the reported sequence is the one
    // the failure's trace lists, command for command.
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen(), gen::command<BoundedPush>()}, 0, 60);
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const Result result = check_stack(sequences, Config().seed(seed));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        const CounterExample& ce = *result.counter_example();
        const std::string& failure = ce.failure->message;
        BOOST_TEST(failure.substr(failure.find("; sequence: ") + 12) == ce.shrunk_arguments.at(0).value);
    }
}

BOOST_AUTO_TEST_CASE(a_failure_needing_commands_3_and_40_of_60_isolates_to_exactly_those_two) {
    const auto sequences = gen::commands(0, {gen::command<Tag>(gen::ints<std::uint32_t>(0, 1'000'000'000))}, 0, 60);
    const std::uint64_t seed = test::seed_where(sequences, [](const CommandSequence<int, Log>& s) { return s.size() == 60; });
    Random random(seed);
    const auto original = sequences.generate(random).value();
    const auto& third = dynamic_cast<const Tag&>(*original.commands[2]);
    const auto& fortieth = dynamic_cast<const Tag&>(*original.commands[39]);
    BOOST_REQUIRE(third.id != fortieth.id);
    // One run draws its length from the whole range: the first run is `original`.
    const Result result = check_commands("two_commands", sequences, [&] { return Log{third.id, fortieth.id}; }, Config().seed(seed).runs(1));
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.original_arguments.at(0).value == original.show());
    const std::string expected = "[" + third.label() + ", " + fortieth.label() + "]";
    BOOST_TEST(ce.shrunk_arguments.at(0).value == expected);
    BOOST_TEST(ce.failure->message == "Postcondition failed at step 2 for command " + fortieth.label() + "; sequence: " + expected);
}

BOOST_AUTO_TEST_CASE(min_length_is_never_undercut) {
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen()}, 5, 40);
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        std::size_t shortest = std::numeric_limits<std::size_t>::max();
        const Result result = property("min_length",
                                       [&](const StackSequence& sequence) {
                                           shortest = std::min(shortest, sequence.size());
                                           StateMachine::check(sequence, [] { return SortedStack{}; });
                                       })
                                  .names({"sequence"})
                                  .with(param("sequence", sequences))
                                  .with(Config().seed(seed))
                                  .check();
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(shortest == 5u);
        const std::string shrunk = result.counter_example()->shrunk_arguments.at(0).value;
        BOOST_TEST(std::count(shrunk.begin(), shrunk.end(), '(') == 5);
    }
}

BOOST_AUTO_TEST_CASE(deleting_the_command_that_enabled_a_later_one_makes_check_skip_it) {
    // Push(5) is what lets the first Pop() apply; without it that Pop() is
    // skipped (its run() would throw on the empty stack) and the step counts
    // only the commands that ran.
    const StackSequence full{{}, {push(5), pop(), push(1), push(2), pop()}};
    BOOST_TEST(message_of<PostconditionViolation>([&] { StateMachine::check(full, [] { return SortedStack{}; }); }) ==
               "Postcondition failed at step 5 for command Pop(); sequence: [Push(5), Pop(), Push(1), Push(2), Pop()]");

    const StackSequence deleted{{}, {pop(), push(1), push(2), pop()}};
    try {
        StateMachine::check(deleted, [] { return SortedStack{}; });
        BOOST_FAIL("the sequence should fail");
    } catch (const PostconditionViolation& e) {
        BOOST_TEST(std::string(e.what()) == "Postcondition failed at step 3 for command Pop(); sequence: [Push(1), Push(2), Pop()]");
        BOOST_TEST(e.step() == 3u);
        BOOST_TEST(e.command() == "Pop()");
        BOOST_TEST(e.sequence() == (std::vector<std::string>{"Push(1)", "Push(2)", "Pop()"}));
        BOOST_TEST(e.model() == "[1, 2]");
        BOOST_TEST(e.result() == "1");
    }

    // A skipped command in the middle: the second Pop() does not apply, the first one emptied the model.
    const StackSequence middle{{}, {push(3), pop(), pop(), push(4), push(9), pop()}};
    BOOST_TEST(message_of<PostconditionViolation>([&] { StateMachine::check(middle); }) ==
               "Postcondition failed at step 5 for command Pop(); sequence: [Push(3), Pop(), Push(4), Push(9), Pop()]");
}

BOOST_AUTO_TEST_CASE(generation_ending_below_min_length_is_generation_exhausted) {
    Random random(1);
    const auto nothing_applies = gen::commands(Model{}, {pop_gen()}, 1, 10);
    BOOST_TEST(message_of<GenerationExhausted>([&] { nothing_applies.generate(random); }) ==
               "gen::commands() exhausted after 20 attempt(s): only 0 of a minimum 1 command(s) applied to the model; after 20 "
               "picks no generated command's precondition held. Add a command that applies in that state, loosen the "
               "preconditions, or lower the minimum length");

    const auto two_at_most = gen::commands(Model{}, {gen::command<BoundedPush>()}, 5, 5);
    const std::string expected =
        "gen::commands() exhausted after 20 attempt(s): only 2 of a minimum 5 command(s) applied to the model; after 20 "
        "picks no generated command's precondition held. Add a command that applies in that state, loosen the "
        "preconditions, or lower the minimum length";
    BOOST_TEST(message_of<GenerationExhausted>([&] { two_at_most.generate(random); }) == expected);
    const Result result = check_stack(two_at_most, Config().seed(3));
    BOOST_TEST(result.outcome() == Outcome::GenerationFailed);
    BOOST_TEST(result.message() == expected);

    // Ending early at or above the minimum is not an error: the sequence is shorter.
    const auto short_ok = gen::commands(Model{}, {gen::command<BoundedPush>()}, 0, 50);
    for (int i = 0; i < 20; ++i) BOOST_TEST(short_ok.generate(random).value().size() <= 2u);
}

BOOST_AUTO_TEST_CASE(construction_refusals_say_what_is_wrong) {
    using Generators = std::vector<Gen<CommandPtr<Model, SortedStack>>>;
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, Generators{}); }) ==
               "gen::commands(): At least one command generator is required; pass one generator per kind of command, "
               "e.g. {gen::command<Push>(gen::ints(0, 9)), gen::command<Pop>()}");
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, {pop_gen()}, -1, 10); }) ==
               "gen::commands(): Minimum length must be greater than or equal to 0, got -1");
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, {pop_gen()}, 0, 0); }) ==
               "gen::commands(): Maximum length must be greater than or equal to 1, got 0");
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, {pop_gen()}, 7, 3); }) ==
               "gen::commands(): Minimum length must be less than or equal to maximum length, got 7 > 3");
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, {pop_gen()}, 0, static_cast<std::size_t>(-2)); }) ==
               "gen::commands(): A length must be at most 9223372036854775807, got 18446744073709551614 (a negative number converted "
               "to an unsigned type?)");
    BOOST_TEST(message_of<std::invalid_argument>([] { gen::commands(Model{}, {pop_gen()}, 0, std::size_t{1} << 40); }) ==
               "gen::commands(): the maximum length must be at most 1048576 (gen::max_generated_size), got 1099511627776; a value is "
               "generated whole, so draw large inputs in parts");

    const Gen<CommandPtr<Model, SortedStack>> null_commands("null_commands", [](Random&) {
        return Shrinkable<CommandPtr<Model, SortedStack>>::leaf(nullptr);
    });
    Random random(1);
    BOOST_TEST(message_of<std::invalid_argument>([&] { gen::commands(Model{}, {null_commands}, 1, 3).generate(random); }) ==
               "gen::commands(): Command generators must produce commands, got a null pointer from null_commands; build "
               "commands with gen::command<YourCommand>(...) or std::make_shared<const YourCommand>(...)");
}

BOOST_AUTO_TEST_CASE(sequences_and_commands_render_as_labels) {
    BOOST_TEST(show(StackSequence{}) == "[]");
    BOOST_TEST(show(StackSequence{{}, {push(3), pop()}}) == "[Push(3), Pop()]");
    BOOST_TEST(show(push(87)) == "Push(87)");
    BOOST_TEST(UncheckedPop().label() == "UncheckedPop()");
    BOOST_TEST(show_call("Put", std::string("a\"b"), 3, std::vector<int>{1, 2}) == "Put(\"a\\\"b\", 3, [1, 2])");
    BOOST_TEST(show_call("Clear") == "Clear()");
    BOOST_TEST(push_gen().name() == "gen::command<Push>(gen::ints(0, 100))");
    BOOST_TEST(pop_gen().name() == "gen::command<Pop>()");
}

BOOST_AUTO_TEST_CASE(a_command_shrinks_through_its_argument_tree) {
    const auto pushes = push_gen();
    const std::uint64_t seed = test::seed_where(pushes, [](const CommandPtr<Model, SortedStack>& c) { return c->label() == "Push(87)"; });
    Random random(seed);
    auto tree = pushes.generate(random);
    BOOST_REQUIRE(tree.value()->label() == "Push(87)");
    std::vector<std::string> candidates;
    auto children = tree.children(ShrinkRound::ordinary);
    while (auto child = children.next()) candidates.push_back(child->value()->label());
    // The integer ladder toward 0: 0 first, then halfway and closer.
    BOOST_TEST(candidates == (std::vector<std::string>{"Push(0)", "Push(44)", "Push(66)", "Push(77)", "Push(82)", "Push(85)", "Push(86)"}));

}

BOOST_AUTO_TEST_CASE(phase_one_deletes_blocks_largest_first_then_phase_two_simplifies_each_command) {
    std::vector<Shrinkable<CommandPtr<Model, SortedStack>>> elements;
    for (int value : {40, 30, 20, 10}) elements.push_back(falsify::gen::detail::int_tree(value, 0).map([](int v) { return push(v); }));
    const auto root = falsify::detail::CommandSequenceTree<Model, SortedStack>::make(std::make_shared<const Model>(), elements, 0);
    std::vector<std::string> candidates;
    auto children = root.children(ShrinkRound::ordinary);
    for (int i = 0; i < 9; ++i) candidates.push_back(show(children.next()->value()));
    BOOST_TEST(candidates == (std::vector<std::string>{
                                 "[]",                                   // block of 4
                                 "[Push(20), Push(10)]",                 // blocks of 2, aligned
                                 "[Push(40), Push(30)]",
                                 "[Push(30), Push(20), Push(10)]",       // single commands, every position
                                 "[Push(40), Push(20), Push(10)]",
                                 "[Push(40), Push(30), Push(10)]",
                                 "[Push(40), Push(30), Push(20)]",
                                 "[Push(0), Push(30), Push(20), Push(10)]",  // then each command through its tree
                                 "[Push(20), Push(30), Push(20), Push(10)]",
                             }));

    // With a minimum of 3, no deletion leaves fewer than 3 commands.
    const auto bounded = falsify::detail::CommandSequenceTree<Model, SortedStack>::make(std::make_shared<const Model>(), elements, 3);
    auto bounded_children = bounded.children(ShrinkRound::ordinary);
    for (int i = 0; i < 4; ++i) BOOST_TEST(bounded_children.next()->value().size() == 3u);
    BOOST_TEST(bounded_children.next()->value().size() == 4u);
}

BOOST_AUTO_TEST_CASE(removal_order_offers_sizes_n_n2_down_to_1) {
    auto blocks = [](std::size_t count, std::size_t min_length) {
        std::vector<std::pair<std::size_t, std::size_t>> out;
        falsify::detail::RemovalOrder order(count, min_length);
        while (auto block = order.next()) out.emplace_back(block->offset, block->size);
        return out;
    };
    using Blocks = std::vector<std::pair<std::size_t, std::size_t>>;
    BOOST_TEST(blocks(5, 0) == (Blocks{{0, 5}, {0, 2}, {2, 2}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}));
    BOOST_TEST(blocks(5, 4) == (Blocks{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}));
    BOOST_TEST(blocks(3, 3).empty());
    BOOST_TEST(blocks(0, 0).empty());
}

BOOST_AUTO_TEST_CASE(generated_sequences_are_valid_and_within_the_length_bounds) {
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen()}, 3, 20);
    std::size_t longest = 0;
    const Result result = property("valid",
                                   [&](const StackSequence& sequence) {
                                       FALSIFY_ASSERT(sequence.size() >= 3u);
                                       FALSIFY_ASSERT(sequence.size() <= 20u);
                                       longest = std::max(longest, sequence.size());
                                       Model model = sequence.initial_model;
                                       for (const auto& command : sequence.commands) {
                                           FALSIFY_ASSERT(command->precondition(model));
                                           model = command->next_state(model);
                                       }
                                   })
                              .names({"sequence"})
                              .with(param("sequence", sequences))
                              .with(Config().seed(11).runs(300))
                              .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(longest == 20u);
}

BOOST_AUTO_TEST_CASE(an_exception_from_run_propagates_and_falsifies_as_itself) {
    const StackSequence sequence{{}, {std::make_shared<const UncheckedPop>()}};
    BOOST_TEST(message_of<std::out_of_range>([&] { StateMachine::check(sequence); }) == "pop on an empty stack");

    const auto sequences = gen::commands(Model{}, {push_gen(), gen::command<UncheckedPop>()});
    const Result result = check_stack(sequences, Config().seed(2));
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    const CounterExample& ce = *result.counter_example();
    BOOST_TEST(ce.failure->type == "std::out_of_range");
    BOOST_TEST(ce.failure->message == "pop on an empty stack");
    BOOST_TEST(ce.shrunk_arguments.at(0).value == "[UncheckedPop()]");
}

BOOST_AUTO_TEST_CASE(each_execution_gets_a_fresh_system_from_the_factory) {
    // A correct stack passes; the factory runs once per execution and may return a pointer.
    struct VectorStack {
        std::vector<int> items;
    };
    using Cmd = Command<Model, VectorStack>;
    struct Put final : Cmd {
        int value;
        explicit Put(int value) : value(value) {}
        Model next_state(const Model& model) const override {
            Model next = model;
            next.push_back(value);
            return next;
        }
        CommandResult run(const Model&, VectorStack& stack) const override {
            stack.items.push_back(value);
            return stack.items.size();
        }
        bool postcondition(const Model& model, const CommandResult& size) const override { return size == model.size() + 1; }
    };
    const auto sequences = gen::commands(Model{}, {gen::command<Put>(gen::ints(0, 9))}, 0, 30);
    int systems = 0;
    const auto fresh_stack = [&] {
        ++systems;
        return std::make_unique<VectorStack>();
    };
    const Result result = check_commands("fresh", sequences, fresh_stack, Config().seed(5).runs(40));
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(systems == 40);
}

BOOST_AUTO_TEST_CASE(check_commands_is_the_whole_state_machine_property_in_one_call) {
    // The model and the command generators given directly: gen::commands at its
    // default lengths, the same sequences and the same verdict as the long form.
    const auto short_form =
        check_commands("stack", Model{}, {push_gen(), pop_gen()}, [] { return SortedStack{}; }, Config().seed(7));
    const auto long_form = property("stack", [](const StackSequence& commands) { StateMachine::check(commands, [] { return SortedStack{}; }); })
                               .names({"commands"})
                               .with(param("commands", gen::commands(Model{}, {push_gen(), pop_gen()})))
                               .with(Config().seed(7))
                               .check();
    BOOST_REQUIRE(short_form.outcome() == Outcome::Falsified);
    BOOST_TEST(short_form.message() == long_form.message());
    const auto [commands] = short_form.shrunk_values<StackSequence>();
    BOOST_TEST(commands.show() == "[Push(0), Push(1), Pop()]");
    BOOST_TEST(short_form.counter_example()->shrunk_arguments.at(0).name == "commands");

    // Listeners and a Config in any order after the factory, as a property takes them.
    std::size_t runs = 0;
    const Listener count_runs = [&](const Event& e) { runs += std::holds_alternative<event::RunPassed>(e) ? 1 : 0; };
    const auto correct = check_commands("correct", Model{}, {push_gen()}, [] { return SortedStack{}; }, count_runs, Config().seed(3).runs(25));
    BOOST_TEST(correct.passed(), correct.message());
    BOOST_TEST(runs == 25u);
}

BOOST_AUTO_TEST_CASE(a_state_machine_property_counts_its_commands_and_sequence_lengths) {
    const auto result = check_commands("stack", Model{}, {push_gen()}, [] { return SortedStack{}; }, Config().seed(3).runs(25));
    BOOST_TEST_REQUIRE(result.passed(), result.message());
    // Recorded by the state-machine layer, and reached from the Result without the engine naming it.
    const CommandStatistics* recorded = command_statistics(result);
    BOOST_TEST_REQUIRE(recorded);
    BOOST_TEST(recorded == result.statistics().extension<CommandStatistics>());
    BOOST_TEST(result.statistics().extensions.size() == 1u);
    const CommandStatistics& statistics = *recorded;
    BOOST_TEST(statistics.verbose_lines("stack") == command_statistics_lines("stack", statistics));
    BOOST_TEST_REQUIRE(statistics.commands.size() == 1u);
    const CommandCount& pushes = statistics.commands.front();
    BOOST_TEST(pushes.kind == "Push");
    BOOST_TEST(pushes.executed == pushes.generated);
    BOOST_TEST(pushes.skipped == 0u);  // generation keeps to the preconditions, and a check replays none
    BOOST_TEST(pushes.executed > 0u);
    BOOST_TEST(pushes.elapsed_ns > 0u);
    std::size_t sequences = 0, commands = 0;
    for (const auto& [length, count] : statistics.sequence_lengths) {
        sequences += count;
        commands += length * count;
    }
    BOOST_TEST(sequences == 25u);
    BOOST_TEST(commands == pushes.generated);
    // StateMachine::check outside a property records nothing and needs nothing.
    StateMachine::check(StackSequence{Model{}, {push(1), pop()}}, [] { return SortedStack{}; });
    // A property that runs no command sequence has no command statistics.
    BOOST_TEST(!command_statistics(property("plain", [](int) {}).names({"n"}).check()));
}

BOOST_AUTO_TEST_CASE(command_statistics_read_as_counts_mean_times_and_length_bands) {
    CommandStatistics statistics;
    BOOST_TEST(command_statistics_lines("p", statistics).empty());
    statistics.commands = {{"Push", 10, 8, 2, 8000}, {"Pop", 5, 5, 0, 2'500'000}, {"Peek", 1, 0, 1, 0}};
    statistics.sequence_lengths = {{0, 1}, {3, 2}, {25, 1}};
    BOOST_TEST(command_statistics_lines("p", statistics) ==
               "Property \"p\" commands: Push 10 generated, 8 executed, 2 skipped, mean 1.0 us; "
               "Pop 5 generated, 5 executed, 0 skipped, mean 500.0 us; Peek 1 generated, 0 executed, 1 skipped, mean -\n"
               "Property \"p\" sequence lengths: 0-2 25% (1/4), 3-5 50% (2/4), 24-25 25% (1/4)");
    statistics.commands = {{"Get", 3, 3, 0, 1200}};
    statistics.sequence_lengths = {{2, 3}};
    BOOST_TEST(command_statistics_lines("p", statistics) ==
               "Property \"p\" commands: Get 3 generated, 3 executed, 0 skipped, mean 400 ns\n"
               "Property \"p\" sequence lengths: 2 100% (3/3)");
}

BOOST_AUTO_TEST_CASE(a_result_of_the_wrong_type_is_an_error_not_a_false_postcondition) {
    const CommandResult size = std::size_t{3};
    BOOST_TEST((size == std::size_t{3}));
    BOOST_TEST(size.show() == "3");
    BOOST_TEST(CommandResult().show() == "(none)");
    // std::optional compares by value in both orders, an empty one included.
    const CommandResult absent = std::optional<int>();
    BOOST_TEST((absent == std::optional<int>()));
    BOOST_TEST((std::optional<int>() == absent));
    BOOST_TEST(!(absent == std::optional<int>(0)));
    BOOST_TEST(!(std::optional<int>(0) == absent));
    BOOST_TEST((CommandResult(std::optional<int>(4)) == std::optional<int>(4)));
    BOOST_TEST(!CommandResult().has_value());
    BOOST_TEST(message_of<std::logic_error>([&] { (void)(size == 3); }) ==
               "This command's run() returned unsigned long, not int; read the result as the type run() returns: "
               "result.as<unsigned long>()");
    BOOST_TEST(message_of<std::logic_error>([] { (void)CommandResult().as<int>(); }) ==
               "This command's run() returned no result, so it cannot be read as int; return the value from run(), or do "
               "not read the result in postcondition()");
}

BOOST_AUTO_TEST_CASE(the_same_seed_gives_the_same_report) {
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen()});
    const std::string first = check_stack(sequences, Config().seed(77)).message();
    BOOST_TEST(!first.empty());
    BOOST_TEST(first == check_stack(sequences, Config().seed(77)).message());
}

BOOST_AUTO_TEST_CASE(swarm_restricts_the_command_generators_per_sequence) {
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen(), gen::command<UncheckedPop>()}, 0, 40);
    BOOST_TEST(sequences.variants()->variant_count() == 3u);
    const auto uses = [](const StackSequence& sequence, const std::string& label) {
        return std::any_of(sequence.commands.begin(), sequence.commands.end(), [&](const auto& c) { return c->label() == label; });
    };
    // Restricted to Push alone, a sequence holds nothing else.
    Random random(4);
    const auto pushes_only = sequences.variants()->with_variants({0});
    for (int i = 0; i < 50; ++i) {
        const StackSequence sequence = pushes_only.generate(random).value();
        BOOST_TEST(!uses(sequence, "Pop()"));
        BOOST_TEST(!uses(sequence, "UncheckedPop()"));
    }
    // Drawing from all three, a long sequence without UncheckedPop() is rare; with swarm, ordinary.
    const auto swarmed = gen::swarm(sequences);
    int plain_without = 0, swarm_without = 0, long_plain = 0, long_swarm = 0;
    for (int i = 0; i < 300; ++i) {
        const StackSequence plain = sequences.generate(random).value();
        const StackSequence restricted = swarmed.generate(random).value();
        if (plain.size() >= 20) ++long_plain, plain_without += !uses(plain, "UncheckedPop()");
        if (restricted.size() >= 20) ++long_swarm, swarm_without += !uses(restricted, "UncheckedPop()");
    }
    BOOST_TEST(long_plain > 100);
    BOOST_TEST(long_swarm > 100);
    BOOST_TEST(plain_without == 0);
    BOOST_TEST(swarm_without * 8 > long_swarm);  // about a quarter: the subsets {Push} and {Push, Pop}
}

BOOST_AUTO_TEST_CASE(swarm_never_undercuts_min_length_and_still_shrinks_to_the_minimum) {
    // A subset holding only Pop() cannot even start a sequence: the steps up to
    // the minimum then come from every generator, instead of failing the run.
    const auto sequences = gen::swarm(gen::commands(Model{}, {push_gen(), pop_gen()}, 3, 10));
    Random random(8);
    for (int i = 0; i < 200; ++i) BOOST_TEST(sequences.generate(random).value().size() >= 3u);

    const auto unbounded = gen::swarm(gen::commands(Model{}, {push_gen(), pop_gen()}));
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const Result result = check_stack(unbounded, Config().seed(seed));
        BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
        BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[Push(0), Push(1), Pop()]");
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(statemachine_sizes)

BOOST_AUTO_TEST_CASE(sequences_start_short_and_reach_their_maximum_length) {
    // The size schedule: run k of the first 100 (of 200) has at most k + 1 commands.
    const auto sequences = gen::commands(Model{}, {push_gen(), pop_gen()}, 0, 100);
    std::vector<std::size_t> lengths;
    const Result result = property("lengths", [&](const StackSequence& s) { lengths.push_back(s.size()); })
                              .names({"sequence"})
                              .with(param("sequence", sequences))
                              .with(Config().seed(5).runs(200))
                              .check();
    BOOST_REQUIRE(result.passed());
    BOOST_REQUIRE(lengths.size() == 200u);
    for (std::size_t k = 0; k < 100; ++k) BOOST_TEST(lengths[k] <= k + 1, "run " << k << ": " << lengths[k]);
    BOOST_TEST(*std::max_element(lengths.begin() + 100, lengths.end()) >= 90u);
}

BOOST_AUTO_TEST_SUITE_END()
