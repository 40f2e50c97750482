#pragma once
// The first shrink phase of a command sequence: which contiguous blocks to
// delete, in order. Sizes n, n/2, n/4, ..., 1, largest first; blocks larger
// than one at aligned offsets 0, b, 2b, ...; single commands at every
// position. A block whose deletion would leave fewer than `min_length`
// commands is never offered. Sliding a one-command window over every position
// is what isolates a failing step in the middle (a prefix-only removal never
// reaches "all but command #7").
#include <cstddef>
#include <optional>

namespace falsify::detail {

struct Block {
    std::size_t offset;
    std::size_t size;
};

class RemovalOrder {
public:
    RemovalOrder(std::size_t count, std::size_t min_length) noexcept;
    /// The next block to delete, or nullopt when every block has been offered.
    std::optional<Block> next() noexcept;

private:
    std::size_t count_;
    std::size_t min_length_;
    std::size_t size_;
    std::size_t offset_ = 0;
};

}  // namespace falsify::detail
