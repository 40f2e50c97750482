#pragma once
// falsify's version, written in this one place: the b2 install, the CMake
// project and the pkg-config files read it from these three lines.
#define FALSIFY_VERSION_MAJOR 0
#define FALSIFY_VERSION_MINOR 1
#define FALSIFY_VERSION_PATCH 0

/// The version as one number, major * 10000 + minor * 100 + patch (as Boost's BOOST_VERSION).
#define FALSIFY_VERSION (FALSIFY_VERSION_MAJOR * 10000 + FALSIFY_VERSION_MINOR * 100 + FALSIFY_VERSION_PATCH)
