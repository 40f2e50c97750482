// A hit counter shared by threads, tested for linearizability from the class
// alone: no model, no Command classes. falsify::lin draws the methods'
// arguments by type (add's from the generator given), runs calls on two
// threads under the scheduler (the counter reaches its atomic through the
// alias `sync`: std in production, falsify::sync here), and judges every
// result by running the same calls one after another on a fresh counter.
// hit() loads, then stores: two overlapping hits count once. The report
// shrinks to those two hits; the same test passes once hit() uses fetch_add.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <iostream>
#include <memory>

namespace {

namespace sync = falsify::sync;  // production code says `namespace sync = std;`

class HitCounter {
public:
    explicit HitCounter(bool atomic_hit) : atomic_hit_(atomic_hit) {}

    /// Counts one hit; returns the hits counted so far.
    int hit() {
        if (atomic_hit_) return hits_.fetch_add(1) + 1;
        const int seen = hits_.load();  // the bug: another hit may load the same count
        hits_.store(seen + 1);
        return seen + 1;
    }
    void add(int hits) { hits_.fetch_add(hits); }
    int total() const { return hits_.load(); }

private:
    bool atomic_hit_;
    sync::atomic<int> hits_{0};
};

falsify::Result check(bool atomic_hit) {
    namespace gen = falsify::gen;
    const auto spec = falsify::lin::spec<HitCounter>([atomic_hit] { return std::make_unique<HitCounter>(atomic_hit); })
                          .method("hit", &HitCounter::hit)
                          .method("add", &HitCounter::add, gen::ints(0, 9))
                          .method("total", &HitCounter::total);
    return falsify::lin::check_property("lin_counter", spec, falsify::Config().seed(1));
}

}  // namespace

int main() {
    const falsify::Result racy = check(false);
    if (racy.passed()) {
        std::cout << "Every run was linearizable: the lost update was not found.\n";
        return 1;
    }
    std::cout << racy.message() << '\n';
    const falsify::Result fixed = check(true);
    std::cout << "With fetch_add: " << (fixed.passed() ? "passed" : fixed.message()) << '\n';
    return fixed.passed() ? 0 : 1;
}
