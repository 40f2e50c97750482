#pragma once
// The node kinds whose moves are compiled once in the library (sequences,
// tuples, command sequences) hand their candidates to each other as one
// pointer type, so that a test file instantiates the stream of candidates,
// and the optional each step returns, once for all of them.
#include <falsify/seq.hpp>

#include <memory>

namespace falsify::gen::detail {

class CandidateNode {
public:
    using Ptr = std::shared_ptr<const CandidateNode>;

    CandidateNode() = default;
    CandidateNode(const CandidateNode&) = default;
    CandidateNode& operator=(const CandidateNode&) = delete;
    virtual ~CandidateNode();
};

}  // namespace falsify::gen::detail

extern template class falsify::Seq<falsify::gen::detail::CandidateNode::Ptr>;
