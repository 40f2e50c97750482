// RapidCheck's equivalent of falsify_aggregate.cpp: the struct needs an Arbitrary and a showValue.
#include <rapidcheck.h>

#include <ostream>
#include <string>
#include <vector>

struct Order {
    int id;
    std::string sku;
    std::vector<int> quantities;
};

namespace rc {
template <>
struct Arbitrary<Order> {
    static Gen<Order> arbitrary() {
        return gen::build<Order>(gen::set(&Order::id), gen::set(&Order::sku), gen::set(&Order::quantities));
    }
};
}  // namespace rc

void showValue(const Order& o, std::ostream& os) { os << "Order{" << o.id << ", " << o.sku << "}"; }

int main() {
    return rc::check("orders", [](const Order& o) { RC_ASSERT(o.quantities.size() <= 100u); }) ? 0 : 1;
}
