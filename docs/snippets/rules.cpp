// Prelude of the fragments marked <!-- fragment: rules -->: file scope with the
// rule machines' layer and its Boost.Test face.
#define BOOST_TEST_MODULE docs
#include <falsify/boost_test.hpp>
#include <falsify/gen/standard.hpp>

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <vector>

/// A pool of numbered handles (the bundles fragment's system, which the page leaves out).
class Pool {
public:
    int open(int mode) { open_.push_back(mode); return static_cast<int>(open_.size()) - 1; }
    bool is_open(int handle) const { return handle >= 0 && static_cast<std::size_t>(handle) < open_.size(); }
    void close(int) {}

private:
    std::vector<int> open_;
};

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
