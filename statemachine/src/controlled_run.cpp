// StateMachine::check_parallel under the scheduler: a first execution with no
// switch (which counts the points a schedule chooses among), then the
// strategy's schedules, each judged as it ends.
#include "controlled_execution.hpp"
#include "interleaving_report.hpp"

#include <falsify/draw.hpp>
#include <falsify/statemachine/deadlock.hpp>
#include <falsify/statemachine/detail/controlled_run.hpp>
#include <falsify/statemachine/detail/parallel_execution.hpp>
#include <falsify/statemachine/detail/schedules.hpp>
#include <falsify/statemachine/linearizability_violation.hpp>

#include <memory>

namespace falsify {

Deadlock::Deadlock(std::string waits, std::string model_after_prefix, const std::string& interleaving)
    : Error("Deadlock under the scheduler: " + waits + "; the branches started from model " + model_after_prefix + "\n" + interleaving),
      waits_(std::move(waits)),
      model_after_prefix_(std::move(model_after_prefix)) {}

namespace detail {

namespace {

/// Most schedules the exhaustive search runs for one case.
constexpr std::uint64_t exhaustive_cap = 100000;

struct ExecutionRun {
    std::unique_ptr<sync::detail::Execution> execution;
    ControlledOutcome outcome;
    std::exception_ptr thrown;
};

ExecutionRun run_under(const ControlledCase& parallel_case, const Schedule& schedule) {
    ExecutionRun run{std::make_unique<sync::detail::Execution>(parallel_case.threads, schedule), {}, {}};
    try {
        run.outcome = parallel_case.run(*run.execution);
    } catch (...) {
        run.thrown = std::current_exception();
    }
    return run;
}

/// Throws what execution `number` came to when that is a failure.
void judge(const ControlledCase& parallel_case, ExecutionRun& run, std::size_t number) {
    auto& execution = *run.execution;
    auto report = [&] { return sync::detail::interleaving_report(execution, parallel_case.threads, parallel_case.describe); };
    const std::exception_ptr thrown = run.thrown;
    if (execution.parked()) {
        // Its threads wait for good, on this execution: it must outlive them.
        const std::string text = report();
        (void)run.execution.release();
        throw Error("StateMachine::check_parallel(): under the scheduler, execution " + std::to_string(number) + " passed " +
                    std::to_string(sync::detail::Execution::step_limit) +
                    " scheduling points without ending: a thread may wait in a loop for a value that no other thread "
                    "changes. A loop that waits on another thread should call falsify::sync::this_thread::yield()\n" +
                    text);
    }
    if (execution.deadlocked()) throw Deadlock(execution.deadlock(), parallel_case.model_after_prefix, report());
    if (thrown) {
        // What a command threw is the failure; the interleaving that led to it goes with it.
        if (!execution.events().empty() && in_property_run()) add_note("interleaving", report());
        std::rethrow_exception(thrown);
    }
    if (!run.outcome.violation.empty())
        throw LinearizabilityViolation(run.outcome.violation, parallel_case.model_after_prefix, run.outcome.history, number,
                                       parallel_case.executions, report());
    if (!run.outcome.undecided.empty()) refuse_undecided(run.outcome.undecided, number);
}

void run_one(const ControlledCase& parallel_case, const Schedule& schedule, std::size_t number) {
    ExecutionRun run = run_under(parallel_case, schedule);
    judge(parallel_case, run, number);
}

/// Every schedule with at most `bound` switches, fewest first: each schedule's
/// own run says how many points there are to switch at after its last switch
/// (another interleaving may have more than the unswitched one: a retry, a wait).
void explore_every_schedule(const ControlledCase& parallel_case, int bound, std::uint32_t unswitched_steps, ParallelCheckSummary& summary) {
    const auto picks = static_cast<std::uint32_t>(parallel_case.threads - 1);
    struct Explored {
        Schedule schedule;
        std::uint32_t steps;
    };
    std::vector<Explored> level = {{Schedule{}, unswitched_steps}};
    for (int switches = 1; switches <= bound && !level.empty(); ++switches) {
        std::vector<Explored> next;
        for (const Explored& parent : level) {
            const std::uint32_t from = parent.schedule.switches.empty() ? 0 : parent.schedule.switches.back().step + 1;
            for (std::uint32_t step = from; step <= parent.steps; ++step) {
                for (std::uint32_t pick = 0; pick < picks; ++pick) {
                    if (summary.executions >= exhaustive_cap)
                        throw Error("StateMachine::check_parallel(): the exhaustive search with at most " + std::to_string(bound) +
                                    " preemption(s) passed " + std::to_string(exhaustive_cap) +
                                    " schedules without covering them all; give it fewer preemptions or smaller cases, or use a "
                                    "random strategy (pct, random)");
                    Schedule schedule = parent.schedule;
                    schedule.switches.push_back({step, pick});
                    ExecutionRun run = run_under(parallel_case, schedule);
                    judge(parallel_case, run, ++summary.executions);
                    next.push_back({std::move(schedule), run.execution->steps()});
                }
            }
        }
        level = std::move(next);
    }
    summary.every_schedule = true;
}

}  // namespace

ParallelCheckSummary check_controlled(const ControlledCase& parallel_case, Scheduling scheduling) {
    const Schedule unswitched;
    ExecutionRun first = run_under(parallel_case, unswitched);
    // Code that never reaches falsify::sync would run each branch whole: only
    // real threads interleave it, and its first execution ran on them.
    if (first.outcome.uninstrumented && !first.thrown) return {1, false, false};
    const auto& counted = *first.execution;
    judge(parallel_case, first, 1);
    ParallelCheckSummary summary{1, true, false};
    const std::uint32_t steps = counted.steps();
    if (scheduling.kind() == Scheduling::Kind::Exhaustive) {
        explore_every_schedule(parallel_case, scheduling.bound(), steps, summary);
        return summary;
    }
    if (parallel_case.executions < 2) return summary;
    const auto strategy = schedules(scheduling, parallel_case.threads, steps, parallel_case.executions - 1);
    // Called outside a property, it has no run to draw from: the same schedules every time.
    Random fixed(0);
    const auto drawn = in_property_run() ? falsify::draw(strategy) : strategy.generate(fixed).value();
    for (const Schedule& schedule : drawn.each) (void)run_one(parallel_case, schedule, ++summary.executions);
    return summary;
}

void command_boundary(sync::detail::Execution& execution, std::size_t index, bool response) { execution.boundary(index, response); }

void run_controlled_branches(sync::detail::Execution& execution, const std::function<void(std::size_t)>& branch) { execution.run(branch); }

}  // namespace detail

}  // namespace falsify
