#pragma once
// A value as C++ source text: what a regression draft pastes into a test
// (falsify::example(...)). Written so that the pasted expression converts back
// to the parameter's exact value: doubles round-trip, NaN, infinities and -0.0
// are spelled out, strings escape what a literal cannot hold.
//
// Specialise falsify::Literal<T> with `static std::string write(const T&)` for
// a type of your own to appear in drafts; a write that cannot spell one value
// throws falsify::NoLiteral with the reason, which the draft prints.
#include <falsify/show.hpp>

#include <stdexcept>

#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

/// Thrown by a Literal (or a tree's literal) that cannot spell this value; what() says why.
class NoLiteral : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

template <class T, class Enable = void>
struct Literal {};

template <class T>
concept HasLiteral = requires(const T& value) {
    { Literal<T>::write(value) } -> std::same_as<std::string>;
};

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/literal.hpp>
