// Shrinking a failing 100-command sequence: falsify's gen::commands beside
// RapidCheck's rc::state on the same model and the same bug, over fixed seeds.
//
// The system is a stack that keeps its items in a std::multiset, so pop()
// takes the smallest item: wrong after two pushes whose newer item is the
// larger. The minimal counterexample is [Push(0), Push(1), Pop()].
//
// For each library the seeds are the first ones (from 0) whose first generated
// sequence has exactly 100 commands and fails. RapidCheck's sequence is shrunk
// by the same greedy walk as rc::detail::shrinkTestCase (first failing shrink
// accepted, its shrinks searched next), which is not in its public headers.
// Trials count executed candidates; the time covers generation, the failing
// run and the whole descent (best of 5).
#include "rc_commands.hpp"

#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <rapidcheck.h>
#include <rapidcheck/state.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

constexpr std::size_t length = 100;
constexpr int seeds_per_library = 5;
constexpr int repetitions = 5;
const std::string minimal = "[Push(0), Push(1), Pop()]";

class SortedStack {
public:
    void push(int value) { items_.insert(value); }
    int pop() {
        if (items_.empty()) throw std::out_of_range("pop on an empty stack");
        const int value = *items_.begin();
        items_.erase(items_.begin());
        return value;
    }

private:
    std::multiset<int> items_;
};

using Model = std::vector<int>;

// ---- falsify

namespace f {

using StackCommand = falsify::Command<Model, SortedStack>;

struct Push final : StackCommand {
    int value;
    explicit Push(int value) : value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const Model&, SortedStack& stack) const override {
        stack.push(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Push", value); }
};

struct Pop final : StackCommand {
    bool precondition(const Model& model) const override { return !model.empty(); }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.pop_back();
        return next;
    }
    falsify::CommandResult run(const Model&, SortedStack& stack) const override { return stack.pop(); }
    bool postcondition(const Model& model, const falsify::CommandResult& popped) const override { return popped == model.back(); }
};

using Sequence = falsify::CommandSequence<Model, SortedStack>;

falsify::Gen<Sequence> sequences() {
    namespace gen = falsify::gen;
    return gen::commands(Model{}, {gen::command<Push>(gen::ints(0, 100)), gen::command<Pop>()}, 0, length);
}

bool fails(const Sequence& sequence) {
    try {
        falsify::StateMachine::check(sequence, [] { return SortedStack{}; });
        return false;
    } catch (const std::exception&) {
        return true;
    }
}

std::vector<std::uint64_t> seeds() {
    std::vector<std::uint64_t> found;
    const auto gen = sequences();
    for (std::uint64_t seed = 0; found.size() < seeds_per_library; ++seed) {
        falsify::Random random(seed);
        const Sequence sequence = gen.generate(random).value();
        if (sequence.size() == length && fails(sequence)) found.push_back(seed);
    }
    return found;
}

falsify::Result shrink(std::uint64_t seed) {
    return falsify::property(
               "stack", [](const Sequence& sequence) { falsify::StateMachine::check(sequence, [] { return SortedStack{}; }); },
               sequences(),
               // One run: a phase of one run draws its sizes from the whole range (no small-first
               // ramp), so the run meets the 100-command sequence seeds() found.
               falsify::Config().seed(seed).runs(1).flaky_replays(0))
        .names({"sequence"})
        .check();
}

}  // namespace f

// ---- RapidCheck

namespace r {

using StackCommand = rc::state::Command<Model, SortedStack>;

struct Push final : StackCommand {
    int value = *rc::gen::inRange(0, 101);
    void apply(Model& model) const override { model.push_back(value); }
    void run(const Model&, SortedStack& stack) const override { stack.push(value); }
    void show(std::ostream& os) const override { os << "Push(" << value << ")"; }
};

struct Pop final : StackCommand {
    void checkPreconditions(const Model& model) const override { RC_PRE(!model.empty()); }
    void apply(Model& model) const override { model.pop_back(); }
    void run(const Model& model, SortedStack& stack) const override { RC_ASSERT(stack.pop() == model.back()); }
    void show(std::ostream& os) const override { os << "Pop()"; }
};

using Commands = rc::state::Commands<StackCommand>;

auto sequences() { return rc::state::gen::commands(Model{}, rc::state::gen::execOneOfWithArgs<Push, Pop>()); }

// As a property body sees it: an RC_ASSERT, or any other exception, fails the case.
bool fails(const Commands& commands) {
    try {
        SortedStack stack;
        rc::state::runAll(commands, Model{}, stack);
        return false;
    } catch (const rc::detail::CaseResult& result) {
        return result.type == rc::detail::CaseResult::Type::Failure;
    } catch (const std::exception&) {
        return true;
    }
}

std::string show(const Commands& commands) { return bench::show_commands(commands); }

// Size 99: RapidCheck draws the length as (random % (size + 1)) + 1, so 1..100.
constexpr int size = static_cast<int>(length) - 1;

std::vector<std::uint64_t> seeds() {
    std::vector<std::uint64_t> found;
    const auto gen = sequences();
    for (std::uint64_t seed = 0; found.size() < seeds_per_library; ++seed) {
        const Commands commands = gen(rc::Random(seed), size).value();
        if (commands.size() == length && fails(commands)) found.push_back(seed);
    }
    return found;
}

struct Shrunk {
    Commands commands;
    std::size_t steps = 0;
    std::size_t trials = 0;
};

Shrunk shrink(std::uint64_t seed) {
    auto best = sequences()(rc::Random(seed), size);
    Shrunk out;
    if (!fails(best.value())) throw std::logic_error("the RapidCheck sequence does not fail");
    auto shrinks = best.shrinks();
    while (auto candidate = shrinks.next()) {
        ++out.trials;
        if (fails(candidate->value())) {
            best = std::move(*candidate);
            shrinks = best.shrinks();
            ++out.steps;
        }
    }
    out.commands = best.value();
    return out;
}

}  // namespace r

double best_ms(const std::function<void()>& f) {
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < repetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        f();
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

}  // namespace

int main() {
    std::printf("shrinking a failing %zu-command sequence (stack whose Pop takes the smallest item), best of %d, release build\n",
                length, repetitions);
    std::printf("  %-11s %5s %7s %6s %9s  %s\n", "library", "seed", "trials", "steps", "time ms", "shrunk");
    const auto falsify_seeds = f::seeds();
    const auto rapidcheck_seeds = r::seeds();
    std::size_t falsify_trials = 0, rapidcheck_trials = 0;
    double falsify_ms = 0, rapidcheck_ms = 0;
    int falsify_minimal = 0, rapidcheck_minimal = 0;
    for (int i = 0; i < seeds_per_library; ++i) {
        const auto falsify_result = f::shrink(falsify_seeds[i]);
        const auto& ce = *falsify_result.counter_example();
        const double f_ms = best_ms([&] { f::shrink(falsify_seeds[i]); });
        const std::string& f_shrunk = ce.shrunk_arguments.at(0).value;
        std::printf("  %-11s %5llu %7zu %6zu %9.2f  %s\n", "falsify", static_cast<unsigned long long>(falsify_seeds[i]),
                    ce.shrink_trials, ce.shrink_steps, f_ms, f_shrunk.c_str());

        const auto rapidcheck_result = r::shrink(rapidcheck_seeds[i]);
        const double r_ms = best_ms([&] { r::shrink(rapidcheck_seeds[i]); });
        const std::string r_shrunk = r::show(rapidcheck_result.commands);
        std::printf("  %-11s %5llu %7zu %6zu %9.2f  %s\n", "RapidCheck", static_cast<unsigned long long>(rapidcheck_seeds[i]),
                    rapidcheck_result.trials, rapidcheck_result.steps, r_ms, r_shrunk.c_str());

        falsify_trials += ce.shrink_trials;
        rapidcheck_trials += rapidcheck_result.trials;
        falsify_ms += f_ms;
        rapidcheck_ms += r_ms;
        falsify_minimal += f_shrunk == minimal;
        rapidcheck_minimal += r_shrunk == minimal;
    }
    const double n = seeds_per_library;
    std::printf("  mean: falsify %.1f trials, %.2f ms, minimal on %d/%d seeds; RapidCheck %.1f trials, %.2f ms, minimal on %d/%d seeds\n",
                static_cast<double>(falsify_trials) / n, falsify_ms / n, falsify_minimal, seeds_per_library,
                static_cast<double>(rapidcheck_trials) / n, rapidcheck_ms / n, rapidcheck_minimal, seeds_per_library);
    std::printf("  falsify / RapidCheck trials %.2fx, time %.2fx   (target: fewer trials, minimal on every seed)\n",
                static_cast<double>(falsify_trials) / static_cast<double>(rapidcheck_trials), falsify_ms / rapidcheck_ms);
    return 0;
}
