// One property through the plain API: the compile-time cost a user pays.
#include <falsify/falsify.hpp>

int main() {
    return falsify::property("sorted", [](const std::vector<int>& xs) { FALSIFY_ASSERT(xs.size() <= 100u); }).check().passed() ? 0 : 1;
}
