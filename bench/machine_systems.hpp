#pragma once
// The systems, models and rule machines of the state-machine bench cases
// (machine_cases.cpp), shared with the tests that pin their minima.
#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <algorithm>
#include <cstddef>
#include <list>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace machines {

// ---- lru_cache: an LRU cache of 3 whose get() does not refresh the key

class LruCache {
public:
    static constexpr std::size_t capacity = 3;
    void put(int key, int value) {
        entries_.remove_if([key](const auto& entry) { return entry.first == key; });
        entries_.emplace_front(key, value);
        if (entries_.size() > capacity) entries_.pop_back();
    }
    std::optional<int> get(int key) const {  // the bug: a read does not move the entry to the front
        for (const auto& [k, v] : entries_)
            if (k == key) return v;
        return std::nullopt;
    }

private:
    std::list<std::pair<int, int>> entries_;  // most recently used first
};

/// The policy written plainly: most recently used first.
struct LruModel {
    std::list<std::pair<int, int>> entries;
    void put(int key, int value) {
        get(key);
        if (!entries.empty() && entries.front().first == key) entries.pop_front();
        entries.emplace_front(key, value);
        if (entries.size() > LruCache::capacity) entries.pop_back();
    }
    std::optional<int> get(int key) {
        const auto found = std::find_if(entries.begin(), entries.end(), [key](const auto& entry) { return entry.first == key; });
        if (found == entries.end()) return std::nullopt;
        entries.splice(entries.begin(), entries, found);
        return entries.front().second;
    }
};

class LruMachine : public falsify::RuleMachine<LruMachine> {
    LruCache cache_;
    LruModel model_;

public:
    FALSIFY_RULE(put, (int key, int value), falsify::param("key", falsify::gen::ints(0, 5))) {
        cache_.put(key, value);
        model_.put(key, value);
    }
    FALSIFY_RULE(get, (int key), falsify::param("key", falsify::gen::ints(0, 5))) { FALSIFY_ASSERT(cache_.get(key) == model_.get(key)); }
};

// ---- map_insert: a store whose put() uses std::map::insert, which keeps the old value

class InsertStore {
public:
    void put(int key, int value) { data_.insert({key, value}); }  // the bug: insert keeps an existing value
    std::optional<int> get(int key) const {
        const auto found = data_.find(key);
        return found == data_.end() ? std::nullopt : std::optional<int>(found->second);
    }

private:
    std::map<int, int> data_;
};

using StoreModel = std::map<int, int>;

inline std::optional<int> lookup(const StoreModel& model, int key) {
    const auto found = model.find(key);
    return found == model.end() ? std::nullopt : std::optional<int>(found->second);
}

class InsertMachine : public falsify::RuleMachine<InsertMachine> {
    InsertStore store_;
    StoreModel model_;

public:
    FALSIFY_RULE(put, (int key, int value)) {
        store_.put(key, value);
        model_[key] = value;
    }
    FALSIFY_RULE(get, (int key)) { FALSIFY_ASSERT(store_.get(key) == lookup(model_, key)); }
};

// ---- stack_release: a handle allocator whose release() assumes the newest handle is released first

class StackAllocator {
public:
    int acquire() { return next_++; }
    void release(int) { --next_; }  // the bug: assumes the newest handle is released first

private:
    int next_ = 0;
};

class ReleaseMachine : public falsify::RuleMachine<ReleaseMachine> {
    StackAllocator allocator_;
    std::set<int> held_;

public:
    FALSIFY_BUNDLE(handles, int);
    FALSIFY_RULE_INTO(handles, acquire, ()) {
        const int handle = allocator_.acquire();
        FALSIFY_ASSERT(held_.count(handle) == 0u);
        held_.insert(handle);
        return handle;
    }
    FALSIFY_RULE(release, (falsify::Consumes<handles> handle)) {
        allocator_.release(*handle);
        held_.erase(*handle);
    }
};

}  // namespace machines
