// Prelude of the fragments marked <!-- fragment: linearizability -->: a register's
// operations (a write of a value, or a read) for a recorded history.
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

namespace gen = falsify::gen;
#include <falsify/linearizability.hpp>

struct Op {
    bool write = false;
    int value = 0;
};
inline Op write(int value) { return Op{true, value}; }
inline Op read() { return Op{}; }

#pragma GCC diagnostic ignored "-Wunused-variable"

// Every fragment in a namespace of its own (scripts/check-docs repeats the part
// between @each@ and @end@ for each one, @N@ its number), so their names never meet.
// @each@
namespace falsify_docs_@N@ {
// @snippet@
}  // namespace falsify_docs_@N@
// @end@
