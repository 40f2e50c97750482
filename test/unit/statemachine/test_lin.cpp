// Linearizability from a class alone (falsify::lin): no model is written, each
// result is judged by a sequential run of the same class. A locked stack
// passes; a check-then-act stack and a lost-update counter fail, shrink to the
// fewest calls and replay exactly; a spec that cannot work is refused.
#include "support.hpp"

#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

BOOST_AUTO_TEST_SUITE(lin_spec)

namespace {

namespace fs = falsify::sync;

/// A stack behind a readers-writer lock. With `check_then_act`, pop() reads
/// the top under the shared lock and removes it under the exclusive one: two
/// overlapping pops return the same item.
class Stack {
public:
    explicit Stack(bool check_then_act = false) : check_then_act_(check_then_act) {}
    void push(int value) {
        fs::unique_lock<fs::shared_mutex> write(mutex_);
        items_.push_back(value);
    }
    std::optional<int> pop() {
        if (!check_then_act_) {
            fs::unique_lock<fs::shared_mutex> write(mutex_);
            if (items_.empty()) return std::nullopt;
            const int top = items_.back();
            items_.pop_back();
            return top;
        }
        int top = 0;
        {
            fs::shared_lock<fs::shared_mutex> read(mutex_);
            if (items_.empty()) return std::nullopt;
            top = items_.back();
        }
        fs::unique_lock<fs::shared_mutex> write(mutex_);
        if (!items_.empty()) items_.pop_back();
        return top;
    }
    std::size_t size() const {
        fs::shared_lock<fs::shared_mutex> read(mutex_);
        return items_.size();
    }
    /// Throws on an empty stack: its exception is a result like any other.
    int top() const {
        fs::shared_lock<fs::shared_mutex> read(mutex_);
        if (items_.empty()) throw std::out_of_range("empty stack");
        return items_.back();
    }

private:
    bool check_then_act_;
    mutable fs::shared_mutex mutex_;
    std::vector<int> items_;
};

falsify::lin::Spec<Stack> stack_spec(bool check_then_act) {
    return falsify::lin::spec<Stack>([check_then_act] { return std::make_unique<Stack>(check_then_act); })
        .method("push", &Stack::push)
        .method("pop", &Stack::pop);
}

falsify::Result check_stack(bool check_then_act, falsify::Config config) {
    return falsify::lin::check_property("lin stack", stack_spec(check_then_act), config);
}

/// A counter whose increment loads, then stores: two overlapping increments lose one.
class Counter {
public:
    int increment() {
        const int seen = value_.load();
        value_.store(seen + 1);
        return seen + 1;
    }
    int get() const { return value_.load(); }

private:
    fs::atomic<int> value_{0};
};

/// A locked map: methods of two parameters, one passed by const reference.
class Map {
public:
    void put(int key, const std::string& value) {
        fs::lock_guard<fs::mutex> lock(mutex_);
        entries_[key] = value;
    }
    std::optional<std::string> get(int key) const {
        fs::lock_guard<fs::mutex> lock(mutex_);
        const auto found = entries_.find(key);
        if (found == entries_.end()) return std::nullopt;
        return found->second;
    }

private:
    mutable fs::mutex mutex_;
    std::map<int, std::string> entries_;
};

std::size_t calls_in(const std::string& commands) { return static_cast<std::size_t>(std::count(commands.begin(), commands.end(), '(')); }

}  // namespace

BOOST_AUTO_TEST_CASE(a_locked_stack_is_linearizable) {
    const falsify::Result result = check_stack(false, falsify::Config().seed(5).runs(40));
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_CASE(a_check_then_act_stack_fails_and_shrinks_to_three_calls) {
    std::size_t three_calls = 0;
    std::size_t canonical = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const falsify::Result result = check_stack(true, falsify::Config().seed(seed));
        BOOST_TEST_REQUIRE(!result.passed(), "seed " << seed);
        const std::string commands = falsify::test::shrunk_argument(*result.counter_example(), "commands");
        // Three calls are the fewest; as with hand-written commands, the
        // shrinker may stop at four, where no deletion keeps the race under
        // the schedule found so far.
        BOOST_TEST(calls_in(commands) <= 4u, result.message());
        if (calls_in(commands) == 3) ++three_calls;
        if (commands == "[push(0)] | [pop()] || [pop()]") ++canonical;
        // The calls read as calls, with what they returned.
        BOOST_TEST(result.message().find("pop() -> 0") != std::string::npos, result.message());
        BOOST_TEST(result.message().find("under the scheduler") != std::string::npos, result.message());
        BOOST_TEST(result.message().find("1 of them preemption(s)") != std::string::npos, result.message());
    }
    BOOST_TEST(three_calls >= 8u);
    BOOST_TEST(canonical >= 5u);
}

BOOST_AUTO_TEST_CASE(the_seed_and_path_replay_the_same_failure_every_time) {
    const falsify::Result first = check_stack(true, falsify::Config().seed(8));
    BOOST_TEST_REQUIRE(!first.passed());
    const auto& found = *first.counter_example();
    for (int replay = 0; replay < 20; ++replay) {
        const falsify::Result again = check_stack(true, falsify::Config().seed(found.seed).path(found.path));
        BOOST_TEST_REQUIRE(!again.passed(), "replay " << replay);
        BOOST_TEST(falsify::test::failure_text(again) == falsify::test::failure_text(first), "replay " << replay);
        BOOST_TEST(falsify::test::shrunk_argument(*again.counter_example(), "commands") == falsify::test::shrunk_argument(found, "commands"));
    }
}

BOOST_AUTO_TEST_CASE(a_lost_update_fails_with_two_increments) {
    const auto spec = falsify::lin::spec<Counter>().method("increment", &Counter::increment).method("get", &Counter::get);
    const falsify::Result result = falsify::lin::check_property("lin counter", spec, falsify::Config().seed(2));
    BOOST_TEST_REQUIRE(!result.passed());
    BOOST_TEST(falsify::test::shrunk_argument(*result.counter_example(), "commands") == "[] | [increment()] || [increment()]", result.message());
    BOOST_TEST(result.message().find("increment() -> 1") != std::string::npos, result.message());
}

BOOST_AUTO_TEST_CASE(explicit_generators_lambdas_and_exceptions) {
    // An argument drawn by the generator given; a callable taking the
    // instance first; a call that throws, compared by its exception.
    const auto spec = falsify::lin::spec<Stack>()
                          .method("push_small", &Stack::push, falsify::gen::ints(0, 9))
                          .method("pop", &Stack::pop)
                          .method("top", &Stack::top)
                          .method("is_empty", [](const Stack& stack) { return stack.size() == 0; })
                          .method("size", &Stack::size);
    std::vector<std::string> labels;
    const falsify::Result result = falsify::property(
                                       "lin stack, every kind of method",
                                       [&](const falsify::lin::ParallelCalls<Stack>& commands) {
                                           labels.push_back(commands.show());
                                           falsify::lin::check(spec, commands, {.executions = 8});
                                       },
                                       falsify::lin::commands(spec, {.branches = 2, .max_prefix = 3, .max_branch = 2}))
                                       .with(falsify::Config().seed(11).runs(40))
                                       .check();
    BOOST_TEST(result.passed(), result.message());
    bool small_pushes = false;
    for (const std::string& label : labels) {
        for (std::size_t at = label.find("push_small("); at != std::string::npos; at = label.find("push_small(", at + 1)) {
            small_pushes = true;
            const char digit = label[at + 11];
            BOOST_TEST((digit >= '0' && digit <= '9' && label[at + 12] == ')'), label);
        }
    }
    BOOST_TEST(small_pushes);

    // A call reads as `name(arguments) -> result`; an exception is its result.
    falsify::Random random(1);
    const auto stack = spec.make();
    const auto model = spec.initial_model();
    const auto call = [&](std::size_t method) { return spec.generators().at(method).generate(random).value(); };
    BOOST_TEST(call(2)->label() == "top()");
    BOOST_TEST(call(2)->run(model, *stack).show() == "threw out_of_range(\"empty stack\")");
    BOOST_TEST(call(1)->run(model, *stack).show() == "nullopt");
    const auto push = call(0);
    BOOST_TEST(push->run(model, *stack).show() == "(none)");
    BOOST_TEST(call(4)->run(model, *stack).show() == "1");
    BOOST_TEST(falsify::show(push->next_state(model)) == "[" + push->label() + "]");
}

BOOST_AUTO_TEST_CASE(the_first_arguments_from_the_generators_given_the_others_by_type) {
    const auto spec = falsify::lin::spec<Map>()
                          .method("put", &Map::put, falsify::gen::ints(0, 2))  // the key given, the value by type
                          .method("get", &Map::get, falsify::gen::ints(0, 2));
    std::size_t puts = 0;
    const falsify::Result result = falsify::property(
                                       "lin map",
                                       [&](const falsify::lin::ParallelCalls<Map>& commands) {
                                           const std::string shown = commands.show();
                                           for (auto at = shown.find("put("); at != std::string::npos; at = shown.find("put(", at + 1)) {
                                               ++puts;
                                               BOOST_TEST((shown[at + 4] >= '0' && shown[at + 4] <= '2' && shown[at + 5] == ','), shown);
                                           }
                                           falsify::lin::check(spec, commands, {.executions = 4});
                                       },
                                       falsify::lin::commands(spec))
                                       .with(falsify::Config().seed(7).runs(25))
                                       .check();
    BOOST_TEST(result.passed(), result.message());
    BOOST_TEST(puts > 0u);
}

BOOST_AUTO_TEST_CASE(a_spec_that_cannot_work_is_refused) {
    const auto empty = falsify::lin::spec<Stack>();
    BOOST_TEST(falsify::test::error_of([&] { (void)falsify::lin::commands(empty); }) ==
               "lin::commands(): the spec of Stack lists no methods, so there is nothing to call; add some with "
               ".method(\"name\", &Stack::name)");
    BOOST_TEST(falsify::test::error_of([&] { (void)falsify::lin::check_property("no methods", empty); }).find("lists no methods") != std::string::npos);

    BOOST_TEST(falsify::test::error_of([] { falsify::lin::spec<Stack>().method("pop", &Stack::pop).method("pop", &Stack::size); })
                   .find("two methods are named \"pop\"") != std::string::npos);
    BOOST_TEST(falsify::test::error_of([] { falsify::lin::spec<Stack>().method("", &Stack::pop); }).find("name is empty") != std::string::npos);
    std::optional<int> (Stack::*none)() = nullptr;
    BOOST_TEST(falsify::test::error_of([&] { falsify::lin::spec<Stack>().method("pop", none); }).find("is a null pointer") != std::string::npos);

    const auto null_factory = falsify::lin::spec<Stack>([] { return std::unique_ptr<Stack>(); }).method("pop", &Stack::pop);
    const falsify::Result made_nothing = falsify::lin::check_property("null factory", null_factory, falsify::Config().runs(1));
    BOOST_TEST_REQUIRE(!made_nothing.passed());
    BOOST_TEST(made_nothing.message().find("the factory returned a null pointer") != std::string::npos, made_nothing.message());
}

BOOST_AUTO_TEST_SUITE_END()
