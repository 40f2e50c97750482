#pragma once
// boost::random::mt19937_64's output sequence for a seed, with its state
// computed only as far as the outputs drawn need it. Most Random objects (a
// flat_map's dependent side, a one_of branch) draw a few values; seeding all
// 312 words and twisting them all before the first output was most of what
// such a draw cost. The outputs are the same word for word (test_random.cpp
// compares them with Boost's engine across block boundaries).
#include <array>
#include <cstddef>
#include <cstdint>

namespace falsify::detail {

class LazyTwister {
public:
    using result_type = std::uint64_t;
    static constexpr result_type min() noexcept { return 0; }
    static constexpr result_type max() noexcept { return ~result_type{0}; }

    explicit LazyTwister(result_type seed) noexcept { reseed(seed); }

    /// As if made anew with `seed`.
    void reseed(result_type seed) noexcept {
        x_[0] = seed;
        seeded_ = 1;
        next_ = 0;
        first_block_ = true;
    }

    result_type operator()() noexcept {
        if (next_ == n) {
            twist_all();
            next_ = 0;
        }
        if (first_block_) twist_first(next_);
        result_type z = x_[next_++];
        z ^= (z >> 29) & 0x5555555555555555ULL;
        z ^= (z << 17) & 0x71D67FFFEDA60000ULL;
        z ^= (z << 37) & 0xFFF7EEE000000000ULL;
        z ^= z >> 43;
        return z;
    }

private:
    static constexpr std::size_t n = 312, m = 156;
    static constexpr result_type a = 0xB5026F5AA96619E9ULL;
    static constexpr result_type upper = ~result_type{0} << 31, lower = ~upper;

    static result_type mixed(result_type here, result_type next, result_type far) noexcept {
        const result_type y = (here & upper) | (next & lower);
        return far ^ (y >> 1) ^ ((next & 1) * a);
    }

    /// The seeding's words up to index `last`, computed in order as needed.
    void seed_through(std::size_t last) noexcept {
        for (; seeded_ <= last; ++seeded_)
            x_[seeded_] = 6364136223846793005ULL * (x_[seeded_ - 1] ^ (x_[seeded_ - 1] >> 62)) + seeded_;
    }

    /// The first block's word j, twisted from the seeding when output j is drawn (in order, as a full twist does).
    void twist_first(std::size_t j) noexcept {
        if (j < n - m) {
            seed_through(j + m);
            x_[j] = mixed(x_[j], x_[j + 1], x_[j + m]);
        } else if (j < n - 1) {
            x_[j] = mixed(x_[j], x_[j + 1], x_[j - (n - m)]);
        } else {
            x_[j] = mixed(x_[j], x_[0], x_[m - 1]);
            first_block_ = false;
        }
    }

    void twist_all() noexcept {
        for (std::size_t j = 0; j < n - m; ++j) x_[j] = mixed(x_[j], x_[j + 1], x_[j + m]);
        for (std::size_t j = n - m; j < n - 1; ++j) x_[j] = mixed(x_[j], x_[j + 1], x_[j - (n - m)]);
        x_[n - 1] = mixed(x_[n - 1], x_[0], x_[m - 1]);
    }

    std::array<result_type, n> x_;
    std::size_t seeded_ = 1;
    std::size_t next_ = 0;
    bool first_block_ = true;
};

}  // namespace falsify::detail
