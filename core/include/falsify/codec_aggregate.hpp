#pragma once
// Aggregates (plain structs) are stored in the regression corpus as the JSON
// array of their fields, in declaration order: the codec is in
// <falsify/gen/aggregate.hpp>, which every property includes. This header is
// kept so that files written when it had to be included still compile.
//
//   struct Point { int x; int y; };   // stored as [3, -1]
#include <falsify/gen/aggregate.hpp>
