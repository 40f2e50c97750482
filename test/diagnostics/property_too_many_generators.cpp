// Must not compile: two generators given positionally for a body of one parameter.
// Diagnostic: falsify: more generators were given positionally than the body has parameters
// Diagnostic: more_positional_generators_than_parameters<1, 2>
#include <falsify/falsify.hpp>

int main() {
    return falsify::property("p", [](int) {}, falsify::gen::ints(0, 9), falsify::gen::ints(0, 9)).check().passed() ? 0 : 1;
}
