// Schedules: how they show, how the strategies draw them, how they shrink.
#include <falsify/gen/containers.hpp>
#include <falsify/statemachine/detail/schedules.hpp>

#include <algorithm>

namespace falsify {

void Show<Schedule>::show(std::string& out, const Schedule& schedule) {
    out += '{';
    const bool ordered = std::any_of(schedule.order.begin(), schedule.order.end(), [](std::uint32_t d) { return d != 0; });
    if (ordered) {
        out += "thread ";
        out += std::to_string(schedule.order.front() + 1);
        out += " first";
        if (schedule.order.size() > 1) {
            out += " (priority digits";
            for (const auto digit : schedule.order) {
                out += ' ';
                out += std::to_string(digit);
            }
            out += ')';
        }
        out += schedule.switches.empty() ? "" : "; ";
    }
    if (schedule.switches.empty() && !ordered) out += "no switch";
    for (std::size_t i = 0; i < schedule.switches.size(); ++i) {
        const auto& at = schedule.switches[i];
        out += i == 0 ? "switch at " : ", at ";
        out += std::to_string(at.step);
        if (at.pick != 0) {
            out += " to pick ";
            out += std::to_string(at.pick);
        }
    }
    out += '}';
}

void Show<Schedules>::show(std::string& out, const Schedules& schedules) {
    if (schedules.each.size() == 1) return Show<Schedule>::show(out, schedules.each.front());
    out += std::to_string(schedules.each.size());
    out += " schedules";
}

namespace detail {

namespace {

using Switches = std::vector<Schedule::Switch>;

Schedule with_switches(const Schedule& schedule, Switches switches) {
    Schedule out = schedule;
    out.switches = std::move(switches);
    return out;
}

Seq<Shrinkable<Schedule>> schedule_children(const Schedule& schedule, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound);

/// The tree's word is the number of threads.
Shrinkable<Schedule> schedule_tree(Schedule schedule, std::int64_t threads) {
    return Shrinkable<Schedule>::derived(std::move(schedule), &schedule_children, threads);
}

/// Fewer switches first, then earlier ones and smaller picks, then the threads' first order.
Seq<Shrinkable<Schedule>> schedule_children(const Schedule& schedule, const std::shared_ptr<const void>&, std::int64_t threads, ShrinkRound) {
    std::vector<Shrinkable<Schedule>> out;
    const auto schedule_tree = [threads](Schedule smaller) { return detail::schedule_tree(std::move(smaller), threads); };
    const Switches& switches = schedule.switches;
    const std::size_t n = switches.size();
    if (n > 0) out.push_back(schedule_tree(with_switches(schedule, {})));
    if (n >= 4) {
        out.push_back(schedule_tree(with_switches(schedule, Switches(switches.begin() + static_cast<std::ptrdiff_t>(n / 2), switches.end()))));
        out.push_back(schedule_tree(with_switches(schedule, Switches(switches.begin(), switches.begin() + static_cast<std::ptrdiff_t>(n / 2)))));
    }
    if (n > 1) {
        for (std::size_t i = 0; i < n; ++i) {
            Switches fewer = switches;
            fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
            out.push_back(schedule_tree(with_switches(schedule, std::move(fewer))));
        }
    }
    // Every schedule of one switch, up to a little past the last one: two
    // preemptions that a single one at another point would replace are not
    // one removal or one move away from it.
    if (n >= 2) {
        constexpr std::uint32_t sweep_cap = 96;
        const std::uint32_t last = std::min<std::uint32_t>(switches.back().step + 8, sweep_cap);
        // Each thread first (the same digit first, the rest in order), by the same tree's rule.
        const auto firsts = static_cast<std::uint32_t>(std::min<std::int64_t>(threads, 4));
        for (std::uint32_t first = 0; first < firsts; ++first) {
            for (std::uint32_t step = 1; step <= last; ++step) {
                Schedule single;
                if (first > 0) single.order = {first};
                single.switches = {{step, 0}};
                out.push_back(schedule_tree(std::move(single)));
            }
        }
    }
    // One switch fewer, the next one moved into the gap: a preemption and
    // the switch back replaced by one preemption a little later or earlier.
    constexpr std::uint32_t gap_tries = 16;
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const std::uint32_t from = switches[i].step;
        const std::uint32_t to = switches[i + 1].step;
        const std::uint32_t stride = (to - from + gap_tries - 1) / gap_tries;
        for (std::uint32_t step = from; step < to; step += stride) {
            Switches merged = switches;
            merged.erase(merged.begin() + static_cast<std::ptrdiff_t>(i));
            merged[i].step = step;
            out.push_back(schedule_tree(with_switches(schedule, std::move(merged))));
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t floor = i == 0 ? 0 : switches[i - 1].step + 1;
        const std::uint32_t step = switches[i].step;
        for (const std::uint32_t earlier : {floor, floor + (step - floor) / 2, step - 1}) {
            if (step == 0 || earlier >= step || earlier < floor) continue;
            Switches moved = switches;
            moved[i].step = earlier;
            out.push_back(schedule_tree(with_switches(schedule, std::move(moved))));
            if (earlier == step - 1) break;
        }
        if (switches[i].pick != 0) {
            Switches simpler = switches;
            simpler[i].pick = 0;
            out.push_back(schedule_tree(with_switches(schedule, std::move(simpler))));
        }
    }
    if (!schedule.order.empty()) {
        Schedule plain = schedule;
        plain.order.clear();
        out.push_back(schedule_tree(std::move(plain)));
        for (std::size_t i = 0; i < schedule.order.size(); ++i) {
            if (schedule.order[i] == 0) continue;
            Schedule fewer = schedule;
            fewer.order[i] = 0;
            while (!fewer.order.empty() && fewer.order.back() == 0) fewer.order.pop_back();
            out.push_back(schedule_tree(std::move(fewer)));
        }
    }
    return Seq<Shrinkable<Schedule>>::from_vector(std::move(out));
}

std::vector<std::uint32_t> random_order(Random& random, std::size_t threads) {
    std::vector<std::uint32_t> order;
    for (std::size_t i = 0; i + 1 < threads; ++i) order.push_back(static_cast<std::uint32_t>(random.below_or_equal(threads - 1 - i)));
    while (!order.empty() && order.back() == 0) order.pop_back();
    return order;
}

/// PCT (Burckhardt et al., 2010): random priorities, and depth - 1 points, uniform
/// over the run, where the running thread drops to the lowest priority.
Schedule pct_schedule(Random& random, std::size_t threads, std::uint32_t steps, int depth) {
    Schedule schedule;
    schedule.order = random_order(random, threads);
    for (int i = 1; i < depth && steps > 0; ++i) {
        const auto step = static_cast<std::uint32_t>(1 + random.below_or_equal(steps - 1));
        schedule.switches.push_back({step, 0});
    }
    std::sort(schedule.switches.begin(), schedule.switches.end(), [](auto a, auto b) { return a.step < b.step; });
    schedule.switches.erase(std::unique(schedule.switches.begin(), schedule.switches.end(), [](auto a, auto b) { return a.step == b.step; }),
                            schedule.switches.end());
    return schedule;
}

/// At every point, a thread chosen at random goes on.
Schedule random_walk_schedule(Random& random, std::size_t threads, std::uint32_t steps) {
    Schedule schedule;
    schedule.order = random_order(random, threads);
    for (std::uint32_t step = 1; step <= steps; ++step) {
        const auto pick = static_cast<std::uint32_t>(random.below_or_equal(threads - 1));
        // pick threads - 1 is the demoted running thread itself: the walk stays on it.
        if (pick + 1 < threads) schedule.switches.push_back({step, pick});
    }
    return schedule;
}

}  // namespace

Schedules schedules_of(const std::vector<Shrinkable<Schedule>>& elements) { return {gen::detail::values_of<Schedule>(elements)}; }

Gen<Schedules> schedules(Scheduling scheduling, std::size_t threads, std::uint32_t steps, std::size_t count) {
    return Gen<Schedules>("schedules(" + scheduling.to_string() + ")", [=](Random& random) {
        std::vector<Shrinkable<Schedule>> elements;
        elements.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            elements.push_back(schedule_tree(scheduling.kind() == Scheduling::Kind::RandomWalk
                                                 ? random_walk_schedule(random, threads, steps)
                                                 : pct_schedule(random, threads, steps, scheduling.bound()),
                                             static_cast<std::int64_t>(threads)));
        }
        return gen::detail::SequenceTree<Schedule, Schedules>::make(std::move(elements), 1, &schedules_of);
    });
}

}  // namespace detail

}  // namespace falsify
