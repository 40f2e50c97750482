#pragma once
// Block removal, the first move of every sequence's shrink tree (vectors,
// strings, command sequences): which contiguous blocks to delete, in order.
// Sizes n, n/2, n/4, ..., 1, largest first; blocks larger than one at aligned
// offsets 0, b, 2b, ...; single elements at every position. A block whose
// deletion would leave fewer than `min_length` elements is never offered.
// Sliding a one-element window over every position is what isolates a failing
// element in the middle (a prefix-only removal never reaches "all but #7").
#include <cstddef>
#include <optional>
#include <vector>

namespace falsify::detail {

struct Block {
    std::size_t offset;
    std::size_t size;
};

class RemovalOrder {
public:
    /// The blocks of `count` elements, from blocks of `first_size` (`count` unless given) down.
    RemovalOrder(std::size_t count, std::size_t min_length) noexcept : RemovalOrder(count, min_length, count) {}
    RemovalOrder(std::size_t count, std::size_t min_length, std::size_t first_size) noexcept
        : count_(count), min_length_(min_length), size_(first_size) {}

    /// The next block to delete, or nullopt when every block has been offered.
    std::optional<Block> next() noexcept {
        while (size_ > 0) {
            if (count_ - size_ < min_length_ || offset_ + size_ > count_) {
                size_ /= 2;
                offset_ = 0;
                continue;
            }
            const Block block{offset_, size_};
            offset_ += size_;
            return block;
        }
        return std::nullopt;
    }

    /// Offers nothing more.
    void stop() noexcept { size_ = 0; }

private:
    std::size_t count_;
    std::size_t min_length_;
    std::size_t size_;
    std::size_t offset_ = 0;
};

/// `elements` without the block.
template <class T>
std::vector<T> without(const std::vector<T>& elements, Block block) {
    std::vector<T> kept;
    kept.reserve(elements.size() - block.size);
    kept.insert(kept.end(), elements.begin(), elements.begin() + static_cast<std::ptrdiff_t>(block.offset));
    kept.insert(kept.end(), elements.begin() + static_cast<std::ptrdiff_t>(block.offset + block.size), elements.end());
    return kept;
}

}  // namespace falsify::detail
