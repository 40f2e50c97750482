// A parameter of a type no library prebuilds: a vector of vectors.
#include <falsify/falsify.hpp>

int main() {
    return falsify::property("nested", [](const std::vector<std::vector<int>>& xss) { FALSIFY_ASSERT(xss.size() <= 100u); })
                   .check()
                   .passed()
               ? 0
               : 1;
}
