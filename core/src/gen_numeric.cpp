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

Seq<Shrinkable<bool>> bool_children(const bool& value, const std::shared_ptr<const void>&, std::int64_t) {
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

Gen<double> doubles(double min, double max) {
    if (!std::isfinite(min) || !std::isfinite(max))
        detail::refuse_range("gen::doubles", "bounds must be finite, got " + detail::describe_range(min, max));
    if (min > max) detail::refuse_range("gen::doubles", "min must be less than or equal to max, got " + detail::describe_range(min, max));
    // The in-range point nearest 0; never max, since the range is half-open.
    double target = 0.0;
    if (min == max) target = min;
    else if (min > 0.0) target = min;
    else if (max <= 0.0) target = std::nextafter(max, min);
    const bool zero_in_range = min <= 0.0 && (0.0 < max || min == max);
    std::ostringstream name;
    name << "gen::doubles(" << min << ", " << max << ")";
    return Gen<double>(name.str(), [min, max, target, zero_in_range](Random& random) {
        const bool edge = random.draws_edge_case();
        const double u = random.unit();
        double value;
        if (min == max) {
            value = min;
        } else if (edge) {
            value = zero_in_range && u < 0.5 ? 0.0 : min;
        } else {
            // Interpolated rather than min + u*(max-min): the span may overflow.
            value = min * (1.0 - u) + max * u;
            if (value >= max) value = std::nextafter(max, min);
            if (value < min) value = min;
        }
        if (value == target || (value == 0.0 && target == 0.0)) return Shrinkable<double>::leaf(value);
        return Shrinkable<double>::of(value, [target] { return std::vector<Shrinkable<double>>{Shrinkable<double>::leaf(target)}; });
    });
}

Gen<char> chars() {
    return Gen<char>("gen::chars()", [](Random& random) {
        return detail::int_tree(static_cast<char>(random.between(32, 126)), 'a');
    });
}

}  // namespace falsify::gen
