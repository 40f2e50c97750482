// Prelude of the fragments marked <!-- fragment: rules -->: file scope with the
// rule machines' layer and its Boost.Test face.
#define BOOST_TEST_MODULE docs
#include <falsify/rules/boost_test.hpp>
#include <falsify/gen/standard.hpp>

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <vector>

// @snippet@
