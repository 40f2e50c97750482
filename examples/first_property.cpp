// The README's first property: a Boost.Test case whose body states what must
// hold for every input. largest() starts from 0, so a list of negative numbers
// gets an answer that is not in it; falsify finds that and shrinks it to [-1].
#define BOOST_TEST_MODULE first_property
#include <falsify/boost_test.hpp>

#include <algorithm>
#include <vector>

int largest(const std::vector<int>& xs) {
    int best = 0;  // the bug: should start from xs.front()
    for (int x : xs) best = std::max(best, x);
    return best;
}

// The parameter's generator comes from its type; the seed is pinned so the output is always the same.
FALSIFY_PROPERTY(largest_is_an_element, (std::vector<int> xs), falsify::Config().seed(1)) {
    FALSIFY_ASSUME(!xs.empty());  // an empty list is discarded, not a failure
    FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), largest(xs)) != xs.end());
}
