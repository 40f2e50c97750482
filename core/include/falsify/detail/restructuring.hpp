#pragma once
// Restructuring moves do not make a value smaller; they rearrange it so that
// ordinary moves can go on: a recursive tree replaced by one of the trees
// nested in it, two positions of one generator trading places. Offered among
// the ordinary moves they lead descents into rearranged local minima (a heap
// promoted before its keys went down), so shrink trees offer them only during
// a restructuring round: one the descent runs when no ordinary candidate is
// accepted, and which a shrink path marks (`name!index`) to replay it exactly.

namespace falsify::detail {

inline thread_local bool restructuring_now = false;

/// Whether shrink trees built on this thread offer their restructuring moves now.
inline bool restructuring() noexcept { return restructuring_now; }

/// Makes restructuring() `on` on this thread for its lifetime.
class RestructuringRound {
public:
    explicit RestructuringRound(bool on) noexcept : saved_(restructuring_now) { restructuring_now = on; }
    ~RestructuringRound() { restructuring_now = saved_; }
    RestructuringRound(const RestructuringRound&) = delete;
    RestructuringRound& operator=(const RestructuringRound&) = delete;

private:
    bool saved_;
};

}  // namespace falsify::detail
