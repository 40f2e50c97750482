#pragma once
// The node kinds whose moves are compiled once in the library (sequences,
// tuples, command sequences) hand their candidates to each other as one
// pointer type, so that a test file instantiates the stream of candidates,
// and the optional each step returns, once for all of them.
#include <falsify/seq.hpp>

#include <memory>
#include <utility>

namespace falsify::gen::detail {

class CandidateNode {
public:
    using Ptr = std::shared_ptr<const CandidateNode>;

    CandidateNode() = default;
    CandidateNode(const CandidateNode&) = default;
    CandidateNode& operator=(const CandidateNode&) = delete;
    virtual ~CandidateNode();

    /// A candidate as the node kind whose moves made it (each kind's moves
    /// take the candidates they produced back).
    template <class Node>
    static std::shared_ptr<const Node> as(Ptr node) {
        return std::static_pointer_cast<const Node>(std::move(node));
    }
};

}  // namespace falsify::gen::detail

extern template class falsify::Seq<falsify::gen::detail::CandidateNode::Ptr>;
