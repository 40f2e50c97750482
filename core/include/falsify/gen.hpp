#pragma once
// Every generator: #include <falsify/gen.hpp>. Those that name a standard
// container or std::variant (deques, lists, sets, maps, variants) are in
// <falsify/gen/standard.hpp>, so that a file that does not use them does not
// pay for those headers.
#include <falsify/arbitrary.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/gen/combinators.hpp>
#include <falsify/gen/composite.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/formats.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/regex.hpp>
#include <falsify/gen/sample.hpp>
#include <falsify/gen/strings.hpp>
#include <falsify/gen/subset.hpp>
#include <falsify/gen/swarm.hpp>
#include <falsify/gen_type.hpp>
