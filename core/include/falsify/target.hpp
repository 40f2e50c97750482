#pragma once
// Targeted search: a body scores its input, and a search phase after the
// random phase mutates the best-scoring inputs to push the score further.
//
//   FALSIFY_PROPERTY(sum_bounded, (int a, int b, int c),
//                    falsify::Config().runs(200).search_runs(100), ...) {
//       falsify::target::maximize("sum", a + b + c);
//       FALSIFY_ASSERT(a + b + c <= 2900);
//   }
//
// A label keeps one direction for the whole property: calling minimize after
// maximize for the same label (or the reverse) throws std::logic_error, as
// does a non-finite score (std::invalid_argument). Both fail the run.
// The last score given for a label in a run is the run's score.
#include <string>

namespace falsify::target {

void maximize(std::string label, double score);
void minimize(std::string label, double score);

}  // namespace falsify::target
