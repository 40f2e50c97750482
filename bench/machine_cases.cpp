// State machines written the plain way, falsify's rule macros beside
// RapidCheck's rc::state on the same system and the same bug: per case and
// seed, at most 1000 generated sequences, then the whole descent. For each
// library: how many seeds find the bug, how many end on the minimal
// sequence, the median number of steps it ends on, and the median executions
// after the first failure.
//
//   machine_cases [seeds] [case] [--held-out] [-v]
//   (--held-out: seeds 10001, 10002, ... instead of 1, 2, ...; -v: every seed's final sequence)
//
// The cases couple arguments across steps, which is where a shrinker that
// simplifies one step at a time stalls:
//   lru_cache     an LRU cache of 3 whose get() does not refresh the key: six
//                 steps, four distinct keys, the read key shared by three steps;
//   map_insert    a store whose put() uses std::map::insert, which keeps the
//                 old value: put k, put k again with another value, get k;
//   stack_release a handle allocator whose release() assumes the last handle
//                 is released first: acquire, acquire, release the first, acquire.
#include "challenge_cases.hpp"
#include "machine_systems.hpp"
#include "rc_commands.hpp"

#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <rapidcheck.h>
#include <rapidcheck/state.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <list>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr std::size_t max_runs = 1000;

// ---- the final sequence, read back from its rendering (both libraries render steps alike)

struct Step {
    std::string rule;
    std::optional<long long> produced;  // N of "vN = rule(...)"
    std::vector<long long> arguments;   // integers, and N of an argument "vN"
};
using Steps = std::vector<Step>;

Steps parse(const std::string& shown) {
    static const std::regex step(R"((?:v(\d+) = )?(\w+)\(([^()]*)\))");
    static const std::regex argument(R"(\w+: v?(-?\d+))");
    Steps steps;
    for (auto it = std::sregex_iterator(shown.begin(), shown.end(), step); it != std::sregex_iterator(); ++it) {
        Step s;
        s.rule = (*it)[2];
        if ((*it)[1].matched) s.produced = std::stoll((*it)[1]);
        const std::string arguments = (*it)[3];
        for (auto a = std::sregex_iterator(arguments.begin(), arguments.end(), argument); a != std::sregex_iterator(); ++a)
            s.arguments.push_back(std::stoll((*a)[1]));
        steps.push_back(std::move(s));
    }
    return steps;
}

struct Sample {
    bool found = false;
    bool minimal = false;
    std::size_t steps = 0;
    std::size_t executions = 0;
    std::string shown;
};

using Runner = std::function<Sample(std::uint64_t)>;
using Judge = bool (*)(const Steps&);

Sample judged(std::string shown, std::size_t executions, Judge minimal) {
    Sample s;
    s.found = true;
    const Steps steps = parse(shown);
    s.steps = steps.size();
    s.minimal = minimal(steps);
    s.executions = executions;
    s.shown = std::move(shown);
    return s;
}

template <class Machine>
Sample with_falsify(std::uint64_t seed, Judge minimal) {
    const falsify::Result result =
        falsify::check_rules<Machine>("machine", 0, 100, falsify::Config().seed(seed).runs(max_runs).flaky_replays(0));
    if (result.outcome() != falsify::Outcome::Falsified) return {};
    const auto& ce = *result.counter_example();
    return judged(ce.shrunk_arguments.at(0).value, ce.shrink_trials, minimal);
}

/// RapidCheck's property: the sequence generated from `model`, run on a fresh system.
template <class Model, class System, class... Commands>
Sample with_rapidcheck(std::uint64_t seed, Judge minimal) {
    std::optional<std::string> last_failing;
    long executions = 0, first_failure = -1;
    rc::detail::TestParams params;
    params.seed = seed;
    params.maxSuccess = max_runs;
    challenge::QuietListener listener;
    rc::detail::checkTestable(
        [&] {
            const auto commands = *rc::state::gen::commands(Model{}, rc::state::gen::execOneOfWithArgs<Commands...>());
            ++executions;
            try {
                System system;
                rc::state::runAll(commands, Model{}, system);
            } catch (...) {
                last_failing = bench::show_commands(commands);
                if (first_failure < 0) first_failure = executions;
                throw;
            }
        },
        rc::detail::TestMetadata(), params, listener);
    if (first_failure < 0 || !last_failing) return {};
    // RapidCheck runs the minimal case once more to report it: not a shrink execution.
    return judged(*last_failing, static_cast<std::size_t>(std::max(0L, executions - first_failure - 1)), minimal);
}

// ---- lru_cache

using machines::LruCache;
using machines::LruMachine;
using machines::LruModel;

namespace lru_rc {
struct Put final : rc::state::Command<LruModel, LruCache> {
    int key = *rc::gen::inRange(0, 6);
    int value = *rc::gen::arbitrary<int>();
    void apply(LruModel& model) const override { model.put(key, value); }
    void run(const LruModel&, LruCache& cache) const override { cache.put(key, value); }
    void show(std::ostream& os) const override { os << "put(key: " << key << ", value: " << value << ")"; }
};
struct Get final : rc::state::Command<LruModel, LruCache> {
    int key = *rc::gen::inRange(0, 6);
    void apply(LruModel& model) const override { model.get(key); }
    void run(const LruModel& model, LruCache& cache) const override {
        LruModel expected = model;
        RC_ASSERT(cache.get(key) == expected.get(key));
    }
    void show(std::ostream& os) const override { os << "get(key: " << key << ")"; }
};
}  // namespace lru_rc

/// Six steps, every value 0, keys no larger than the four distinct ones needed.
bool lru_minimal(const Steps& steps) {
    if (steps.size() != 6) return false;
    for (const Step& s : steps) {
        if (s.arguments.empty() || s.arguments[0] > 3) return false;
        if (s.rule == "put" && s.arguments.at(1) != 0) return false;
    }
    return true;
}

// ---- map_insert

using machines::InsertMachine;
using machines::InsertStore;
using machines::lookup;
using machines::StoreModel;

namespace insert_rc {
struct Put final : rc::state::Command<StoreModel, InsertStore> {
    int key = *rc::gen::arbitrary<int>();
    int value = *rc::gen::arbitrary<int>();
    void apply(StoreModel& model) const override { model[key] = value; }
    void run(const StoreModel&, InsertStore& store) const override { store.put(key, value); }
    void show(std::ostream& os) const override { os << "put(key: " << key << ", value: " << value << ")"; }
};
struct Get final : rc::state::Command<StoreModel, InsertStore> {
    int key = *rc::gen::arbitrary<int>();
    void apply(StoreModel&) const override {}
    void run(const StoreModel& model, InsertStore& store) const override { RC_ASSERT(store.get(key) == lookup(model, key)); }
    void show(std::ostream& os) const override { os << "get(key: " << key << ")"; }
};
}  // namespace insert_rc

bool insert_minimal(const Steps& steps) {
    return steps.size() == 3 && steps[0].rule == "put" && steps[1].rule == "put" && steps[2].rule == "get" &&
           steps[0].arguments == std::vector<long long>{0, 0} && steps[1].arguments == std::vector<long long>{0, 1} &&
           steps[2].arguments == std::vector<long long>{0};
}

// ---- stack_release

using machines::ReleaseMachine;
using machines::StackAllocator;

namespace release_rc {
struct HandleModel {
    std::vector<long long> live;  // the ids (vN) of the handles held
    long long produced = 0;
};
/// rc::state runs commands on the system one by one and keeps no handle
/// table, so this system holds both: the allocator and what each id got.
struct System {
    StackAllocator allocator;
    std::map<long long, int> handles;
    std::set<int> held;
};
struct Acquire final : rc::state::Command<HandleModel, System> {
    long long id = 0;
    explicit Acquire(const HandleModel& model) : id(model.produced + 1) {}
    void apply(HandleModel& model) const override {
        model.live.push_back(id);
        model.produced = std::max(model.produced, id);
    }
    void run(const HandleModel&, System& system) const override {
        const int handle = system.allocator.acquire();
        RC_ASSERT(system.held.count(handle) == 0u);
        system.held.insert(handle);
        system.handles[id] = handle;
    }
    void show(std::ostream& os) const override { os << "v" << id << " = acquire()"; }
};
struct Release final : rc::state::Command<HandleModel, System> {
    long long id = 0;
    explicit Release(const HandleModel& model) {
        RC_PRE(!model.live.empty());
        id = *rc::gen::elementOf(model.live);
    }
    void checkPreconditions(const HandleModel& model) const override {
        RC_PRE(std::find(model.live.begin(), model.live.end(), id) != model.live.end());
    }
    void apply(HandleModel& model) const override { model.live.erase(std::find(model.live.begin(), model.live.end(), id)); }
    void run(const HandleModel&, System& system) const override {
        const int handle = system.handles.at(id);
        system.allocator.release(handle);
        system.held.erase(handle);
    }
    void show(std::ostream& os) const override { os << "release(handle: v" << id << ")"; }
};
}  // namespace release_rc

bool release_minimal(const Steps& steps) {
    if (steps.size() != 4) return false;
    const char* rules[] = {"acquire", "acquire", "release", "acquire"};
    for (std::size_t i = 0; i < 4; ++i)
        if (steps[i].rule != rules[i]) return false;
    return steps[0].produced && steps[2].arguments.size() == 1 && steps[2].arguments[0] == *steps[0].produced;
}

struct Case {
    const char* name;
    Runner falsify;
    Runner rapidcheck;
};

std::vector<Case> cases() {
    return {
        {"lru_cache", [](std::uint64_t s) { return with_falsify<LruMachine>(s, lru_minimal); },
         [](std::uint64_t s) { return with_rapidcheck<LruModel, LruCache, lru_rc::Put, lru_rc::Get>(s, lru_minimal); }},
        {"map_insert", [](std::uint64_t s) { return with_falsify<InsertMachine>(s, insert_minimal); },
         [](std::uint64_t s) { return with_rapidcheck<StoreModel, InsertStore, insert_rc::Put, insert_rc::Get>(s, insert_minimal); }},
        {"stack_release", [](std::uint64_t s) { return with_falsify<ReleaseMachine>(s, release_minimal); },
         [](std::uint64_t s) {
             return with_rapidcheck<release_rc::HandleModel, release_rc::System, release_rc::Acquire, release_rc::Release>(s, release_minimal);
         }},
    };
}

struct Summary {
    int found = 0, minimal = 0;
    double steps = 0, executions = 0;
};

Summary summarise(const Runner& run, int first, int seeds, bool verbose) {
    Summary s;
    std::vector<double> steps, executions;
    for (int seed = first; seed < first + seeds; ++seed) {
        const Sample x = run(static_cast<std::uint64_t>(seed));
        if (verbose) std::printf("  seed %5d: %s%s (%zu executions)\n", seed, x.found ? "" : "not found", x.shown.c_str(), x.executions);
        if (!x.found) continue;
        ++s.found;
        s.minimal += x.minimal;
        steps.push_back(static_cast<double>(x.steps));
        executions.push_back(static_cast<double>(x.executions));
    }
    s.steps = challenge::median(steps);
    s.executions = challenge::median(executions);
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    const int seeds = argc > 1 && argv[1][0] != '-' ? std::atoi(argv[1]) : 20;
    const char* only = argc > 2 && argv[2][0] != '-' ? argv[2] : nullptr;
    int first = 1;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--held-out") == 0) first = 10001;
        if (std::strcmp(argv[i], "-v") == 0) verbose = true;
    }
    std::printf("seeds %d..%d, at most %zu sequences per seed\n", first, first + seeds - 1, max_runs);
    std::printf("%-14s | %-30s | %-30s\n", "", "falsify", "RapidCheck");
    std::printf("%-14s | %5s %8s %5s %8s | %5s %8s %5s %8s\n", "case", "found", "minimal", "steps", "execs", "found", "minimal", "steps",
                "execs");
    for (const Case& c : cases()) {
        if (only && std::strcmp(only, c.name) != 0) continue;
        const Summary f = summarise(c.falsify, first, seeds, verbose);
        const Summary r = summarise(c.rapidcheck, first, seeds, verbose);
        std::printf("%-14s | %5d %4d/%-3d %5.0f %8.0f | %5d %4d/%-3d %5.0f %8.0f\n", c.name, f.found, f.minimal, seeds, f.steps, f.executions,
                    r.found, r.minimal, seeds, r.steps, r.executions);
        std::fflush(stdout);
    }
    return 0;
}
