#pragma once
// How a callable's parameters are bound to generators, for properties, rule
// machines and the test faces alike: what follows a body (its "extras") may
// give a generator positionally (the first for the first parameter, and so
// on) or by name (falsify::param); a parameter given neither takes its type's
// default generator. Positional generators are checked against the parameter
// types at compile time, with one diagnostic for each way to get them wrong.
#include <falsify/arbitrary.hpp>
#include <falsify/show.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

namespace falsify {

template <class T>
struct NamedGenerator;

namespace detail {

template <class... Ts>
struct TypeList {};

/// A callable's parameter types, as a TypeList in Args.
template <class F>
struct Signature : Signature<decltype(&F::operator())> {};
template <class R, class... A>
struct Signature<R (*)(A...)> {
    using Args = TypeList<A...>;
};
template <class R, class... A>
struct Signature<R(A...)> : Signature<R (*)(A...)> {};
template <class R, class C, class... A>
struct Signature<R (C::*)(A...) const> : Signature<R (*)(A...)> {};
template <class R, class C, class... A>
struct Signature<R (C::*)(A...)> : Signature<R (*)(A...)> {};

/// A generator given positionally: a Gen<T>, or a kind of one (gen::elements' Choice<T>).
template <class T>
inline constexpr bool is_gen = false;
template <class T>
    requires requires { typename T::value_type; } && std::is_base_of_v<Gen<typename T::value_type>, T>
inline constexpr bool is_gen<T> = true;

/// Whether every value of From is a value of To: the same type, an arithmetic
/// type into one that holds all its values (int into long, not long into int
/// nor int into double; a truth value is no number), or a pointer into one it converts to (a derived class's
/// into its base's). A generator of From then serves a parameter of To.
template <class From, class To>
inline constexpr bool converts_without_loss =
    std::is_same_v<From, To> ||
    (std::is_arithmetic_v<From> && std::is_arithmetic_v<To> && !std::is_same_v<From, bool> && requires(From from) { To{from}; }) ||
    (std::is_pointer_v<From> && std::is_pointer_v<To> && std::is_convertible_v<From, To>);

/// `generator`'s values as To's (converts_without_loss<From, To>); it shrinks as `generator` does.
template <class To, class From>
Gen<To> converted_generator(Gen<From> generator) {
    if constexpr (std::is_same_v<From, To>) return generator;
    else return std::move(generator).map([](const From& value) -> To { return static_cast<To>(value); });
}

/// The one refusal of a generator whose values are not its parameter's, under
/// every entry point: `The generator given for "amount" produces std::string,
/// but the parameter is a long`.
std::string generator_type_mismatch(const std::string& parameter, const std::string& produced, const std::string& expected);

/// A generator given by name, for a parameter of type T.
template <class Extra, class T>
inline constexpr bool is_named_generator_of = std::is_same_v<std::decay_t<Extra>, NamedGenerator<T>>;

/// A generator given by name, for any parameter type.
template <class Extra>
inline constexpr bool is_named_generator = false;
template <class T>
inline constexpr bool is_named_generator<NamedGenerator<T>> = true;

/// Instantiated only to fail: the compiler's note names the parameter's
/// position (counted from 1), the parameter's type and the generator's.
template <std::size_t Position, class Parameter, class Generated>
struct positional_generator_type_differs {
    static_assert(always_false<Generated>,
                  "falsify: a generator given positionally makes another type than its parameter takes; the "
                  "instantiation of positional_generator_type_differs<parameter position, parameter type, generator type> "
                  "in this message names them");
};

/// Instantiated only to fail: the compiler's note names both counts.
template <std::size_t Parameters, std::size_t Generators>
struct more_positional_generators_than_parameters {
    static_assert(Parameters >= Generators, "falsify: more generators were given positionally than the body has parameters; the "
                                            "instantiation of more_positional_generators_than_parameters<parameters, "
                                            "generators> in this message counts them");
};

/// The I-th type of Ts, void past the end.
template <std::size_t I, class... Ts>
struct TypeAt {
    using type = void;
};
template <std::size_t I, class T, class... Ts>
struct TypeAt<I, T, Ts...> : TypeAt<I - 1, Ts...> {};
template <class T, class... Ts>
struct TypeAt<0, T, Ts...> {
    using type = T;
};

/// How many of the first K extras are positional generators.
template <std::size_t K, class... Extras>
constexpr std::size_t positional_before() {
    constexpr bool positional[] = {is_gen<std::decay_t<Extras>>..., false};
    std::size_t count = 0;
    for (std::size_t i = 0; i < K; ++i) count += positional[i];
    return count;
}

template <class... Extras>
inline constexpr std::size_t positional_count = positional_before<sizeof...(Extras), Extras...>();

/// The index among Extras of the generator given positionally for parameter
/// I (the I-th Gen among them), or sizeof...(Extras) when there is none.
template <std::size_t I, class... Extras>
constexpr std::size_t positional_index() {
    constexpr bool positional[] = {is_gen<std::decay_t<Extras>>..., false};
    std::size_t seen = 0;
    for (std::size_t k = 0; k < sizeof...(Extras); ++k)
        if (positional[k] && seen++ == I) return k;
    return sizeof...(Extras);
}

template <class Extra, std::size_t Position, class... Params>
constexpr void check_positional_one() {
    if constexpr (is_gen<Extra>) {
        if constexpr (Position >= sizeof...(Params))
            (void)more_positional_generators_than_parameters<sizeof...(Params), Position + 1>{};
        else if constexpr (!converts_without_loss<typename Extra::value_type, std::decay_t<typename TypeAt<Position, Params...>::type>>)
            (void)positional_generator_type_differs<Position + 1, typename TypeAt<Position, Params...>::type,
                                                    typename Extra::value_type>{};
    }
}

/// Refuses, at compile time, positional generators of the wrong type or more of them than parameters.
template <class... Params, class... Extras, std::size_t... K>
constexpr void check_positional(TypeList<Params...>, TypeList<Extras...>, std::index_sequence<K...>) {
    (check_positional_one<std::decay_t<Extras>, positional_before<K, Extras...>(), Params...>(), ...);
}

/// A parameter that needs no generator from the extras (a rule's bundle reference): none by default.
template <class T>
struct BoundElsewhere : std::false_type {};

template <class Extra, class T>
inline constexpr bool is_named_generator_for = false;
template <class U, class T>
inline constexpr bool is_named_generator_for<NamedGenerator<U>, T> = converts_without_loss<U, T>;

/// Parameter I, of type T, has a generator: its type's default, a positional one or one named whose values it takes.
template <std::size_t I, class T, template <class> class Exempt, class... Extras>
inline constexpr bool has_generator = Exempt<T>::value || HasDefaultGenerator<T> || I < positional_count<Extras...> ||
                                      (is_named_generator_for<std::decay_t<Extras>, T> || ...);

template <bool Has, class T>
constexpr void require_generator() {
    if constexpr (!Has) (void)no_default_generator_for<T>{};
}

/// Refuses, at compile time, a parameter with no generator at all (no_default_generator_for names its type).
template <template <class> class Exempt = BoundElsewhere, class... Params, class... Extras, std::size_t... I>
constexpr void require_generators(TypeList<Params...>, TypeList<Extras...>, std::index_sequence<I...>) {
    (require_generator<has_generator<I, std::decay_t<Params>, Exempt, Extras...>, std::decay_t<Params>>(), ...);
}

/// Whether a generator named `name` is among the extras.
template <class... Extras>
bool names_parameter(const std::string& name, const Extras&... extras) {
    [[maybe_unused]] auto names_it = [&](const auto& extra) {
        if constexpr (is_named_generator<std::decay_t<decltype(extra)>>) return extra.name == name;
        else return false;
    };
    return (names_it(extras) || ...);
}

/// The generator named `name` among the extras (the first), as T's; refused
/// (`refuse(message)`, which throws) when its values are not T's.
template <class T, class Refuse, class... Extras>
std::optional<Gen<T>> named_generator(const std::string& name, const Refuse& refuse, const Extras&... extras) {
    std::optional<Gen<T>> found;
    [[maybe_unused]] auto consider = [&]<class U>(const NamedGenerator<U>& extra) {
        if (found || extra.name != name) return;
        if constexpr (converts_without_loss<U, T>) found = converted_generator<T>(extra.generator);
        else refuse(generator_type_mismatch(name, display_type_name(typeid(U)), display_type_name(typeid(T))));
    };
    [[maybe_unused]] auto each = [&](const auto& extra) {
        if constexpr (is_named_generator<std::decay_t<decltype(extra)>>) consider(extra);
    };
    (each(extras), ...);
    return found;
}

/// The generator given positionally for parameter I, of type T, if any. One of
/// the wrong type yields nothing: check_positional has refused it already, and
/// this keeps the compiler to that one message.
template <std::size_t I, class T, class... Extras>
std::optional<Gen<T>> positional_generator(const Extras&... extras) {
    constexpr std::size_t k = positional_index<I, Extras...>();
    if constexpr (k < sizeof...(Extras)) {
        const auto& given = std::get<k>(std::tie(extras...));
        using U = typename std::decay_t<decltype(given)>::value_type;
        if constexpr (converts_without_loss<U, T>) return converted_generator<T>(Gen<U>(given));
        else return std::nullopt;
    } else {
        return std::nullopt;
    }
}

}  // namespace detail
}  // namespace falsify
