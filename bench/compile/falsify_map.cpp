// A map of strings to vectors, the default generator for each.
#include <falsify/falsify.hpp>

#include <map>
#include <string>

int main() {
    return falsify::property("map", [](const std::map<std::string, std::vector<int>>& m) { FALSIFY_ASSERT(m.size() <= 100u); })
                   .check()
                   .passed()
               ? 0
               : 1;
}
