// Shrink quality of state machines whose arguments are coupled across steps
// (the machines of bench/machine_cases.cpp), pinned on held-out seeds: every
// seed ends on the minimal sequence, keys numbered in order of use.
#include "../../bench/machine_systems.hpp"

#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>
#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

using namespace falsify;

namespace {

template <class Machine>
std::string shrunk_on(std::uint64_t seed) {
    const Result result = check_rules<Machine>("machine", 0, 100, Config().seed(seed).runs(1000).flaky_replays(0));
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    return result.counter_example()->shrunk_arguments.at(0).value;
}

// The same store through gen::commands, each command a class.
using Store = machines::InsertStore;
using StoreModel = machines::StoreModel;

struct Put final : Command<StoreModel, Store> {
    int key, value;
    Put(int key, int value) : key(key), value(value) {}
    StoreModel next_state(const StoreModel& model) const override {
        StoreModel next = model;
        next[key] = value;
        return next;
    }
    CommandResult run(const StoreModel&, Store& store) const override {
        store.put(key, value);
        return {};
    }
    std::string label() const override { return show_call("Put", key, value); }
};

struct Get final : Command<StoreModel, Store> {
    int key;
    explicit Get(int key) : key(key) {}
    CommandResult run(const StoreModel&, Store& store) const override { return store.get(key).value_or(-1); }
    bool postcondition(const StoreModel& model, const CommandResult& read) const override {
        return read == machines::lookup(model, key).value_or(-1);
    }
    std::string label() const override { return show_call("Get", key); }
};

/// The store through gen::commands, keys drawn by `keys`: every held-out seed ends on the minimum.
void check_store_minimum(const Gen<int>& keys) {
    const auto sequences = gen::commands(StoreModel{}, {gen::command<Put>(keys, gen::ints<int>()), gen::command<Get>(keys)});
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        const Result result = property("store", [](const CommandSequence<StoreModel, Store>& s) { StateMachine::check(s, [] { return Store{}; }); })
                                  .names({"sequence"})
                                  .with(param("sequence", sequences))
                                  .with(Config().seed(seed).runs(1000).flaky_replays(0))
                                  .check();
        BOOST_TEST_CONTEXT("seed " << seed) {
            BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
            BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "[Put(0, 0), Put(0, 1), Get(0)]");
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shrink_machines)

BOOST_AUTO_TEST_CASE(an_lru_cache_ends_on_six_steps_with_its_keys_numbered_in_order_of_use_on_10_held_out_seeds) {
    const std::set<std::string> minima{
        "[put(key: 0, value: 0), put(key: 1, value: 0), get(key: 0), put(key: 2, value: 0), put(key: 3, value: 0), get(key: 0)]",
        "[put(key: 0, value: 0), put(key: 1, value: 0), put(key: 2, value: 0), get(key: 0), put(key: 3, value: 0), get(key: 0)]"};
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) BOOST_TEST(minima.count(shrunk_on<machines::LruMachine>(seed)) == 1u);
    }
}

BOOST_AUTO_TEST_CASE(a_key_two_puts_and_a_get_share_shrinks_as_one_on_10_held_out_seeds) {
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed)
        BOOST_TEST(shrunk_on<machines::InsertMachine>(seed) == "[put(key: 0, value: 0), put(key: 0, value: 1), get(key: 0)]");
    }
}

BOOST_AUTO_TEST_CASE(a_released_handle_ends_as_the_first_of_two_on_10_held_out_seeds) {
    for (std::uint64_t seed = 10001; seed <= 10010; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed)
        BOOST_TEST(shrunk_on<machines::ReleaseMachine>(seed) == "[v1 = acquire(), v2 = acquire(), release(handle: v1), v3 = acquire()]");
    }
}

BOOST_AUTO_TEST_CASE(gen_commands_moves_a_shared_key_as_one_on_10_held_out_seeds) {
    check_store_minimum(gen::ints<int>());
}

BOOST_AUTO_TEST_CASE(a_shared_key_drawn_through_a_map_moves_as_one_on_10_held_out_seeds) {
    // Keys as a user may draw them: integers mapped to the keys the store uses.
    check_store_minimum(gen::ints(0, 1'000'000).map([](int k) { return 3 * k; }));
}

BOOST_AUTO_TEST_SUITE_END()
