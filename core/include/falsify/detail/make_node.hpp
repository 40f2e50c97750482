#pragma once
// make_node<T>(args...): what std::make_shared<const T> does (one allocation
// holding the object and its reference counts), with one control-block type
// for every T, compiled once in the library. std::make_shared instantiates a
// control block, its allocator plumbing and three virtual functions per type,
// and the shrink trees of a test file name a hundred node types.
#include <cstddef>
#include <memory>
#include <new>
#include <utility>

namespace falsify::detail {

/// Room for the control block at the start of a node's allocation (the
/// library checks that its control block fits).
inline constexpr std::size_t node_header_size = 64;

/// The object at `object`, constructed in the block from `::operator new`
/// that starts `node_header_size` bytes before it, owned: `destroy` ends it
/// and the block is freed when the last weak reference goes.
std::shared_ptr<const void> adopt_node(void* block, const void* object, void (*destroy)(const void*) noexcept) noexcept;

template <class T>
void destroy_node(const void* object) noexcept {
    static_cast<const T*>(object)->~T();
}

template <class T, class... Args>
std::shared_ptr<const T> make_node(Args&&... args) {
    if constexpr (alignof(T) > __STDCPP_DEFAULT_NEW_ALIGNMENT__ || node_header_size % alignof(T) != 0) {
        return std::make_shared<const T>(std::forward<Args>(args)...);
    } else {
        void* block = ::operator new(node_header_size + sizeof(T));
        const T* object;
        try {
            object = ::new (static_cast<char*>(block) + node_header_size) T(std::forward<Args>(args)...);
        } catch (...) {
            ::operator delete(block);
            throw;
        }
        return std::shared_ptr<const T>(adopt_node(block, object, &destroy_node<T>), object);
    }
}

}  // namespace falsify::detail
