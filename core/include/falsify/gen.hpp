#pragma once
// Every generator: #include <falsify/gen.hpp>
#include <falsify/arbitrary.hpp>
#include <falsify/gen/choice.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/strings.hpp>
#include <falsify/gen_type.hpp>
