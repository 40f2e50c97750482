// The failure reports page's plain-API program: three reports and their drafts
// (a vector, two integers of which one does not matter, a command sequence),
// each with a pinned seed so that what the page shows never changes.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <algorithm>
#include <iostream>
#include <vector>

namespace gen = falsify::gen;

/// A store whose Check() fails once a key above 2 was put.
struct Store {
    std::vector<int> keys;
};
using StoreCommand = falsify::Command<int, Store>;
struct Put final : StoreCommand {
    int key;
    explicit Put(int key) : key(key) {}
    falsify::CommandResult run(const int&, Store& store) const override { store.keys.push_back(key); return {}; }
    std::string label() const override { return falsify::show_call("Put", key); }
};
struct Check final : StoreCommand {
    falsify::CommandResult run(const int&, Store& store) const override {
        return std::none_of(store.keys.begin(), store.keys.end(), [](int key) { return key > 2; });
    }
    bool postcondition(const int&, const falsify::CommandResult& fine) const override { return fine.as<bool>(); }
};

/// Prints a property's report and its draft, as a test framework's face would; false when it passed.
template <class Property>
bool report(const Property& property) {
    const falsify::Result result = property.check();
    std::cout << result.message() << '\n' << falsify::regression_draft(result, property.definition()) << "\n\n";
    return !result.passed();
}

int main() {
    const falsify::Config pinned = falsify::Config().seed(4);
    bool found = true;
    found = report(falsify::property("no_42", [](const std::vector<int>& xs) {
        FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
    }, gen::vectors(gen::ints(0, 100)), pinned).names({"xs"})) && found;
    found = report(falsify::property("a_is_small", [](int a, int b) {
        FALSIFY_ASSERT(a <= 10);
        (void)b;  // b does not matter, and the explain phase says so
    }, gen::ints(0, 100), gen::ints(0, 100), pinned).names({"a", "b"})) && found;
    found = report(falsify::property("store", [](const falsify::CommandSequence<int, Store>& commands) {
        falsify::StateMachine::check(commands, [] { return Store{}; });
    }, gen::commands(0, {gen::command<Put>(gen::ints(0, 100)), gen::command<Check>()}), pinned).names({"commands"})) && found;
    return found ? 0 : 1;  // every property fails on purpose
}
