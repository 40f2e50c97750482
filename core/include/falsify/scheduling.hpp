#pragma once
// Scheduling: how StateMachine::check_parallel interleaves a parallel case's
// threads. Under a controlled strategy the threads run one at a time and
// falsify chooses, at every operation on a falsify::sync primitive, which
// thread goes on: the schedule is drawn like any other value, so it shrinks
// and the Replay: line reproduces it. Config::scheduling sets it and
// PROPERTY_SCHEDULE overrides it, in the same words as to_string().
#include <string>
#include <string_view>

namespace falsify {

class Scheduling {
public:
    enum class Kind {
        /// PCT of depth 3 when making the system (and running the prefix)
        /// made a falsify::sync primitive, else real threads.
        Automatic,
        /// Real threads released together, run many times (a race that
        /// shows only by timing does not replay exactly).
        Threads,
        /// At every operation, a random thread goes on.
        RandomWalk,
        /// Probabilistic concurrency testing: random thread priorities and
        /// depth - 1 random points where the running thread is demoted.
        Pct,
        /// Every schedule with at most `bound` preemptions, fewest first.
        Exhaustive,
    };

    /// The default.
    static Scheduling automatic() noexcept { return Scheduling(Kind::Automatic, 3); }
    static Scheduling threads() noexcept { return Scheduling(Kind::Threads, 0); }
    static Scheduling random_walk() noexcept { return Scheduling(Kind::RandomWalk, 0); }
    /// `depth` 1 to 10: a bug that needs d ordering constraints is found with
    /// probability at least 1 / (n * k^(d-1)) per schedule, for n threads and k steps.
    static Scheduling pct(int depth);
    /// `max_preemptions` 0 to 4.
    static Scheduling exhaustive(int max_preemptions);
    /// "auto", "threads", "random", "pct", "pct:D", "exhaustive", "exhaustive:P";
    /// anything else is refused with std::invalid_argument naming `source`.
    static Scheduling parse(std::string_view text, const char* source = "a scheduling");

    Kind kind() const noexcept { return kind_; }
    /// PCT's depth, or the exhaustive search's preemption bound.
    int bound() const noexcept { return bound_; }
    /// Whether threads run one at a time under falsify's scheduler (Automatic
    /// does when the code under test uses falsify::sync).
    bool controlled() const noexcept { return kind_ != Kind::Threads; }
    /// In parse()'s words: "pct:3".
    std::string to_string() const;

    friend bool operator==(const Scheduling&, const Scheduling&) = default;

private:
    Scheduling(Kind kind, int bound) noexcept : kind_(kind), bound_(bound) {}
    Kind kind_;
    int bound_;
};

}  // namespace falsify

// What the declarations above are made of.
#include <falsify/detail/scheduling.hpp>
