// A user's plain struct: falsify derives its generator through Boost.PFR.
#include <falsify/falsify.hpp>

#include <string>
#include <vector>

struct Order {
    int id;
    std::string sku;
    std::vector<int> quantities;
};

int main() {
    return falsify::property("orders", [](const Order& o) { FALSIFY_ASSERT(o.quantities.size() <= 100u); }).check().passed() ? 0 : 1;
}
