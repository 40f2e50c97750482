#pragma once
// The engine's public surface: generators, assertions, the plain C++ API.
#include <falsify/assert.hpp>
#include <falsify/classify.hpp>
#include <falsify/draw.hpp>
#include <falsify/gen.hpp>
#include <falsify/property.hpp>
#include <falsify/target.hpp>
#include <falsify/version.hpp>
