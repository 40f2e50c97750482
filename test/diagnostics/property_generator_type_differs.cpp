// Must not compile: the second generator given positionally makes int, but the
// second parameter is a double.
// Diagnostic: falsify: a generator given positionally makes another type than its parameter takes
// Diagnostic: positional_generator_type_differs<2, double, int>
#include <falsify/falsify.hpp>

int main() {
    return falsify::property("p", [](int, double) {}, falsify::gen::ints(0, 9), falsify::gen::ints(0, 9)).check().passed() ? 0 : 1;
}
