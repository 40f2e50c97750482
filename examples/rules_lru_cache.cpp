// An LRU cache of capacity 3 whose get() forgets to mark the key as recently
// used, so eviction throws out a key that was just read. Written as a rule
// machine: the cache and a simple model live in one class, and each member
// function declared with FALSIFY_RULE is one kind of step. The run shrinks to
// the six steps the bug needs: put 0, put 1, get 0, put 2, put 3 (which evicts
// 0 instead of 1), get 0; the report names the rule and the step that failed.
#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <algorithm>
#include <cstddef>
#include <iostream>
#include <list>
#include <optional>
#include <utility>

namespace {

class LruCache {
public:
    explicit LruCache(std::size_t capacity) : capacity_(capacity) {}

    void put(int key, int value) {
        erase(key);
        entries_.emplace_front(key, value);
        if (entries_.size() > capacity_) entries_.pop_back();
    }
    std::optional<int> get(int key) {
        // The bug: the entry is found but not moved to the front.
        for (const auto& [k, v] : entries_)
            if (k == key) return v;
        return std::nullopt;
    }
    std::size_t size() const { return entries_.size(); }

private:
    void erase(int key) {
        entries_.remove_if([key](const auto& entry) { return entry.first == key; });
    }
    std::size_t capacity_;
    std::list<std::pair<int, int>> entries_;  // most recently used first
};

class CacheMachine : public falsify::RuleMachine<CacheMachine> {
    static constexpr std::size_t capacity = 3;
    LruCache cache_{capacity};
    std::list<std::pair<int, int>> model_;  // the same policy, written plainly

    std::list<std::pair<int, int>>::iterator find(int key) {
        return std::find_if(model_.begin(), model_.end(), [key](const auto& entry) { return entry.first == key; });
    }

public:
    FALSIFY_RULE(put, (int key, int value), falsify::gen::ints(0, 5)) {
        cache_.put(key, value);
        if (auto found = find(key); found != model_.end()) model_.erase(found);
        model_.emplace_front(key, value);
        if (model_.size() > capacity) model_.pop_back();
    }
    FALSIFY_RULE(get, (int key), falsify::gen::ints(0, 5)) {
        std::optional<int> expected;
        if (auto found = find(key); found != model_.end()) {
            expected = found->second;
            model_.splice(model_.begin(), model_, found);  // reading makes it the most recent
        }
        FALSIFY_ASSERT(cache_.get(key) == expected);
    }
    FALSIFY_INVARIANT(within_capacity) { return cache_.size() <= capacity; }
};

}  // namespace

int main() {
    const falsify::Result result = falsify::check_rules<CacheMachine>("lru_cache", 0, 50);
    if (result.passed()) {
        std::cout << "Every rule sequence matched the model: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
