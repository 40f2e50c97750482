// Where a rule sequence's references may point as it shrinks (see
// rules/detail/sequence_tree.hpp): instead of a value no longer alive, and at
// earlier values.
#include <falsify/rules/detail/sequence_tree.hpp>

#include <algorithm>

namespace falsify::detail {

namespace {

/// The live values of `bundle` at `model`, earliest produced first.
std::vector<std::uint64_t> alive(const RuleModel& model, std::type_index bundle) {
    const std::vector<std::uint64_t>* ids = model.values_of(bundle);
    if (!ids) return {};
    std::vector<std::uint64_t> sorted = *ids;
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

}  // namespace

std::optional<std::vector<RuleReference>> repointed(const RuleModel& model, std::vector<RuleReference> references) {
    for (RuleReference& reference : references) {
        if (model.holds(reference.bundle, reference.id)) continue;
        const std::vector<std::uint64_t> ids = alive(model, reference.bundle);
        if (ids.empty()) return std::nullopt;
        // The nearest value produced before the lost one is the likeliest to
        // play its part (the one the step would have seen had it come first).
        auto after = std::upper_bound(ids.begin(), ids.end(), reference.id);
        reference.id = after == ids.begin() ? ids.front() : *(after - 1);
    }
    return references;
}

std::vector<std::vector<RuleReference>> earlier_references(const RuleModel& model, const std::vector<RuleReference>& references) {
    std::vector<std::vector<RuleReference>> out;
    auto same = [](const RuleReference& a, const RuleReference& b) { return a.bundle == b.bundle && a.id == b.id; };
    for (std::size_t j = 0; j < references.size(); ++j) {
        const RuleReference& reference = references[j];
        if (std::any_of(references.begin(), references.begin() + static_cast<std::ptrdiff_t>(j), [&](const RuleReference& r) { return same(r, reference); }))
            continue;  // moved with the first reference to its value
        std::vector<std::size_t> group;
        for (std::size_t k = j; k < references.size(); ++k)
            if (same(references[k], reference)) group.push_back(k);
        const std::vector<std::uint64_t> ids = alive(model, reference.bundle);
        for (std::uint64_t id : ids) {
            if (id >= reference.id) break;
            // Every reference to the value moves, so that a step using one object twice keeps doing so.
            std::vector<RuleReference> moved = references;
            for (std::size_t k : group) moved[k].id = id;
            out.push_back(std::move(moved));
        }
        if (group.size() < 2) continue;
        for (std::size_t k : group)
            for (std::uint64_t id : ids) {
                if (id >= reference.id) break;
                std::vector<RuleReference> moved = references;
                moved[k].id = id;
                out.push_back(std::move(moved));
            }
    }
    return out;
}

}  // namespace falsify::detail
