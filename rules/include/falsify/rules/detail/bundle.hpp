#pragma once
// The access <falsify/rules/bundle.hpp>'s Ref grants the rule machine alone.

namespace falsify::detail {

template <class B, bool Consume>
struct RefAccess;

}  // namespace falsify::detail
