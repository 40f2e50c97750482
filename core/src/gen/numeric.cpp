#include <falsify/gen/numeric.hpp>

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace falsify::gen {

namespace detail {

std::string describe_range(long double lo, long double hi) {
    std::ostringstream out;
    out << '(' << lo << ", " << hi << ')';
    return out.str();
}

void refuse_range(const std::string& generator, const std::string& why) {
    throw std::invalid_argument(generator + ": " + why);
}

namespace {

Seq<Shrinkable<bool>> bool_children(const bool& value, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound) {
    if (!value) return {};
    return Seq<Shrinkable<bool>>::from_vector({Shrinkable<bool>::leaf(false)});
}

}  // namespace
}  // namespace detail

Gen<bool> booleans() {
    const Gen<bool> sampled("gen::booleans()", [](Random& random) {
        return Shrinkable<bool>::derived(random.below_or_equal(1) == 1, &detail::bool_children, 0);
    });
    // Exhaustive mode walks false first, as it shrinks.
    return sampled.with_domain(2, [](std::uint64_t index) { return Shrinkable<bool>::derived(index == 1, &detail::bool_children, 0); });
}

Gen<char> chars() {
    return Gen<char>("gen::chars()", [bounds = detail::int_bounds<char>(32, 126)](Random& random) {
        return detail::int_tree(static_cast<char>(random.between(32, 126)), 'a', false, bounds);
    });
}

}  // namespace falsify::gen
