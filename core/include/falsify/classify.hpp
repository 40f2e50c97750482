#pragma once
// Classification: what kinds of input a property was checked on.
//
//   FALSIFY_PROPERTY(sorts, (std::vector<int> xs)) {
//       falsify::classify::when(xs.empty(), "empty");
//       falsify::classify::cover(xs.size() > 10, "long", 20);   // at least 20% of the checks
//       falsify::classify::tabulate("length", xs.size() < 3 ? "short" : "long");
//       ...
//   }
//
// A label counts at most once per run. Labels are counted over the checks
// (passing runs); a cover() shortfall after a completed random phase is a
// CoverageFailed outcome. tabulate() only observes: it never fails a property.
#include <falsify/detail/classify.hpp>
#include <string>
#include <type_traits>
#include <vector>

namespace falsify::classify {

/// Counts `name` for this run (once, however often it is called).
void label(std::string name);
/// Numbers come back as strings: label(3) counts "3", label(0.5) counts "0.5".
template <class N>
    requires std::is_arithmetic_v<N> && (!std::is_same_v<N, bool>)
void label(N value);
/// label(name) when `condition` holds.
void when(bool condition, std::string name);
/// when(condition, name), and requires `name` on at least `min_percent`
/// (0..100) of the checks; the last threshold given for a label wins.
void cover(bool condition, std::string name, double min_percent);
/// Records `tag` in the table `table` for this run (a tag counts once per run).
void tabulate(std::string table, std::string tag);
/// Several tags of one table at once; their pairwise co-occurrence is reported as "a & b".
void tabulate(std::string table, const std::vector<std::string>& tags);

}  // namespace falsify::classify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/classify.hpp>
