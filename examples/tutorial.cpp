// my_tests.cpp: the tutorial's Boost.Test module, its blocks in page order.
#define BOOST_TEST_MODULE my_tests
#include <falsify/boost_test.hpp>  // properties, command sequences, rule machines

#include <algorithm>
#include <string>
#include <vector>

using namespace falsify;  // falsify::Config, falsify::param, falsify::gen, ... without the prefix

FALSIFY_PROPERTY(reversing_twice_is_identity, (std::vector<int> xs)) {
    std::vector<int> twice(xs.rbegin(), xs.rend());
    std::reverse(twice.begin(), twice.end());
    FALSIFY_ASSERT(twice == xs);
}

FALSIFY_PROPERTY(padded_numbers_parse, (int n, std::string pad),
                 param("pad", gen::string_from(" ", 0, 3)), Config().runs(500)) {
    FALSIFY_ASSERT(std::stoi(pad + std::to_string(n)) == n);
}

FALSIFY_PROPERTY(percentages_stay_in_range, (int part, int whole), gen::ints(0, 100), gen::ints(1, 100)) {
    FALSIFY_ASSUME(part <= whole);                 // a discarded run, not a failure
    const int percent = part * 100 / whole;
    FALSIFY_ASSERT(percent >= 0);
    FALSIFY_ASSERT(percent <= 100);
}

// Sorted lists: a mapped generator shrinks as the list under it.
auto sorted_lists = gen::vectors(gen::ints(-50, 50)).map([](std::vector<int> xs) {
    std::sort(xs.begin(), xs.end());
    return xs;
});

FALSIFY_PROPERTY(binary_search_finds_members, (std::vector<int> xs, int x), sorted_lists, gen::ints(-50, 50)) {
    const bool member = std::find(xs.begin(), xs.end(), x) != xs.end();
    FALSIFY_ASSERT(std::binary_search(xs.begin(), xs.end(), x) == member);
}

class Counter {
public:
    void add(int n) { value_ += n > 7 ? n - 1 : n; }  // the bug: large additions lose one
    int get() const { return value_; }

private:
    int value_ = 0;
};

using CounterCommand = falsify::Command<int, Counter>;  // the model is the expected count

struct Add final : CounterCommand {
    int n;
    explicit Add(int n) : n(n) {}
    int next_state(const int& model) const override { return model + n; }
    falsify::CommandResult run(const int&, Counter& counter) const override { counter.add(n); return {}; }
    std::string label() const override { return falsify::show_call("Add", n); }
};

struct Get final : CounterCommand {
    falsify::CommandResult run(const int&, Counter& counter) const override { return counter.get(); }
    bool postcondition(const int& model, const falsify::CommandResult& got) const override { return got == model; }
};

BOOST_AUTO_TEST_CASE(counter_matches_its_model) {
    falsify::boost_test::check_commands(0, {gen::command<Add>(gen::ints(0, 10)), gen::command<Get>()},
                                        [] { return Counter{}; });
}

class BuggyCounter {
public:
    void add(int n) { value_ += n > 7 ? n - 1 : n; }
    void reset() { value_ = 0; }
    int get() const { return value_; }

private:
    int value_ = 0;
};

class CounterMachine : public falsify::RuleMachine<CounterMachine> {
    BuggyCounter counter_;
    int model_ = 0;

public:
    FALSIFY_RULE(add, (int n), gen::ints(0, 10)) {
        counter_.add(n);
        model_ += n;
    }
    FALSIFY_RULE(reset, ()) {
        counter_.reset();
        model_ = 0;
    }
    FALSIFY_PRECONDITION(reset) { return model_ != 0; }     // false: the step is skipped
    FALSIFY_INVARIANT(matches_model) { FALSIFY_ASSERT(counter_.get() == model_); }
};

FALSIFY_RULES(counter_rules, CounterMachine, 0, 30);  // sequences of 0 to 30 steps

int largest(const std::vector<int>& xs) { return *std::max_element(xs.begin(), xs.end()); }  // fixed

FALSIFY_PROPERTY(largest_is_an_element, (std::vector<int> xs), falsify::example(std::vector<int>{-1})) {
    FALSIFY_ASSUME(!xs.empty());
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), largest(xs)) != xs.end());
}
