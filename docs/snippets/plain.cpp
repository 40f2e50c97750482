// Prelude of the documents' fragments marked <!-- fragment: plain -->: file-scope
// code over the plain API (scripts/check-docs puts the fragment at the marked line).
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

// @snippet@
