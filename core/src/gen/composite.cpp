#include <falsify/gen/composite.hpp>

namespace falsify::gen {

namespace detail {

std::uint64_t position_seed(std::uint64_t seed, std::size_t position) {
    // splitmix64 of (seed, position): streams of neighbouring positions are unrelated.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (static_cast<std::uint64_t>(position) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

}  // namespace detail

const detail::AnyTree& Draw::node_at(const std::type_info& node_type, detail::AnyTree (*generate)(Random&, const void*),
                                     const void* generator) {
    const std::size_t position = recorded_.size();
    const falsify::detail::TreeNode* recorded = position < tape_.size() ? tape_[position].get() : nullptr;
    if (recorded && typeid(*recorded) == node_type) {
        recorded_.push_back(tape_[position]);
    } else {
        Random random(detail::position_seed(seed_, position), mode_);
        recorded_.push_back(generate(random, generator));
    }
    return recorded_.back();
}

}  // namespace falsify::gen
