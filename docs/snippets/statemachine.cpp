// Prelude of the fragments marked <!-- fragment: statemachine -->: file scope
// with the state machine layer and a stack to test (a pop that returns the
// oldest value once the stack holds two: a bug to find).
#include <falsify/falsify.hpp>
#include <falsify/gen/standard.hpp>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>
#include <falsify/statemachine.hpp>
#include <falsify/linearizability.hpp>

namespace gen = falsify::gen;

class Stack {
public:
    void push(int value) { items_.push_back(value); }
    int pop() {
        const int value = items_.size() == 2 ? items_.front() : items_.back();
        items_.erase(items_.size() == 2 ? items_.begin() : items_.end() - 1);
        return value;
    }

private:
    std::vector<int> items_;
};

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
