#include "linearizability_memo.hpp"

#include <utility>

namespace falsify::linearizability::detail {
namespace {

// A memo of a hard history holds megabytes, touched page by page as it grows,
// and a property checks history after history: each thread keeps the buffers
// of its last memo, up to a bound, for the next one rather than touch fresh
// memory again.
constexpr std::size_t kept_bytes = std::size_t{64} << 20;

struct Buffers {
    std::vector<ConfigurationMemo::Slot> slots;
    std::vector<ConfigurationMemo::Slot> spare_slots;
    std::vector<std::uint64_t> arena;
    std::vector<std::uint64_t> hashes;
    std::vector<std::uint64_t> offsets;
    std::vector<std::uint8_t> marks;

    std::size_t bytes() const {
        return (slots.capacity() + spare_slots.capacity()) * sizeof(ConfigurationMemo::Slot) +
               (arena.capacity() + hashes.capacity() + offsets.capacity()) * sizeof(std::uint64_t) + marks.capacity();
    }
};

thread_local Buffers kept;

}  // namespace

ConfigurationMemo::ConfigurationMemo() {
    slots_.swap(kept.slots);
    spare_slots_.swap(kept.spare_slots);
    arena_.swap(kept.arena);
    hashes_.swap(kept.hashes);
    offsets_.swap(kept.offsets);
    marks_.swap(kept.marks);
    arena_.clear();
    hashes_.clear();
    offsets_.clear();
    marks_.clear();
    slots_.assign(64, Slot{});  // a history of many keys makes many memos, most of them small
}

ConfigurationMemo::~ConfigurationMemo() {
    Buffers mine{std::move(slots_), std::move(spare_slots_), std::move(arena_), std::move(hashes_),
                 std::move(offsets_), std::move(marks_)};
    if (mine.bytes() <= kept_bytes && mine.bytes() > kept.bytes()) std::swap(kept, mine);
}

}  // namespace falsify::linearizability::detail
