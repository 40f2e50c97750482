#pragma once
// What every command sequence's shrink tree has in common, whatever its model
// and system: the order of its moves and the moves across commands (a value
// several commands share, lowered as one; two values trading places), compiled
// once in the library (src/command_sequence_node.cpp). A sequence of a model
// and system (CommandSequenceTree) adds only what needs its commands' type.
// Its candidates are CandidateNode pointers, whose stream the engine library
// already instantiates.
#include <falsify/detail/integer_view.hpp>
#include <falsify/gen/detail/tree/candidate_node.hpp>
#include <falsify/gen/detail/tree/removal_order.hpp>
#include <falsify/seq.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace falsify::detail {

class CommandSequenceNode : public gen::detail::CandidateNode {
public:
    using Ptr = gen::detail::CandidateNode::Ptr;
    /// `resume` of a node reached by a deletion (or of the root): phase 1 first.
    static constexpr std::size_t deleting = std::numeric_limits<std::size_t>::max();

    CommandSequenceNode(std::size_t min_length_arg, std::size_t resume_arg) noexcept : min_length(min_length_arg), resume(resume_arg) {}
    CommandSequenceNode(const CommandSequenceNode&) = default;
    CommandSequenceNode& operator=(const CommandSequenceNode&) = delete;
    virtual ~CommandSequenceNode();

    std::size_t min_length;
    /// The command simplified last, where phase 2 resumes.
    std::size_t resume;

    /// The candidates of `me` (a CommandSequenceNode), in the order of command_sequence_tree.hpp.
    static Seq<Ptr> candidates(Ptr me, ShrinkRound round);

    virtual std::size_t size() const noexcept = 0;

    /// An integer argument of the sequence: its command, its index among that command's integers, what it is.
    struct Slot {
        std::size_t command;
        std::size_t integer;
        IntegerView argument;
    };
    using Changes = std::vector<std::pair<Slot, std::uint64_t>>;

protected:
    // What the moves ask of the commands. `self` is this node, which the
    // candidates pulled later keep alive.

    /// The sequence without the block (phase 1 again).
    virtual Ptr without_block(Block block) const = 0;
    /// Offered right after without_block(block): the sequence without the
    /// block, the commands that needed what it held kept another way (a rule
    /// sequence points their references at other values); std::nullopt when
    /// there is no other way.
    virtual std::optional<Ptr> without_block_otherwise(Block) const { return std::nullopt; }
    /// Command i replaced by each of its own candidates in turn (resuming at i).
    virtual Seq<Ptr> command_candidates(const Ptr& self, std::size_t i, ShrinkRound round) const = 0;
    /// The integer arguments of command c; nullptr when no command generator of the library built it.
    virtual const std::vector<IntegerView>* integers(std::size_t c) const = 0;
    /// The values integer argument `integer` of command c offers along its own ladder.
    virtual Seq<std::uint64_t> lowered(std::size_t c, std::size_t integer) const = 0;
    /// The sequence with these arguments changed, resuming at the first command changed;
    /// std::nullopt when a command refuses or nothing changed.
    virtual std::optional<Ptr> changed(const Changes& changes) const = 0;
    /// Commands a and b are of one class.
    virtual bool same_command_class(std::size_t a, std::size_t b) const = 0;

private:
    using Me = std::shared_ptr<const CommandSequenceNode>;
    /// One value of one kind, and where it occurs.
    struct Value {
        std::vector<Slot> at;
        const IntegerView& argument() const { return at.front().argument; }
    };
    std::vector<Slot> slots() const;
    static std::vector<Value> values(const std::vector<Slot>& slots);
    static Seq<Ptr> deletions(Me me);
    static Seq<Ptr> shared_lowerings(Me me);
    static Seq<Ptr> exchanges(Me me);
    static Seq<Ptr> swaps(Me me);
    static Seq<Ptr> transfers(Me me);
    static Seq<Ptr> simplifications(Me me, std::size_t start, ShrinkRound round);
};

}  // namespace falsify::detail
