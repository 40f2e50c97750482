#pragma once
// Arbitrary<T>: the default generator of a type, so that most parameters need no
// explicit generator. Specialise it for your own types:
//
//   template <> struct falsify::Arbitrary<Money> {
//       static falsify::Gen<Money> make() { return gen::ints<long>(0, 1'000'000).map(...); }
//   };
//
// Covered here: every scalar, std::string, std::vector, std::optional,
// std::tuple, std::pair; and, recognised by shape so that no standard header
// is pulled in for them, std::array, push_back sequences (std::deque,
// std::list), sets, maps, variants, chrono durations and time points
// (gen/sequences.hpp, gen/unique.hpp, gen/variant.hpp, gen/time.hpp), and
// plain structs through Boost.PFR (gen/aggregate.hpp). Enums have none: C++
// cannot list an enum's members, so give one with gen::enums({...}).
#include <falsify/gen/choice.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/strings.hpp>

#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

template <class T>
inline constexpr bool always_false = false;

/// No definition of make(): a type without a default generator.
template <class T, class Enable = void>
struct Arbitrary {};

template <class T>
concept HasArbitrary = requires { { Arbitrary<T>::make() } -> std::same_as<Gen<T>>; };

/// Instantiated only to fail: the compiler's message names the type.
template <class T>
struct no_default_generator_for {
    static_assert(always_false<T>,
                  "falsify: this type has no default generator. Specialise falsify::Arbitrary<T> with "
                  "`static falsify::Gen<T> make()`, or give the parameter an explicit generator.");
};

namespace gen {
template <class T>
Gen<T> arbitrary();
}  // namespace gen

template <>
struct Arbitrary<bool> {
    static Gen<bool> make();
};

template <class I>
struct Arbitrary<I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool> && !std::is_same_v<I, char>>> {
    static Gen<I> make() { return gen::ints<I>(); }
};

template <>
struct Arbitrary<char> {
    static Gen<char> make();
};

template <>
struct Arbitrary<double> {
    static Gen<double> make();
};

template <>
struct Arbitrary<float> {
    static Gen<float> make();
};

template <>
struct Arbitrary<std::string> {
    static Gen<std::string> make();
};

template <class T>
struct Arbitrary<std::vector<T>> {
    static Gen<std::vector<T>> make() { return gen::vectors(gen::arbitrary<T>()); }
};

template <class T>
struct Arbitrary<std::optional<T>> {
    static Gen<std::optional<T>> make() { return gen::optionals(gen::arbitrary<T>()); }
};

template <class... Ts>
struct Arbitrary<std::tuple<Ts...>> {
    static Gen<std::tuple<Ts...>> make() { return gen::tuples(gen::arbitrary<Ts>()...); }
};

template <class A, class B>
struct Arbitrary<std::pair<A, B>> {
    static Gen<std::pair<A, B>> make() { return gen::pairs(gen::arbitrary<A>(), gen::arbitrary<B>()); }
};

namespace gen {
/// The default generator of T.
template <class T>
Gen<T> arbitrary();
}  // namespace gen

}  // namespace falsify

// The shape-recognised specialisations: after the primary template, so that
// including this header is enough for every parameter type listed above.
#include <falsify/gen/aggregate.hpp>
#include <falsify/gen/sequences.hpp>
#include <falsify/gen/time.hpp>
#include <falsify/gen/unique.hpp>
#include <falsify/gen/variant.hpp>
// Which types those specialisations make a default generator for.
#include <falsify/detail/default_generatable.hpp>

namespace falsify {

/// Whether T's default generator can be made (`value`): T has an Arbitrary, and so do the
/// elements of a container, optional, pair, tuple or variant (whose Arbitrary claims one for any).
template <class T>
struct DefaultGeneratable;

/// T has a default generator that can be made (its elements have one too).
template <class T>
concept HasDefaultGenerator = DefaultGeneratable<std::remove_cv_t<T>>::value;

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/arbitrary.hpp>
