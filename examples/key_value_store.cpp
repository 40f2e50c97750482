// A key-value store with a one-entry read cache: get() remembers the last key
// it read, put() refreshes that entry, but remove() forgets to drop it. Reading
// a removed key then returns the stale value, but only after a read has cached
// the key, so the bug needs an interleaving: put, get, remove, get, one key.
// Remove applies only to a key the model holds, so when shrinking deletes the
// Put before it, StateMachine::check skips it instead of failing.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>

#include <iostream>
#include <map>
#include <optional>
#include <string>

namespace {

class CachedStore {
public:
    void put(const std::string& key, int value) {
        data_[key] = value;
        if (cached_key_ == key) cached_value_ = value;
    }
    void remove(const std::string& key) { data_.erase(key); }  // the bug: the cache keeps the key
    std::optional<int> get(const std::string& key) {
        if (cached_key_ != key) {
            const auto found = data_.find(key);
            cached_key_ = key;
            cached_value_ = found == data_.end() ? std::nullopt : std::optional<int>(found->second);
        }
        return cached_value_;
    }

private:
    std::map<std::string, int> data_;
    std::optional<std::string> cached_key_;
    std::optional<int> cached_value_;
};

using Model = std::map<std::string, int>;
using StoreCommand = falsify::Command<Model, CachedStore>;

struct Put final : StoreCommand {
    std::string key;
    int value;
    Put(std::string key, int value) : key(std::move(key)), value(value) {}
    Model next_state(const Model& model) const override {
        Model next = model;
        next[key] = value;
        return next;
    }
    falsify::CommandResult run(const Model&, CachedStore& store) const override {
        store.put(key, value);
        return {};
    }
    std::string label() const override { return falsify::show_call("Put", key, value); }
};

struct Get final : StoreCommand {
    std::string key;
    explicit Get(std::string key) : key(std::move(key)) {}
    falsify::CommandResult run(const Model&, CachedStore& store) const override { return store.get(key); }
    bool postcondition(const Model& model, const falsify::CommandResult& read) const override {
        const auto found = model.find(key);
        return read == (found == model.end() ? std::nullopt : std::optional<int>(found->second));
    }
    std::string label() const override { return falsify::show_call("Get", key); }
};

struct Remove final : StoreCommand {
    std::string key;
    explicit Remove(std::string key) : key(std::move(key)) {}
    bool precondition(const Model& model) const override { return model.count(key) > 0; }
    Model next_state(const Model& model) const override {
        Model next = model;
        next.erase(key);
        return next;
    }
    falsify::CommandResult run(const Model&, CachedStore& store) const override {
        store.remove(key);
        return {};
    }
    std::string label() const override { return falsify::show_call("Remove", key); }
};

}  // namespace

int main() {
    namespace gen = falsify::gen;
    const auto keys = gen::elements<std::string>({"a", "b", "c"});
    auto result = falsify::check_commands("cached_store", Model{},
                                          {gen::command<Put>(keys, gen::ints(0, 100)), gen::command<Get>(keys), gen::command<Remove>(keys)},
                                          [] { return CachedStore{}; }, falsify::Config().runs(1000));
    if (result.passed()) {
        std::cout << "Every command sequence matched the model: the stale-cache bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
