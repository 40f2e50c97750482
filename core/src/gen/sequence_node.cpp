// The moves of every sequence's shrink tree, in their order (see
// gen/detail/tree/sequence_tree.hpp), over the element operations a sequence of a
// type provides.
#include <falsify/gen/detail/tree/sequence_node.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <numeric>
#include <utility>

namespace falsify::gen::detail {

using falsify::detail::Block;
using falsify::detail::RemovalOrder;

SequenceNode::~SequenceNode() = default;

Seq<SequenceNode::Ptr> SequenceNode::candidates(Ptr me, ShrinkRound round) {
    using Part = Seq<Ptr> (*)(Ptr, ShrinkRound);
    static constexpr std::array<Part, 9> resumed{&element_shrinks, &shifts, &removals, &merges, &sorted, &equal_groups, &runs, &equal_pairs, &folds};
    static constexpr std::array<Part, 10> generated{&removals, &merges,         &fold_all, &equal_groups, &runs,
                                                    &equal_pairs, &element_shrinks, &sorted, &shifts, &folds};
    if (static_cast<const SequenceNode&>(*me).resume != no_resume) return seq_chain(std::move(me), round, resumed);
    return seq_chain(std::move(me), round, generated);
}

Seq<SequenceNode::Ptr> SequenceNode::removals(Ptr node, ShrinkRound) {
    const auto me = as<SequenceNode>(std::move(node));
    const std::size_t n = me->size();
    if (n <= me->min_size) return {};
    // Removing everything is the generated sequence's first candidate; a
    // candidate sequence offers it after its partial removals, as its
    // ancestor's try makes it the least likely to fail (context may have
    // changed since, so it is still offered).
    const bool empty_last = me->derived && me->min_size == 0 && n > 1;
    // A sequence reached by a removal starts at its parent's block and
    // offset (the removals before it were just tried), then wraps around
    // to them, so a local minimum has still tried every removal.
    const Block from = me->removed ? *me->removed : Block{0, n + 1};
    const auto tried_by_parent = [from](Block r) { return r.size > from.size || (r.size == from.size && r.offset < from.offset); };
    const auto pass = [n, min_size = me->min_size](bool empty_pending) { return RemovalOrder(n, min_size, empty_pending ? n / 2 : n); };
    return Seq<Ptr>([me, tried_by_parent, pass, wrapped = false, empty_pending = empty_last, order = pass(empty_last)]() mutable -> std::optional<Ptr> {
        for (;;) {
            const std::optional<Block> r = order.next();
            if (!r) {
                if (empty_pending && wrapped) {
                    empty_pending = false;
                    return me->selected({}, no_resume, std::nullopt);
                }
                if (wrapped) return std::nullopt;
                wrapped = true;
                order = pass(empty_pending);
                continue;
            }
            // First pass: from the parent's removal on; second pass: the ones before it.
            if (tried_by_parent(*r) != wrapped) {
                if (wrapped) order.stop();  // back where the first pass began: only the emptying is left
                continue;
            }
            return me->without(*r);
        }
    });
}

Seq<SequenceNode::Ptr> SequenceNode::merges(Ptr node, ShrinkRound) {
    const auto me = as<SequenceNode>(std::move(node));
    if (me->size() <= me->min_size || !me->nested()) return {};
    return Seq<Ptr>::indexed(me->size() - 1, [me](std::size_t i) { return me->joined(i); });
}

/// The same elements in ascending order, when they are not already.
Seq<SequenceNode::Ptr> SequenceNode::sorted(Ptr node, ShrinkRound) {
    const auto me = as<SequenceNode>(std::move(node));
    if (!me->ordered()) return {};
    const std::size_t n = me->size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto by_value = [&me](std::size_t a, std::size_t b) { return me->less(a, b); };
    if (std::is_sorted(order.begin(), order.end(), by_value)) return {};
    std::stable_sort(order.begin(), order.end(), by_value);
    return Seq<Ptr>([candidate = std::optional(me->selected(order, no_resume, std::nullopt))]() mutable { return std::exchange(candidate, std::nullopt); });
}

Seq<SequenceNode::Ptr> SequenceNode::element_shrinks(Ptr node, ShrinkRound round) {
    const auto me = as<SequenceNode>(std::move(node));
    const std::size_t n = me->size();
    const std::size_t first = me->resume == no_resume ? 0 : me->resume % n;
    return Seq<Ptr>([me, n, first, round, visited = std::size_t{0}, current = std::optional<Seq<Ptr>>()]() mutable -> std::optional<Ptr> {
        while (visited < n) {
            if (!current) current.emplace(me->element_candidates(me, (first + visited) % n, round));
            if (auto child = current->next()) return child;
            current.reset();
            ++visited;
        }
        return std::nullopt;
    });
}

/// Equal elements (i < j) toward the same smaller value.
Seq<SequenceNode::Ptr> SequenceNode::equal_pairs(Ptr me, ShrinkRound round) { return pair_moves(me, false, round); }

namespace {

/// The classes of equal elements of `me` with at least `least` members, each
/// ascending, in order of first occurrence.
std::vector<std::vector<std::size_t>> equal_classes(std::size_t n, std::size_t least,
                                                    const std::function<bool(std::size_t, std::size_t)>& equal,
                                                    const std::function<bool(std::size_t, std::size_t)>* less) {
    std::vector<std::vector<std::size_t>> classes;
    if (less) {
        // Sorted by value (stable: ties keep their order), equal neighbours are one class.
        std::vector<std::size_t> order(n);
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), *less);
        for (std::size_t k = 0; k < n;) {
            std::size_t end = k + 1;
            while (end < n && equal(order[k], order[end])) ++end;
            if (end - k >= least) classes.emplace_back(order.begin() + static_cast<std::ptrdiff_t>(k), order.begin() + static_cast<std::ptrdiff_t>(end));
            k = end;
        }
        std::sort(classes.begin(), classes.end(), [](const auto& a, const auto& b) { return a.front() < b.front(); });
        return classes;
    }
    std::vector<bool> placed(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        if (placed[i]) continue;
        std::vector<std::size_t> members{i};
        for (std::size_t j = i + 1; j < n; ++j)
            if (!placed[j] && equal(i, j)) {
                placed[j] = true;
                members.push_back(j);
            }
        if (members.size() >= least) classes.push_back(std::move(members));
    }
    return classes;
}

}  // namespace

/// Every class of three or more equal elements toward the same smaller value
/// at once: a bug that needs a value k times (k >= 3) breaks when fewer than
/// all of them move, which is all the pairs' moves can do. (Two equal
/// elements are the pairs' own: equal_pairs.)
Seq<SequenceNode::Ptr> SequenceNode::equal_groups(Ptr node, ShrinkRound round) {
    const auto me = as<SequenceNode>(std::move(node));
    const std::size_t n = me->size();
    if (n < 3 || !me->comparable()) return {};
    const std::function<bool(std::size_t, std::size_t)> equal = [&me](std::size_t a, std::size_t b) { return me->equal(a, b); };
    const std::function<bool(std::size_t, std::size_t)> less = [&me](std::size_t a, std::size_t b) { return me->less(a, b); };
    auto classes = equal_classes(n, 3, equal, me->ordered() ? &less : nullptr);
    const std::size_t count = classes.size();  // before the lambda below takes them
    return seq_flatten<Ptr>(Seq<Seq<Ptr>>::indexed(count, [me, round, classes = std::move(classes)](std::size_t k) -> std::optional<Seq<Ptr>> {
        return me->group_candidates(me, classes[k], round);
    }));
}

/// Each run of one repeated element (two or more equal neighbours): shortened
/// to one element and to half its length, then its elements lowered as one
/// when they are not every element of their value (those move in
/// equal_groups / equal_pairs). For run-length bugs in strings and lists
/// (a run longer than a count, a run that is encoded wrong): the removals'
/// aligned blocks rarely fit a run, and lowering one element splits it.
Seq<SequenceNode::Ptr> SequenceNode::runs(Ptr node, ShrinkRound round) {
    const auto me = as<SequenceNode>(std::move(node));
    const std::size_t n = me->size();
    if (n < 2 || !me->comparable()) return {};
    struct Run {
        std::size_t begin, end;
    };
    std::vector<Run> found;
    for (std::size_t i = 0; i < n;) {
        std::size_t end = i + 1;
        while (end < n && me->equal(i, end)) ++end;
        if (end - i >= 2) found.push_back({i, end});
        i = end;
    }
    if (found.empty()) return {};
    // Per run: up to two shortenings, then the lowering.
    return seq_flatten<Ptr>(Seq<Seq<Ptr>>::indexed(found.size(), [me, found, n, round](std::size_t k) -> std::optional<Seq<Ptr>> {
        const Run run = found[k];
        const std::size_t length = run.end - run.begin;
        std::vector<Ptr> shortened;
        std::vector<std::size_t> keeps{1};
        if ((length + 1) / 2 > 1) keeps.push_back((length + 1) / 2);
        for (const std::size_t keep : keeps) {
            if (n - (length - keep) < me->min_size) continue;
            std::vector<std::size_t> kept;
            kept.reserve(n - (length - keep));
            for (std::size_t i = 0; i < n; ++i)
                if (i < run.begin + keep || i >= run.end) kept.push_back(i);
            shortened.push_back(me->selected(kept, no_resume, std::nullopt));
        }
        // Lowered as one only when the value occurs outside the run too.
        bool elsewhere = false;
        for (std::size_t i = 0; i < n && !elsewhere; ++i)
            elsewhere = (i < run.begin || i >= run.end) && me->equal(i, run.begin);
        std::vector<std::size_t> at(length);
        std::iota(at.begin(), at.end(), run.begin);
        return concat_lazy(Seq<Ptr>::from_vector(std::move(shortened)),
                           [me, elsewhere, round, at = std::move(at)] { return elsewhere ? me->group_candidates(me, at, round) : Seq<Ptr>(); });
    }));
}

/// Adjacent integers shifted together.
Seq<SequenceNode::Ptr> SequenceNode::shifts(Ptr me, ShrinkRound round) { return pair_moves(me, true, round); }

Seq<SequenceNode::Ptr> SequenceNode::pair_moves(const Ptr& node, bool shifting, ShrinkRound round) {
    const auto me = as<SequenceNode>(node);
    const std::size_t n = me->size();
    if (n < 2 || !me->comparable()) return {};
    auto pairs = Seq<std::pair<std::size_t, std::size_t>>([n, shifting, i = std::size_t{0}, j = std::size_t{1}]() mutable
                                                          -> std::optional<std::pair<std::size_t, std::size_t>> {
        if (i + 1 >= n) return std::nullopt;
        auto pair = std::pair(i, j);
        if (shifting || ++j == n) {
            ++i;
            j = i + 1;
        }
        return pair;
    });
    return seq_flatten<Ptr>(seq_filter_map<Seq<Ptr>>(std::move(pairs), [me, shifting, round](std::pair<std::size_t, std::size_t> p) -> std::optional<Seq<Ptr>> {
        if (me->equal(p.first, p.second) == shifting) return std::nullopt;
        return me->pair_candidates(me, p.first, p.second, shifting, round);
    }));
}

/// Adjacent integers, both away from one target: the first gives its
/// distance to the second and leaves (or, at the minimum size, stays at its
/// target). Every candidate has one element fewer away from its target
/// than its parent, so chains of folds end.
Seq<SequenceNode::Ptr> SequenceNode::folds(Ptr node, ShrinkRound) {
    const auto me = as<SequenceNode>(std::move(node));
    const std::size_t n = me->size();
    return Seq<Ptr>::indexed(n < 2 ? 0 : n - 1, [me, leaves = n > me->min_size](std::size_t i) { return me->folded_pair(i, leaves); });
}

/// Every integer away from the target folded into the last one, at once:
/// the aggressive form of folds, offered right after the removals.
Seq<SequenceNode::Ptr> SequenceNode::fold_all(Ptr node, ShrinkRound) {
    const auto me = as<SequenceNode>(std::move(node));
    return Seq<Ptr>::indexed(me->size() < 3 ? 0 : 1, [me](std::size_t) { return me->folded_all(); });
}

}  // namespace falsify::gen::detail
