#include <falsify/gen/swarm.hpp>

#include <algorithm>
#include <numeric>

namespace falsify::gen::detail {

std::vector<std::size_t> draw_subset_indices(Random& random, std::size_t count, std::size_t min_size, std::size_t max_size) {
    const std::size_t size = random.between(min_size, max_size);
    std::vector<std::size_t> pool(count);
    std::iota(pool.begin(), pool.end(), std::size_t{0});
    for (std::size_t slot = 0; slot < size; ++slot) std::swap(pool[slot], pool[random.between(slot, count - 1)]);
    pool.resize(size);
    std::sort(pool.begin(), pool.end());
    return pool;
}

void refuse_swarm(const std::string& generator, std::size_t count) {
    throw std::invalid_argument("gen::swarm(" + generator + "): the choice reports " + std::to_string(count) +
                                " variant(s); a choice to swarm over needs at least one");
}

}  // namespace falsify::gen::detail
