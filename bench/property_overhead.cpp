// What running a property costs beyond its body: one property of 10 000 runs
// over std::vector<int> (the per-execution cost), then 2 000 properties of 10
// runs each over an int (the per-property cost: setting up and tearing down a
// run, its crash containment among it). Timed as a whole process against
// another build of the library (scripts/bench runs it alone).
#include <falsify/falsify.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

volatile std::size_t sink = 0;

void one_long_property() {
    auto result = falsify::property(
                      "long", [](const std::vector<int>& xs) { sink = sink + xs.size(); },
                      falsify::gen::vectors(falsify::gen::ints<int>(), 0, 100), falsify::Config().runs(10'000).seed(1))
                      .check();
    if (!result.passed()) std::abort();
}

void many_short_properties() {
    for (std::uint64_t seed = 0; seed < 2'000; ++seed) {
        auto result =
            falsify::property("short", [](int n) { sink = sink + static_cast<std::size_t>(n); }, falsify::gen::ints(0, 1000),
                              falsify::Config().runs(10).seed(seed))
                .check();
        if (!result.passed()) std::abort();
    }
}

}  // namespace

int main(int argc, char** argv) {
    const bool short_only = argc > 1 && argv[1][0] == 's';
    const bool long_only = argc > 1 && argv[1][0] == 'l';
    if (!short_only) one_long_property();
    if (!long_only) many_short_properties();
    std::printf("%zu\n", static_cast<std::size_t>(sink));
    return 0;
}
