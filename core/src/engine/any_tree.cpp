// The defaults of TreeNode's optional members: a tree that is no integer,
// has no codec, no parts and no spelling of its own.
#include <falsify/detail/any_tree.hpp>

#include <stdexcept>

namespace falsify::detail {

TreeNode::~TreeNode() = default;
bool TreeNode::pairs_with(const TreeNode&) const noexcept { return false; }
Seq<std::pair<AnyTree, AnyTree>> TreeNode::moved_with(const TreeNode&, bool, ShrinkRound) const { return {}; }
std::optional<AnyTree> TreeNode::at_integer_of(const TreeNode&) const { return std::nullopt; }
std::optional<Data> TreeNode::encode() const { return std::nullopt; }
std::vector<PartVariation> TreeNode::variations() const { return {}; }
std::optional<std::string> TreeNode::tree_literal() const { return std::nullopt; }
std::size_t TreeNode::footprint() const { return sizeof(*this); }

bool TreeNode::renders_alike(const TreeNode& other) const {
    const UnprintableTypes placeholders;
    return show() == other.show() && placeholders.types().empty();
}

void refuse_copy(const std::type_info& type) {
    throw std::logic_error("falsify: a value of " + display_type_name(type) +
                           ", which cannot be copied, was needed twice and no generator makes it again: give the "
                           "property a generator that builds it with .map() from values that can be copied");
}

}  // namespace falsify::detail
