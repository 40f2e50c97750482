// Prelude of the fragments marked <!-- fragment: catch2 -->: a Catch2 file's file scope.
#include <falsify/catch2.hpp>
#include <falsify/rules/catch2.hpp>

#include <algorithm>
#include <vector>

// @snippet@
