#include <falsify/gen/detail/tree/candidate_node.hpp>

namespace falsify::gen::detail {

CandidateNode::~CandidateNode() = default;

}  // namespace falsify::gen::detail

template class falsify::Seq<falsify::gen::detail::CandidateNode::Ptr>;
