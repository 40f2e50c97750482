#pragma once
// The fields of an aggregate as a tuple of references. Boost.PFR counts the
// fields (boost/pfr/tuple_size.hpp: the hard part, and cheap to include);
// structured bindings read them. Boost.PFR's own reader is generated for 200
// fields, which every test file including it would parse; this one stops at
// 32 fields.
#include <boost/pfr/tuple_size.hpp>

#include <cstddef>
#include <tuple>
#include <type_traits>

namespace falsify::gen::detail {

inline constexpr std::size_t max_aggregate_fields = 32;

template <class T>
inline constexpr std::size_t field_count = boost::pfr::tuple_size_v<std::remove_const_t<T>>;

/// References to the N fields of `value` (T may be const), in declaration order.
template <std::size_t N, class T>
auto field_refs(T& value) {
    static_assert(N >= 1 && N <= max_aggregate_fields, "falsify reads aggregates of 1 to 32 fields: specialise falsify::Arbitrary<T>");
    if constexpr (N == 1) {
        auto& [f0] = value;
        return std::tie(f0);
    } else if constexpr (N == 2) {
        auto& [f0, f1] = value;
        return std::tie(f0, f1);
    } else if constexpr (N == 3) {
        auto& [f0, f1, f2] = value;
        return std::tie(f0, f1, f2);
    } else if constexpr (N == 4) {
        auto& [f0, f1, f2, f3] = value;
        return std::tie(f0, f1, f2, f3);
    } else if constexpr (N == 5) {
        auto& [f0, f1, f2, f3, f4] = value;
        return std::tie(f0, f1, f2, f3, f4);
    } else if constexpr (N == 6) {
        auto& [f0, f1, f2, f3, f4, f5] = value;
        return std::tie(f0, f1, f2, f3, f4, f5);
    } else if constexpr (N == 7) {
        auto& [f0, f1, f2, f3, f4, f5, f6] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6);
    } else if constexpr (N == 8) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7);
    } else if constexpr (N == 9) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8);
    } else if constexpr (N == 10) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9);
    } else if constexpr (N == 11) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10);
    } else if constexpr (N == 12) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11);
    } else if constexpr (N == 13) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12);
    } else if constexpr (N == 14) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13);
    } else if constexpr (N == 15) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14);
    } else if constexpr (N == 16) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15);
    } else if constexpr (N == 17) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16);
    } else if constexpr (N == 18) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17);
    } else if constexpr (N == 19) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18);
    } else if constexpr (N == 20) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19);
    } else if constexpr (N == 21) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20);
    } else if constexpr (N == 22) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21);
    } else if constexpr (N == 23) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22);
    } else if constexpr (N == 24) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23);
    } else if constexpr (N == 25) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24);
    } else if constexpr (N == 26) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25);
    } else if constexpr (N == 27) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26);
    } else if constexpr (N == 28) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27);
    } else if constexpr (N == 29) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28);
    } else if constexpr (N == 30) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29);
    } else if constexpr (N == 31) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30);
    } else if constexpr (N == 32) {
        auto& [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31] = value;
        return std::tie(f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31);
    }
}

template <class T>
auto fields_of(T& value) {
    return field_refs<field_count<T>>(value);
}

/// The type of field I of T.
template <std::size_t I, class T>
using field_type = std::remove_cvref_t<std::tuple_element_t<I, decltype(fields_of(std::declval<T&>()))>>;

}  // namespace falsify::gen::detail
