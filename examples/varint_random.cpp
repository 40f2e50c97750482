// The varint stream's round trip (varint_stream.hpp) as an ordinary property:
// 100 runs of random byte strings. It passes, though the decoder is wrong:
// random bytes rarely start with the "VI" header. varint_fuzz.cpp runs the same
// property as a fuzz target, which finds the bug.
#include "varint_stream.hpp"

#include <iostream>

int main() {
    const falsify::Result result = varint::round_trip().check();
    std::cout << (result.passed() ? "varint_round_trip: passed 100 random runs (the planted bug was not met)" : result.message()) << '\n';
    return 0;
}
