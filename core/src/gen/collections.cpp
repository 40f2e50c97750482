// The non-template parts of subset(), the distinct-element collections and aggregates.
#include <falsify/gen/aggregate.hpp>
#include <falsify/gen/subset.hpp>
#include <falsify/gen/unique.hpp>

#include <stdexcept>

namespace falsify::gen::detail {

namespace {

using Positions = std::vector<std::size_t>;

Shrinkable<Positions> positions_tree(Positions positions, std::int64_t min_size) {
    return Shrinkable<Positions>::derived(std::move(positions), &subset_children, min_size);
}

Positions without(const Positions& positions, std::size_t drop) {
    Positions kept;
    kept.reserve(positions.size() - 1);
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (i != drop) kept.push_back(positions[i]);
    return kept;
}

}  // namespace

Seq<Shrinkable<Positions>> subset_children(const Positions& positions, const std::shared_ptr<const void>&, std::int64_t word, ShrinkRound) {
    const std::size_t size = positions.size();
    const auto min_size = static_cast<std::size_t>(word);
    if (size == 0) return {};
    // Built eagerly but cheaply: at most 1 + log2(n) + n size candidates, and
    // the position ladders are produced lazily below.
    std::vector<Shrinkable<Positions>> by_size;
    if (min_size == 0) by_size.push_back(positions_tree({}, word));
    for (std::size_t length = size; length > 1;) {
        length /= 2;
        if (length >= min_size && length > 0) by_size.push_back(positions_tree(Positions(positions.begin(), positions.begin() + static_cast<std::ptrdiff_t>(length)), word));
    }
    auto sizes = Seq<Shrinkable<Positions>>::from_vector(std::move(by_size));
    auto drops = Seq<Shrinkable<Positions>>::indexed(size - 1 >= min_size ? size : 0, [positions, word](std::size_t drop) -> std::optional<Shrinkable<Positions>> {
        return positions_tree(without(positions, drop), word);
    });
    auto moves = Seq<Shrinkable<Positions>>([positions, word, rank = std::size_t{0}, delta = std::size_t{0}, started = false]() mutable
                                            -> std::optional<Shrinkable<Positions>> {
        while (rank < positions.size()) {
            const std::size_t floor = rank > 0 ? positions[rank - 1] + 1 : 0;
            if (!started) {
                delta = positions[rank] - floor;
                started = true;
            }
            if (delta > 0) {
                Positions moved = positions;
                moved[rank] = positions[rank] - delta;
                delta /= 2;
                return positions_tree(std::move(moved), word);
            }
            ++rank;
            started = false;
        }
        return std::nullopt;
    });
    return concat_lazy(std::move(sizes), [drops = std::move(drops), moves = std::move(moves)]() mutable {
        return concat_lazy(std::move(drops), [moves = std::move(moves)]() mutable { return std::move(moves); });
    });
}

falsify::detail::SizeRange check_subset_sizes(std::size_t count, Count min_size, std::optional<Count> max_size) {
    const auto sizes = falsify::detail::checked_sizes("gen::subset", min_size, max_size.value_or(count));
    if (sizes.max > count)
        throw std::invalid_argument("gen::subset: the maximum size " + std::to_string(sizes.max) + " exceeds the " + std::to_string(count) +
                                    " value(s) to choose from; lower it or leave it out (it defaults to all of them)");
    return sizes;
}

void refuse_duplicate_member(std::size_t first, std::size_t second) {
    throw std::invalid_argument("gen::subset: the values at positions " + std::to_string(first) + " and " + std::to_string(second) +
                                " are equal; a set has no duplicate members, so list each value once");
}

void refuse_recursive_aggregate(const std::string& type) {
    throw std::invalid_argument("falsify: the default generator of " + type +
                                " would contain itself (the struct holds itself, directly or in a container); give it a "
                                "generator of its own, e.g. with gen::recursive, or specialise falsify::Arbitrary<" +
                                type + ">");
}

void refuse_unreachable_minimum(const std::string& generator, std::size_t attempts, std::size_t found, std::size_t min_size) {
    throw GenerationExhausted(generator, attempts,
                              "found only " + std::to_string(found) + " distinct element(s) before " +
                                  std::to_string(max_collisions_in_a_row) + " collisions in a row, but the minimum size is " +
                                  std::to_string(min_size) + "; widen the element generator or lower the minimum size");
}

}  // namespace falsify::gen::detail
