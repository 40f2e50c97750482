// Prelude of the fragments marked <!-- fragment: gtest -->: a GoogleTest file's
// file scope, with a small system under test the fragments use.
#include <falsify/gtest.hpp>
#include <falsify/rules/gtest.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

/// A stack that holds at most its capacity (the GoogleTest quick start's system).
class BoundedStack {
public:
    explicit BoundedStack(std::size_t capacity) : capacity_(capacity) {}
    void push(int value) { if (items_.size() < capacity_) items_.push_back(value); }
    std::size_t size() const { return items_.size(); }

private:
    std::size_t capacity_;
    std::vector<int> items_;
};

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
