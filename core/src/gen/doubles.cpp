// gen::doubles and the shrink tree of a double. A double shrinks the way a
// person simplifies a number: to the point nearest 0, to its positive kin, to
// its integer part or its fraction alone, along the integers toward 0, to a
// smaller power-of-two scale, and to fewer significant bits (0.3 -> 0.25).
// Every candidate is strictly nearer 0 than its parent, or of the same
// magnitude and positive where the parent is negative, or a number plus one
// half where the parent's fraction is another (a half is the simplest
// fraction, and a half's candidates are halves, integers or nearer 0), so
// every branch ends.
#include <falsify/gen/combinators.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/swarm.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <vector>

namespace falsify::gen::detail {

namespace {

/// The range a tree's candidates must stay in: [lo, hi), or {lo} when lo == hi,
/// with its point nearest 0 and the integer nearest 0 (if any).
struct DoubleRange {
    double lo, hi, target;
    bool has_integer;
    double integer_target;

    bool contains(double v) const { return lo == hi ? v == lo : v >= lo && v < hi; }
};

/// 2^53: above it every double is an integer, and not every integer a double.
constexpr double exact_integers = 9007199254740992.0;

/// `v` keeping only its `bits` most significant bits (toward 0).
double with_significant_bits(double v, int bits) {
    int exponent = 0;
    const double mantissa = std::frexp(v, &exponent);  // |mantissa| in [0.5, 1)
    return std::ldexp(std::trunc(std::ldexp(mantissa, bits)), exponent - bits);
}

Seq<Shrinkable<double>> double_children(const double& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound);

Shrinkable<double> double_node(double v, const std::shared_ptr<const void>& range) {
    const auto& r = *static_cast<const DoubleRange*>(range.get());
    if (v == r.target) return Shrinkable<double>::leaf(v);
    return Shrinkable<double>(v, &double_children, range);
}

Seq<Shrinkable<double>> double_children(const double& value, const std::shared_ptr<const void>& state, std::int64_t, ShrinkRound) {
    const auto& r = *static_cast<const DoubleRange*>(state.get());
    std::vector<double> out;
    const auto offer = [&](double c) {
        if (!std::isfinite(c) || !r.contains(c) || c == value) return;
        if (c == 0.0) c = 0.0;  // -0.0 is no simpler than 0.0
        for (double seen : out)
            if (seen == c) return;
        out.push_back(c);
    };
    if (!std::isfinite(value)) return {};
    offer(r.target);
    if (value < 0.0) offer(-value);
    const double magnitude = std::fabs(value);
    if (magnitude < exact_integers && value != std::trunc(value)) {
        const double whole = std::trunc(value), fraction = value - whole;
        offer(whole);
        offer(fraction);                                // the fraction alone: 37.25 -> 0.25
        offer(whole + std::copysign(0.5, value));       // the simplest fraction: 37.0625 -> 37.5
        // The integer ladder, the fraction kept: 37.5 -> 19.5 -> ... -> 1.5.
        for (double step = std::trunc(std::fabs(whole - r.integer_target) / 2); step >= 1; step = std::trunc(step / 2))
            offer(value > r.integer_target ? value - step : value + step);
    } else if (magnitude < exact_integers && r.has_integer) {
        // The integer ladder toward the integer nearest 0: a bisection of the distance.
        const auto v = static_cast<std::int64_t>(value), t = static_cast<std::int64_t>(r.integer_target);
        const std::uint64_t distance = v > t ? static_cast<std::uint64_t>(v - t) : static_cast<std::uint64_t>(t - v);
        for (std::uint64_t step = distance / 2; step > 0; step /= 2)
            offer(static_cast<double>(v > t ? v - static_cast<std::int64_t>(step) : v + static_cast<std::int64_t>(step)));
        offer(static_cast<double>(v > t ? v - 1 : v + 1));
    } else if (magnitude >= exact_integers) {
        // A smaller scale, the significant bits kept: 4.58e299 -> 2.1e150 -> ...
        const int exponent = std::ilogb(value);
        for (int step = exponent / 2; step > 0; step /= 2) offer(std::ldexp(value, -step));
    }
    // Fewer significant bits, fewest first.
    for (int bits = 1; bits < std::numeric_limits<double>::digits; ++bits) offer(with_significant_bits(value, bits));
    std::vector<Shrinkable<double>> trees;
    trees.reserve(out.size());
    for (double c : out) trees.push_back(double_node(c, state));
    return Seq<Shrinkable<double>>::from_vector(std::move(trees));
}

}  // namespace

std::shared_ptr<const void> double_range(double lo, double hi) {
    DoubleRange r{lo, hi, 0.0, false, 0.0};
    // The in-range point nearest 0; never hi, since the range is half-open.
    if (lo == hi) r.target = lo;
    else if (lo > 0.0) r.target = lo;
    else if (hi <= 0.0) r.target = std::nextafter(hi, lo);
    double integer = lo > 0.0 ? std::ceil(lo) : hi <= 0.0 ? std::floor(hi) : 0.0;
    if (hi <= 0.0 && integer == hi && lo != hi) integer -= 1.0;
    r.has_integer = r.contains(integer) && std::fabs(integer) < exact_integers;
    r.integer_target = r.has_integer ? integer : 0.0;
    return std::make_shared<const DoubleRange>(r);
}

Shrinkable<double> double_tree(double value, const std::shared_ptr<const void>& range) { return double_node(value, range); }

namespace {

/// Every finite double: the range a special value's finite kin shrink in.
const std::shared_ptr<const void>& finite_doubles() {
    static const std::shared_ptr<const void> range = double_range(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    return range;
}

Seq<Shrinkable<double>> special_children(const double& value, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound);

Shrinkable<double> special_tree(double value) { return Shrinkable<double>(value, &special_children, nullptr); }

/// 0.0 first (the simplest double), then the value's nearest kin: -inf to
/// inf, an infinity to the largest finite double of its sign, -0.0 to 0.0
/// only; a finite value then shrinks as any double does. NaN stays NaN
/// unless 0.0 fails too.
Seq<Shrinkable<double>> special_children(const double& value, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound) {
    std::vector<Shrinkable<double>> out;
    if (value != 0.0 || std::signbit(value)) out.push_back(Shrinkable<double>::leaf(0.0));
    if (std::isinf(value)) {
        if (value < 0.0) out.push_back(special_tree(std::numeric_limits<double>::infinity()));
        out.push_back(Shrinkable<double>(std::copysign(std::numeric_limits<double>::max(), value), &double_children, finite_doubles()));
    } else if (std::isfinite(value) && value != 0.0) {
        for (auto rest = double_children(value, finite_doubles(), 0, ShrinkRound::ordinary); auto c = rest.next();)
            if (c->value() != 0.0) out.push_back(std::move(*c));
    }
    return Seq<Shrinkable<double>>::from_vector(std::move(out));
}

Gen<double> special_doubles_of(std::shared_ptr<const std::vector<double>> values) {
    return Gen<double>("gen::special_doubles()",
                       [values](Random& random) { return special_tree((*values)[random.below_or_equal(values->size() - 1)]); })
        .with_domain(values->size(), [values](std::uint64_t index) { return special_tree((*values)[index]); });
}

struct SpecialVariants final : Swarmable<double> {
    std::shared_ptr<const std::vector<double>> values;
    explicit SpecialVariants(std::shared_ptr<const std::vector<double>> values) : values(std::move(values)) {}
    std::size_t variant_count() const override { return values->size(); }
    Gen<double> with_variants(const std::vector<std::size_t>& kept) const override {
        return special_doubles_of(std::make_shared<const std::vector<double>>(restrict_to(*values, kept)));
    }
};

}  // namespace

}  // namespace falsify::gen::detail

namespace falsify::gen {

Choice<double> special_doubles() {
    using L = std::numeric_limits<double>;
    auto values = std::make_shared<const std::vector<double>>(
        std::vector<double>{L::quiet_NaN(), L::infinity(), -L::infinity(), -0.0, L::epsilon(), L::min(), L::max(), L::denorm_min()});
    return Choice<double>(detail::special_doubles_of(values), std::make_shared<const detail::SpecialVariants>(values));
}

Gen<double> doubles(double min, double max) {
    if (!std::isfinite(min) || !std::isfinite(max))
        detail::refuse_range("gen::doubles", "bounds must be finite, got " + detail::describe_range(min, max));
    if (min > max) detail::refuse_range("gen::doubles", "min must be less than or equal to max, got " + detail::describe_range(min, max));
    const auto range = detail::double_range(min, max);
    const bool zero_in_range = min <= 0.0 && (0.0 < max || min == max);
    std::ostringstream name;
    name << "gen::doubles(" << min << ", " << max << ")";
    return Gen<double>(name.str(), [min, max, range, zero_in_range](Random& random) {
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
        return detail::double_tree(value, range);
    });
}

}  // namespace falsify::gen
