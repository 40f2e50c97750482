// doctest's implementation and main, compiled once for the doctest face's test programs.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
