// The one control block of every node make_node builds: its allocator hands
// out the header of the node's own allocation, and frees the whole block.
#include <falsify/detail/make_node.hpp>

namespace falsify::detail {

namespace {

struct DestroyNode {
    void (*destroy)(const void*) noexcept;
    void operator()(const void* object) const noexcept { destroy(object); }
};

template <class U>
struct NodeHeader {
    using value_type = U;
    void* block;

    explicit NodeHeader(void* block) noexcept : block(block) {}
    template <class V>
    NodeHeader(const NodeHeader<V>& other) noexcept : block(other.block) {}

    U* allocate(std::size_t n) noexcept {
        static_assert(sizeof(U) <= node_header_size && alignof(U) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__,
                      "the control block fits in a node's header");
        (void)n;
        return static_cast<U*>(block);
    }
    void deallocate(U*, std::size_t) noexcept { ::operator delete(block); }

    template <class V>
    bool operator==(const NodeHeader<V>& other) const noexcept {
        return block == other.block;
    }
};

}  // namespace

std::shared_ptr<const void> adopt_node(void* block, const void* object, void (*destroy)(const void*) noexcept) noexcept {
    // Neither throws: the allocator hands out memory already allocated.
    return std::shared_ptr<const void>(object, DestroyNode{destroy}, NodeHeader<void>(block));
}

}  // namespace falsify::detail
