#pragma once
// The definitions behind <falsify/rules/bundle.hpp>, which includes this file at its end.
#include <falsify/rules/bundle.hpp>

#include <cstdint>

namespace falsify::detail {

template <class B, bool Consume>
struct RefAccess {
    static void bind(Ref<B, Consume>& ref, std::uint64_t id) { ref.id_ = id; }
    static void resolve(Ref<B, Consume>& ref, const typename B::value_type* value) { ref.value_ = value; }
};

template <class T>
inline constexpr bool is_ref = false;
template <class B, bool C>
inline constexpr bool is_ref<Ref<B, C>> = true;

}  // namespace falsify::detail
