#pragma once
// The fields of an aggregate as a tuple of references, through Boost.PFR
// (boost/pfr/core.hpp: Boost 1.75 or later; falsify builds on 1.81).
#include <falsify/gen/detail/fields.hpp>
#include <boost/pfr/core.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>
