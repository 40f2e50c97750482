// What running a property costs beyond its body, timed as a whole process
// against another build of the library:
//   long   one property of 10 000 runs over std::vector<int> (per execution)
//   short  1 000 properties of 100 runs (the default) over an int
//   tiny   2 000 properties of 10 runs over an int (per property: setting up
//          and tearing down a run, its crash containment among it)
// With no argument, all three.
#include <falsify/falsify.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
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

void many_properties(std::uint64_t count, std::size_t runs) {
    for (std::uint64_t seed = 0; seed < count; ++seed) {
        auto result =
            falsify::property("short", [](int n) { sink = sink + static_cast<std::size_t>(n); }, falsify::gen::ints(0, 1000),
                              falsify::Config().runs(runs).seed(seed))
                .check();
        if (!result.passed()) std::abort();
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::string only = argc > 1 ? argv[1] : "";
    if (only.empty() || only == "long") one_long_property();
    if (only.empty() || only == "short") many_properties(1'000, 100);
    if (only.empty() || only == "tiny") many_properties(2'000, 10);
    std::printf("%zu\n", static_cast<std::size_t>(sink));
    return 0;
}
