#pragma once
// Restructuring moves do not make a value smaller; they rearrange it so that
// ordinary moves can go on: a recursive tree replaced by one of the trees
// nested in it, two positions of one generator trading places, a sum moved
// from one value to another. Offered among the ordinary moves they lead
// descents into rearranged local minima (a heap promoted before its keys went
// down), so a tree offers them only when asked for a restructuring round's
// candidates: the descent runs one when no ordinary candidate is accepted,
// and a shrink path marks its steps (`name!index`) to replay them exactly.

namespace falsify {

/// Which candidates a shrink tree is asked for (Shrinkable::children).
enum class ShrinkRound : unsigned char {
    /// Values made smaller.
    ordinary,
    /// The ordinary candidates, then values rearranged.
    restructuring,
};

}  // namespace falsify
