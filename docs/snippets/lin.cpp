// Prelude of the fragments marked <!-- fragment: lin -->: a counter shared by
// threads (through falsify::sync), and a function the fragment is the body of.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/sync.hpp>

#include <memory>

namespace gen = falsify::gen;

class Counter {
public:
    int hit() {
        const int seen = hits_.load();
        hits_.store(seen + 1);
        return seen + 1;
    }
    void add(int hits) { hits_.fetch_add(hits); }
    int total() const { return hits_.load(); }

private:
    falsify::sync::atomic<int> hits_{0};
};

#pragma GCC diagnostic ignored "-Wunused-variable"

// Every fragment is the body of a function of its own (scripts/check-docs repeats the
// part between @each@ and @end@ for each one, @N@ its number).
// @each@
[[maybe_unused]] static void falsify_docs_snippet_@N@() {
// @snippet@
}
// @end@
