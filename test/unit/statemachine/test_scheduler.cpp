// The scheduler: instrumented primitives run one thread at a time, a race is
// found on every seed, shrinks to the fewest preemptions and replays exactly;
// deadlocks and spinning threads are reported; the exhaustive search proves
// a small case has no failing schedule; uninstrumented code keeps real threads.
#include "read_then_write_stack.hpp"
#include "support.hpp"

#include <falsify/environment.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(scheduler)

namespace {

using test::Model;
using test::Pop;
using test::Push;
using test::ReadThenWriteStack;

Result check_stack(bool atomic_pop, Config config) {
    auto commands = gen::parallel_commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()});
    return property("read-then-write stack",
                    [atomic_pop](const ParallelCommands<Model, ReadThenWriteStack>& commands) {
                        StateMachine::check_parallel(commands, [atomic_pop] { return std::make_unique<ReadThenWriteStack>(atomic_pop); });
                    })
        .names({"commands"})
        .with(param("commands", commands))
        .with(config)
        .check();
}

/// A counter whose increment is a load, then a store.
struct Counter {
    sync::atomic<int> value{0};
    bool atomic_increment = false;
    int increment() {
        if (atomic_increment) return value.fetch_add(1) + 1;
        const int seen = value.load(std::memory_order_acquire);
        value.store(seen + 1, std::memory_order_release);
        return seen + 1;
    }
};

struct Increment final : Command<int, Counter> {
    int next_state(const int& model) const override { return model + 1; }
    CommandResult run(const int&, Counter& counter) const override { return counter.increment(); }
    bool postcondition(const int& model, const CommandResult& result) const override { return result == model + 1; }
};

ParallelCommands<int, Counter> two_increments() {
    return ParallelCommands<int, Counter>(0, {}, {{std::make_shared<const Increment>()}, {std::make_shared<const Increment>()}});
}

auto make_counter(bool atomic_increment) {
    return [atomic_increment] {
        auto counter = std::make_unique<Counter>();
        counter->atomic_increment = atomic_increment;
        return counter;
    };
}

/// Two accounts, each with its own lock; a transfer takes its source's lock first.
struct Accounts {
    sync::mutex locks[2];
    int balance[2] = {10, 10};
    void transfer(int from) {
        sync::lock_guard<sync::mutex> first(locks[from]);
        sync::lock_guard<sync::mutex> second(locks[1 - from]);
        --balance[from];
        ++balance[1 - from];
    }
};

struct Transfer final : Command<int, Accounts> {
    int from;
    explicit Transfer(int from) : from(from) {}
    int next_state(const int& model) const override { return model; }
    CommandResult run(const int&, Accounts& accounts) const override {
        accounts.transfer(from);
        return {};
    }
    std::string label() const override { return show_call("Transfer", from); }
};

/// Sets an environment variable for its lifetime.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) { ::setenv(name, value, 1); }
    ~ScopedEnv() { ::unsetenv(name_); }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_race_is_found_on_every_seed_and_shrunk_to_one_preemption) {
    std::size_t least_commands = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Result result = check_stack(false, Config().seed(seed));
        BOOST_TEST_REQUIRE(!result.passed(), "seed " << seed);
        const auto& shrunk = *result.counter_example();
        const std::string commands = test::shrunk_argument(shrunk, "commands");
        // Three commands are the fewest; the command shrinker's moves (as with
        // real threads) may stop at four, where no deletion keeps the race.
        const auto count = static_cast<std::size_t>(std::count(commands.begin(), commands.end(), '('));
        BOOST_TEST(count <= 4u, result.message());
        if (count == 3) ++least_commands;
        BOOST_TEST(result.message().find("under the scheduler") != std::string::npos, result.message());
        // The fewest: one thread reads the top, the other pops it whole, the first goes on.
        BOOST_TEST(result.message().find("2 context switch(es), 1 of them preemption(s)") != std::string::npos, result.message());
        BOOST_TEST(result.message().find("Flaky") == std::string::npos, result.message());
    }
    BOOST_TEST(least_commands >= 7u);
}

BOOST_AUTO_TEST_CASE(the_fixed_stack_passes_under_every_strategy) {
    for (const Scheduling strategy : {Scheduling::automatic(), Scheduling::random_walk(), Scheduling::pct(2), Scheduling::exhaustive(1)}) {
        const Result result = check_stack(true, Config().seed(3).runs(30).scheduling(strategy));
        BOOST_TEST(result.passed(), strategy.to_string() << ": " << result.message());
    }
}

BOOST_AUTO_TEST_CASE(every_strategy_finds_the_race) {
    for (const Scheduling strategy : {Scheduling::random_walk(), Scheduling::pct(2), Scheduling::pct(3), Scheduling::exhaustive(1)}) {
        const Result result = check_stack(false, Config().seed(4).scheduling(strategy));
        BOOST_TEST_REQUIRE(!result.passed(), strategy.to_string());
        BOOST_TEST(test::shrunk_argument(*result.counter_example(), "commands") == "[Push(0)] | [Pop()] || [Pop()]",
                   strategy.to_string() << ": " << result.message());
    }
}

BOOST_AUTO_TEST_CASE(the_seed_and_path_replay_the_same_interleaving_every_time) {
    const Result first = check_stack(false, Config().seed(8));
    BOOST_TEST_REQUIRE(!first.passed());
    const auto& found = *first.counter_example();
    for (int replay = 0; replay < 20; ++replay) {
        const Result again = check_stack(false, Config().seed(found.seed).path(found.path));
        BOOST_TEST_REQUIRE(!again.passed(), "replay " << replay);
        BOOST_TEST(test::failure_text(again) == test::failure_text(first), "replay " << replay);
        BOOST_TEST(test::shrunk_argument(*again.counter_example(), "commands") == test::shrunk_argument(found, "commands"));
    }
}

BOOST_AUTO_TEST_CASE(a_lost_update_shows_the_values_each_read_saw) {
    try {
        StateMachine::check_parallel(two_increments(), make_counter(false), {.executions = 64});
        BOOST_FAIL("expected a LinearizabilityViolation");
    } catch (const LinearizabilityViolation& violation) {
        const std::string& interleaving = violation.interleaving();
        BOOST_TEST(interleaving.find("load atomic#1 = 0") != std::string::npos, interleaving);
        BOOST_TEST(interleaving.find("store atomic#1 := 1") != std::string::npos, interleaving);
        BOOST_TEST(interleaving.find("thread 1") != std::string::npos, interleaving);
        BOOST_TEST(interleaving.find("thread 2") != std::string::npos, interleaving);
        BOOST_TEST(std::string(violation.what()).find("under the scheduler") != std::string::npos);
    }
    const auto summary = StateMachine::check_parallel(two_increments(), make_counter(true), {.executions = 64});
    BOOST_TEST(summary.controlled);
    BOOST_TEST(summary.executions == 64u);
}

/// check_parallel's summary for `commands` inside a one-run property under `config`.
template <class Model, class System, class Factory>
std::pair<Result, ParallelCheckSummary> summary_under(const ParallelCommands<Model, System>& commands, Factory factory, Config config) {
    ParallelCheckSummary summary;
    const Result result = property("one case", [&] { summary = StateMachine::check_parallel(commands, factory); }).with(config.runs(1)).check();
    return {result, summary};
}

BOOST_AUTO_TEST_CASE(the_exhaustive_search_says_a_small_case_has_no_failing_schedule) {
    const auto [passed, summary] = summary_under(two_increments(), make_counter(true), Config().scheduling(Scheduling::exhaustive(2)));
    BOOST_TEST(passed.passed(), passed.message());
    BOOST_TEST(summary.controlled);
    BOOST_TEST(summary.every_schedule);
    BOOST_TEST(summary.executions > 10u);
    const auto [failed, none] = summary_under(two_increments(), make_counter(false), Config().scheduling(Scheduling::exhaustive(1)));
    BOOST_TEST(!failed.passed());
    BOOST_TEST(failed.message().find("1 of them preemption(s)") != std::string::npos, failed.message());
    // With no preemption at all the threads run one after the other: the lost update needs one.
    const auto [sequential, walked] = summary_under(two_increments(), make_counter(false), Config().scheduling(Scheduling::exhaustive(0)));
    BOOST_TEST(sequential.passed(), sequential.message());
    BOOST_TEST(walked.every_schedule);
}

BOOST_AUTO_TEST_CASE(the_strategy_comes_from_the_environment_over_the_code) {
    // As the test-framework faces apply it.
    ScopedEnv threads("PROPERTY_SCHEDULE", "threads");
    const Config config = EnvironmentOverrides::current().apply(Config().scheduling(Scheduling::pct(3)));
    BOOST_TEST((config.scheduling() == Scheduling::threads()));
    const auto [result, summary] = summary_under(two_increments(), make_counter(true), config);
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(!summary.controlled);
}

BOOST_AUTO_TEST_CASE(a_strategy_is_named_as_the_environment_names_it) {
    BOOST_TEST(Scheduling::parse("pct").to_string() == "pct:3");
    BOOST_TEST(Scheduling::parse(" exhaustive:1 ").to_string() == "exhaustive:1");
    BOOST_TEST(Scheduling::parse("random").to_string() == "random");
    BOOST_TEST((Scheduling::parse("auto") == Scheduling::automatic()));
    BOOST_TEST(test::error_of([] { Scheduling::parse("pct:0", "PROPERTY_SCHEDULE"); }) ==
               "PROPERTY_SCHEDULE must be one of auto, threads, random, pct, pct:D (D from 1 to 10), exhaustive, exhaustive:P "
               "(P from 0 to 4), got \"pct:0\"");
    BOOST_TEST(test::error_of([] { Scheduling::parse("fair"); }).find("got \"fair\"") != std::string::npos);
    BOOST_TEST(test::error_of([] { Scheduling::exhaustive(5); }) == "Scheduling::exhaustive(): max_preemptions must be between 0 and 4, got 5");
}

BOOST_AUTO_TEST_CASE(uninstrumented_code_keeps_real_threads) {
    struct Plain {
        int value = 0;
    };
    struct Bump final : Command<int, Plain> {
        int next_state(const int& model) const override { return model + 1; }
        CommandResult run(const int&, Plain& plain) const override { return ++plain.value; }
    };
    const ParallelCommands<int, Plain> commands(0, {}, {{std::make_shared<const Bump>()}, {}});
    std::size_t made = 0;
    const auto [result, summary] = summary_under(commands, [&made] { ++made; return Plain{}; }, Config());
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(!summary.controlled);
    BOOST_TEST(summary.executions == 32u);
    BOOST_TEST(made == 32u);  // the look for falsify::sync costs no system of its own
}

BOOST_AUTO_TEST_CASE(a_thread_that_spins_without_yielding_still_lets_the_other_run) {
    struct Flag {
        sync::atomic<bool> set{false};
    };
    struct Raise final : Command<int, Flag> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Flag& flag) const override {
            flag.set.store(true);
            return {};
        }
    };
    struct AwaitRaised final : Command<int, Flag> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Flag& flag) const override {
            while (!flag.set.load()) {
            }
            return {};
        }
    };
    const ParallelCommands<int, Flag> commands(0, {}, {{std::make_shared<const AwaitRaised>()}, {std::make_shared<const Raise>()}});
    const auto [result, summary] = summary_under(commands, [] { return std::make_unique<Flag>(); }, Config());
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(summary.controlled);
}

BOOST_AUTO_TEST_CASE(threads_that_wait_for_each_other_forever_fail_with_advice_never_hang) {
    struct Flag {
        sync::atomic<bool> set{false};
    };
    struct AwaitForever final : Command<int, Flag> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Flag& flag) const override {
            while (!flag.set.load()) {
            }
            return {};
        }
    };
    const ParallelCommands<int, Flag> commands(0, {}, {{std::make_shared<const AwaitForever>()}, {std::make_shared<const AwaitForever>()}});
    const std::string message = test::error_of([&] { StateMachine::check_parallel(commands, [] { return std::make_unique<Flag>(); }); });
    BOOST_TEST(message.starts_with("StateMachine::check_parallel(): under the scheduler, execution 1 passed 200000 scheduling points "
                                   "without ending"),
               message);
    BOOST_TEST(message.find("falsify::sync::this_thread::yield()") != std::string::npos, message);
    BOOST_TEST(message.find("earlier operation(s) not shown") != std::string::npos, message);
}

BOOST_AUTO_TEST_CASE(what_a_command_throws_under_the_scheduler_keeps_its_interleaving_as_a_note) {
    struct Throwing {
        sync::atomic<int> calls{0};
    };
    struct ThrowOnSecond final : Command<int, Throwing> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Throwing& system) const override {
            if (system.calls.fetch_add(1) == 1) throw std::runtime_error("second call");
            return {};
        }
    };
    const ParallelCommands<int, Throwing> commands(0, {}, {{std::make_shared<const ThrowOnSecond>()}, {std::make_shared<const ThrowOnSecond>()}});
    const auto [result, none] = summary_under(commands, [] { return std::make_unique<Throwing>(); }, Config());
    BOOST_TEST_REQUIRE(!result.passed());
    BOOST_TEST(result.message().find("second call") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("interleaving") != std::string::npos, result.message());
    BOOST_TEST(result.message().find("fetch_add atomic#1 (was 1)") != std::string::npos, result.message());
}

BOOST_AUTO_TEST_CASE(a_condition_variable_wait_with_no_notify_left_is_a_deadlock) {
    struct Gate {
        sync::mutex mutex;
        sync::condition_variable opened;
        bool open = false;
        bool notify_before_setting = false;
    };
    struct Open final : Command<int, Gate> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Gate& gate) const override {
            if (gate.notify_before_setting) gate.opened.notify_all();  // the bug: a waiter that checks now sleeps for good
            {
                sync::lock_guard<sync::mutex> hold(gate.mutex);
                gate.open = true;
            }
            if (!gate.notify_before_setting) gate.opened.notify_all();
            return {};
        }
    };
    struct Pass final : Command<int, Gate> {
        int next_state(const int& model) const override { return model; }
        CommandResult run(const int&, Gate& gate) const override {
            sync::unique_lock<sync::mutex> hold(gate.mutex);
            gate.opened.wait(hold, [&] { return gate.open; });
            return {};
        }
    };
    const ParallelCommands<int, Gate> commands(0, {}, {{std::make_shared<const Pass>()}, {std::make_shared<const Open>()}});
    const auto gate = [](bool buggy) {
        return [buggy] {
            auto made = std::make_unique<Gate>();
            made->notify_before_setting = buggy;
            return made;
        };
    };
    const auto [fixed, fixed_summary] = summary_under(commands, gate(false), Config().scheduling(Scheduling::exhaustive(2)));
    BOOST_TEST(fixed.passed(), fixed.message());
    BOOST_TEST(fixed_summary.every_schedule);
    const auto [buggy, none] = summary_under(commands, gate(true), Config().scheduling(Scheduling::exhaustive(2)));
    BOOST_TEST_REQUIRE(!buggy.passed());
    BOOST_TEST(buggy.message().find("Deadlock under the scheduler: thread 1 waits for condition#1 (no thread left to notify it)") !=
                   std::string::npos,
               buggy.message());
}

BOOST_AUTO_TEST_CASE(primitives_outside_a_controlled_execution_are_the_std_ones) {
    sync::atomic<int> value{1};
    BOOST_TEST(value.fetch_add(2) == 1);
    int expected = 3;
    BOOST_TEST(value.compare_exchange_strong(expected, 5));
    BOOST_TEST(value.load() == 5);
    sync::mutex mutex;
    BOOST_TEST(mutex.try_lock());
    mutex.unlock();
    sync::shared_mutex shared;
    shared.lock_shared();
    BOOST_TEST(shared.try_lock_shared());
    BOOST_TEST(!shared.try_lock());
    shared.unlock_shared();
    shared.unlock_shared();
    sync::this_thread::yield();
}

BOOST_AUTO_TEST_CASE(a_deadlock_names_what_each_thread_waits_for) {
    const ParallelCommands<int, Accounts> opposite(0, {}, {{std::make_shared<const Transfer>(0)}, {std::make_shared<const Transfer>(1)}});
    const std::string message = test::error_of([&] {
        StateMachine::check_parallel(opposite, [] { return std::make_unique<Accounts>(); }, {.executions = 64});
    });
    BOOST_TEST(message.starts_with("Deadlock under the scheduler: thread 1 waits for mutex#"), message);
    BOOST_TEST(message.find("(held by thread 2)") != std::string::npos, message);
    BOOST_TEST(message.find("thread 2 waits for mutex#") != std::string::npos, message);
    BOOST_TEST(message.find("(held by thread 1)") != std::string::npos, message);
    const ParallelCommands<int, Accounts> same(0, {}, {{std::make_shared<const Transfer>(0)}, {std::make_shared<const Transfer>(0)}});
    BOOST_TEST(StateMachine::check_parallel(same, [] { return std::make_unique<Accounts>(); }, {.executions = 64}).controlled);
}

BOOST_AUTO_TEST_SUITE_END()
