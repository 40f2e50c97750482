#pragma once
// The definitions behind <falsify/gen/sample.hpp>, which includes this file at its end.
#include <falsify/gen/sample.hpp>

namespace falsify::gen {

template <class T>
std::vector<T> sample(const Gen<T>& generator, std::size_t count, std::uint64_t seed) {
    if (count == 0) detail::refuse_sample_count("gen::sample", "count");
    Random random(seed);
    std::vector<T> values;
    values.reserve(count);
    for (std::size_t i = 0; i < count; ++i) values.push_back(generator.generate(random).value());
    return values;
}

template <class T>
ShrinkSample<T> sample_shrinks(const Gen<T>& generator, std::uint64_t seed, std::size_t limit) {
    if (limit == 0) detail::refuse_sample_count("gen::sample_shrinks", "limit");
    Random random(seed);
    Shrinkable<T> tree = generator.generate(random);
    ShrinkSample<T> out{tree.value(), {}};
    Seq<Shrinkable<T>> children = tree.children(ShrinkRound::ordinary);
    while (out.candidates.size() < limit) {
        std::optional<Shrinkable<T>> child = children.next();
        if (!child) break;
        out.candidates.push_back(child->value());
    }
    return out;
}

}  // namespace falsify::gen
