// Must not compile: one name for a body of two parameters.
// Diagnostic: falsify: .names({...}) must name every parameter of the body, no more and no fewer
#include <falsify/falsify.hpp>

int main() { return falsify::property("p", [](int, int) {}).names({"a"}).check().passed() ? 0 : 1; }
