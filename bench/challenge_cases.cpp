// The cases of the shrinking challenge, as its README defines them.
#include "challenge_cases.hpp"

namespace challenge {

namespace fg = falsify::gen;

namespace {

using Ints = std::vector<int>;
using Lists = std::vector<Ints>;
using Int16s = std::vector<std::int16_t>;
using Bound5 = std::tuple<Int16s, Int16s, Int16s, Int16s, Int16s>;
using Deletion = std::tuple<Ints, std::size_t>;
using Pair = std::tuple<int, int>;

std::int16_t wrapped_sum(const Int16s& xs) {
    std::int16_t sum = 0;
    for (auto x : xs) sum = static_cast<std::int16_t>(sum + x);
    return sum;
}

bool bound5_holds(const Bound5& p) {
    std::int16_t total = 0;
    std::apply([&](const auto&... lists) { ((total = static_cast<std::int16_t>(total + wrapped_sum(lists))), ...); }, p);
    return total < 5 * 256;
}

bool bound5_minimal(const Bound5& p) {
    std::size_t count = 0;
    long sum = 0;
    std::apply([&](const auto&... lists) { ((count += lists.size(), sum += std::accumulate(lists.begin(), lists.end(), 0L)), ...); }, p);
    return count == 2 && sum == -32769;
}

std::size_t distinct(const Ints& xs) { return std::set<int>(xs.begin(), xs.end()).size(); }

Ints keep_indices(const Ints& xs) {
    Ints out;
    for (int x : xs)
        if (x < static_cast<int>(xs.size())) out.push_back(x);
    return out;
}

// keep_indices keeps the values below the generated length, so the kept list
// may hold an index past its own end: only pairs within it are coupled.
bool coupling_holds(const Ints& xs) {
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const auto j = static_cast<std::size_t>(xs[i]);
        if (j < xs.size() && i != j && xs[j] == static_cast<int>(i)) return false;
    }
    return true;
}

bool deletion_holds(const Deletion& d) {
    Ints xs = std::get<0>(d);
    const int x = xs.at(std::get<1>(d));
    xs.erase(xs.begin() + static_cast<std::ptrdiff_t>(std::get<1>(d)));
    return std::find(xs.begin(), xs.end(), x) == xs.end();
}

template <class H, class M>
Case difference(const char* name, H holds, M minimal) {
    return {name, falsify_case<Pair>(fg::tuples(fg::ints<int>(), fg::ints<int>()), holds, minimal),
            rapidcheck_case<Pair>(rc::gen::tuple(rc::gen::arbitrary<int>(), rc::gen::arbitrary<int>()), holds, minimal)};
}

/// The challenge's own form: two positive integers, as two parameters.
template <class H, class M>
Case difference_parameters(const char* name, H holds, M minimal) {
    return {name,
            [=](std::uint64_t seed) { return with_falsify_parameters(fg::positive<int>(), fg::positive<int>(), holds, minimal, seed); },
            rapidcheck_case<Pair>(rc::gen::tuple(rc::gen::positive<int>(), rc::gen::positive<int>()), holds, minimal)};
}

}  // namespace

std::vector<Case> cases() {
    std::vector<Case> all;

    auto reverse_holds = [](const Ints& xs) { return Ints(xs.rbegin(), xs.rend()) == xs; };
    auto reverse_minimal = [](const Ints& xs) { return xs == Ints{0, 1}; };
    all.push_back({"reverse", falsify_case<Ints>(fg::vectors(fg::ints<int>()), reverse_holds, reverse_minimal),
                   rapidcheck_case<Ints>(rc::gen::arbitrary<Ints>(), reverse_holds, reverse_minimal)});

    auto union_holds = [](const Lists& ls) {
        std::set<int> seen;
        for (const auto& l : ls) seen.insert(l.begin(), l.end());
        return seen.size() <= 4;
    };
    auto union_minimal = [](const Lists& ls) {
        if (ls.size() != 1 || ls[0].size() != 5) return false;
        long magnitude = 0;
        for (int x : ls[0]) magnitude += std::labs(x);
        return magnitude == 6;  // {0, 1, -1, 2, -2}
    };
    all.push_back({"large_union_list", falsify_case<Lists>(fg::vectors(fg::vectors(fg::ints<int>())), union_holds, union_minimal),
                   rapidcheck_case<Lists>(rc::gen::arbitrary<Lists>(), union_holds, union_minimal)});

    auto small_sum = [](const Int16s& xs) { return wrapped_sum(xs) < 256; };
    const auto f16 = fg::vectors(fg::ints<std::int16_t>()).filter(small_sum);
    const auto r16 = rc::gen::suchThat(rc::gen::arbitrary<Int16s>(), small_sum);
    all.push_back({"bound5", falsify_case<Bound5>(fg::tuples(f16, f16, f16, f16, f16), bound5_holds, bound5_minimal),
                   rapidcheck_case<Bound5>(rc::gen::tuple(r16, r16, r16, r16, r16), bound5_holds, bound5_minimal)});

    auto length_holds = [](const Ints& xs) { return xs.empty() || *std::max_element(xs.begin(), xs.end()) < 900; };
    auto length_minimal = [](const Ints& xs) { return xs == Ints{900}; };
    all.push_back(
        {"lengthlist",
         falsify_case<Ints>(fg::ints(1, 100).flat_map([](int n) { return fg::vectors(fg::ints(0, 1000), static_cast<std::size_t>(n), static_cast<std::size_t>(n)); }),
                            length_holds, length_minimal),
         rapidcheck_case<Ints>(rc::gen::mapcat(rc::gen::inRange(1, 101),
                                               [](int n) { return rc::gen::container<Ints>(static_cast<std::size_t>(n), rc::gen::inRange(0, 1001)); }),
                               length_holds, length_minimal)});

    // difference: as one tuple over the whole int range, and in the challenge's own form, two positive parameters.
    const auto zero_holds = [](const Pair& p) { return std::get<0>(p) < 10 || std::get<0>(p) != std::get<1>(p); };
    const auto small_holds = [](const Pair& p) {
        const long d = std::labs(static_cast<long>(std::get<0>(p)) - std::get<1>(p));
        return std::get<0>(p) < 10 || d < 1 || d > 4;
    };
    const auto one_holds = [](const Pair& p) { return std::get<0>(p) < 10 || std::labs(static_cast<long>(std::get<0>(p)) - std::get<1>(p)) != 1; };
    const auto is = [](int a, int b) { return [a, b](const Pair& p) { return p == Pair{a, b}; }; };
    all.push_back(difference("difference_zero", zero_holds, is(10, 10)));
    all.push_back(difference("difference_small", small_holds, is(10, 6)));
    all.push_back(difference("difference_one", one_holds, is(10, 9)));
    all.push_back(difference_parameters("difference_zero_ab", zero_holds, is(10, 10)));
    all.push_back(difference_parameters("difference_small_ab", small_holds, is(10, 6)));
    all.push_back(difference_parameters("difference_one_ab", one_holds, is(10, 9)));

    auto distinct_holds = [](const Ints& xs) { return distinct(xs) < 3; };
    auto distinct_minimal = [](const Ints& xs) {
        return xs.size() == 3 && distinct(xs) == 3 && std::all_of(xs.begin(), xs.end(), [](int x) { return std::abs(x) <= 2; });
    };
    all.push_back({"distinct", falsify_case<Ints>(fg::vectors(fg::ints<int>()), distinct_holds, distinct_minimal),
                   rapidcheck_case<Ints>(rc::gen::arbitrary<Ints>(), distinct_holds, distinct_minimal)});

    auto nested_holds = [](const Lists& ls) {
        std::size_t total = 0;
        for (const auto& l : ls) total += l.size();
        return total <= 10;
    };
    auto nested_minimal = [](const Lists& ls) { return ls.size() == 1 && ls[0] == Ints(11, 0); };
    all.push_back({"nestedlists", falsify_case<Lists>(fg::vectors(fg::vectors(fg::ints<int>())), nested_holds, nested_minimal),
                   rapidcheck_case<Lists>(rc::gen::arbitrary<Lists>(), nested_holds, nested_minimal)});

    auto deletion_minimal = [](const Deletion& d) { return std::get<0>(d) == Ints{0, 0} && std::get<1>(d) == 0; };
    all.push_back(
        {"deletion",
         falsify_case<Deletion>(fg::vectors(fg::ints<int>(), 1, 100).flat_map([](const Ints& xs) {
             return fg::tuples(fg::constant(xs), fg::ints<std::size_t>(0, xs.size() - 1));
         }),
                                deletion_holds, deletion_minimal),
         rapidcheck_case<Deletion>(rc::gen::mapcat(rc::gen::nonEmpty(rc::gen::arbitrary<Ints>()),
                                                   [](const Ints& xs) {
                                                       return rc::gen::tuple(rc::gen::just(xs), rc::gen::inRange<std::size_t>(0, xs.size()));
                                                   }),
                                   deletion_holds, deletion_minimal)});

    auto coupling_minimal = [](const Ints& xs) { return xs == Ints{1, 0}; };
    all.push_back({"coupling", falsify_case<Ints>(fg::vectors(fg::ints(0, 10)).map(keep_indices), coupling_holds, coupling_minimal),
                   rapidcheck_case<Ints>(rc::gen::map(rc::gen::container<Ints>(rc::gen::inRange(0, 11)), keep_indices), coupling_holds,
                                         coupling_minimal)});
    // The tree cases in the challenge's order: calculator after bound5, binheap
    // last (after calculator_one_of, the calculator as one_of writes it).
    auto trees = tree_cases();
    all.insert(all.begin() + 3, trees.at(0));
    all.insert(all.end(), trees.begin() + 1, trees.end());
    return all;
}

}  // namespace challenge
