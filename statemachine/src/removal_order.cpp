#include <falsify/statemachine/detail/removal_order.hpp>

namespace falsify::detail {

RemovalOrder::RemovalOrder(std::size_t count, std::size_t min_length) noexcept
    : count_(count), min_length_(min_length), size_(count) {}

std::optional<Block> RemovalOrder::next() noexcept {
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

}  // namespace falsify::detail
