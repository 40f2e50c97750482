#pragma once
// Classic races, each a system written as a user writes it (reaching its
// primitives through the alias `sync`), its commands and its model, and a
// property that runs them in parallel under a given Config.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace races {

namespace sync = falsify::sync;

struct Race {
    std::string name;
    /// The property on the racy system, under `config`.
    std::function<falsify::Result(falsify::Config)> check;
};

/// Runs `System`'s parallel commands under `config`.
template <class Model, class System, class Factory>
falsify::Result parallel_property(const std::string& name, falsify::Gen<falsify::ParallelCommands<Model, System>> commands,
                                  Factory factory, falsify::Config config) {
    return falsify::property(name,
                             [factory](const falsify::ParallelCommands<Model, System>& parallel) {
                                 falsify::StateMachine::check_parallel(parallel, factory);
                             })
        .names({"commands"})
        .with(falsify::param("commands", std::move(commands)))
        .with(config)
        .check();
}

// A lost update: increment() reads, then writes.
struct Counter {
    sync::atomic<int> value{0};
    int increment() {
        const int seen = value.load();
        value.store(seen + 1);
        return seen + 1;
    }
    int get() const { return value.load(); }
};

struct Increment final : falsify::Command<int, Counter> {
    int next_state(const int& model) const override { return model + 1; }
    falsify::CommandResult run(const int&, Counter& counter) const override { return counter.increment(); }
    bool postcondition(const int& model, const falsify::CommandResult& result) const override { return result == model + 1; }
};

struct Get final : falsify::Command<int, Counter> {
    int next_state(const int& model) const override { return model; }
    falsify::CommandResult run(const int&, Counter& counter) const override { return counter.get(); }
    bool postcondition(const int& model, const falsify::CommandResult& result) const override { return result == model; }
};

inline Race lost_update() {
    return {"lost update on a counter", [](falsify::Config config) {
                namespace gen = falsify::gen;
                return parallel_property("counter", gen::parallel_commands(0, {gen::command<Increment>(), gen::command<Get>()}),
                                         [] { return std::make_unique<Counter>(); }, config);
            }};
}

// Double-checked initialisation without the second check: two threads that
// both see it missing both make it.
struct Lazy {
    sync::atomic<bool> ready{false};
    sync::mutex mutex;
    int made = 0;
    int get() {
        if (!ready.load(std::memory_order_acquire)) {
            sync::lock_guard<sync::mutex> hold(mutex);
            ++made;  // the bug: not checked again under the lock
            ready.store(true, std::memory_order_release);
        }
        sync::lock_guard<sync::mutex> hold(mutex);
        return made;
    }
};

struct GetInstance final : falsify::Command<int, Lazy> {
    int next_state(const int&) const override { return 1; }
    falsify::CommandResult run(const int&, Lazy& lazy) const override { return lazy.get(); }
    bool postcondition(const int&, const falsify::CommandResult& result) const override { return result == 1; }
    std::string label() const override { return "GetInstance()"; }
};

inline Race double_checked_initialisation() {
    return {"double-checked initialisation", [](falsify::Config config) {
                namespace gen = falsify::gen;
                return parallel_property("lazy", gen::parallel_commands(0, {gen::command<GetInstance>()}),
                                         [] { return std::make_unique<Lazy>(); }, config);
            }};
}

// A queue whose size is counted apart from its contents: an item is visible
// before it is counted, so a poll can take it first and the size goes below zero.
struct CountedQueue {
    sync::mutex mutex;
    std::deque<int> items;
    sync::atomic<int> count{0};
    void offer(int value) {
        {
            sync::lock_guard<sync::mutex> hold(mutex);
            items.push_back(value);
        }
        count.fetch_add(1);  // the bug: counted after the lock is gone
    }
    std::optional<int> poll() {
        sync::lock_guard<sync::mutex> hold(mutex);
        if (items.empty()) return std::nullopt;
        const int value = items.front();
        items.pop_front();
        count.fetch_sub(1);
        return value;
    }
    int size() const { return count.load(); }
};

using QueueModel = std::deque<int>;

struct Offer final : falsify::Command<QueueModel, CountedQueue> {
    int value;
    explicit Offer(int value) : value(value) {}
    QueueModel next_state(const QueueModel& model) const override {
        QueueModel next = model;
        next.push_back(value);
        return next;
    }
    falsify::CommandResult run(const QueueModel&, CountedQueue& queue) const override {
        queue.offer(value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Offer", value); }
};

struct Poll final : falsify::Command<QueueModel, CountedQueue> {
    QueueModel next_state(const QueueModel& model) const override {
        QueueModel next = model;
        if (!next.empty()) next.pop_front();
        return next;
    }
    falsify::CommandResult run(const QueueModel&, CountedQueue& queue) const override { return queue.poll(); }
    bool postcondition(const QueueModel& model, const falsify::CommandResult& result) const override {
        return result == (model.empty() ? std::optional<int>() : std::optional<int>(model.front()));
    }
};

struct Size final : falsify::Command<QueueModel, CountedQueue> {
    QueueModel next_state(const QueueModel& model) const override { return model; }
    falsify::CommandResult run(const QueueModel&, CountedQueue& queue) const override { return queue.size(); }
    bool postcondition(const QueueModel& model, const falsify::CommandResult& result) const override {
        return result == static_cast<int>(model.size());
    }
};

inline Race size_and_contents() {
    return {"queue size and contents disagree", [](falsify::Config config) {
                namespace gen = falsify::gen;
                return parallel_property(
                    "counted queue",
                    gen::parallel_commands(QueueModel{}, {gen::command<Offer>(gen::ints(0, 9)), gen::command<Poll>(), gen::command<Size>()}),
                    [] { return std::make_unique<CountedQueue>(); }, config);
            }};
}

}  // namespace races
