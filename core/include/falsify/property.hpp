#pragma once
// The plain C++ API: build a property from a callable, run it, get a Result.
//
//   auto result = falsify::property("small", [](int value) { FALSIFY_ASSERT(value <= 50); },
//                                   falsify::gen::ints(0, 100), falsify::Config().seed(1))
//                     .check();
//
// After the body come, in any order: generators given positionally (the
// first for the first parameter, and so on; a parameter without one uses its
// type's default generator), a Config, named generators (param), examples,
// listeners and a corpus. A positional generator of the wrong type, or more of
// them than parameters, is refused at compile time. Parameters are named
// arg1, arg2, ... unless .names({...}) names them (the macros name them from
// their declaration).
//
// The typed layer is kept thin on purpose: everything that does not depend on
// the parameter types is assembled in the library (compile time matters).
#include <falsify/arbitrary.hpp>
#include <falsify/definition.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/literal.hpp>

#include <any>
#include <array>
#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <typeindex>
#include <utility>
#include <vector>

namespace falsify {

/// An explicit generator for the parameter called `name`.
template <class T>
struct NamedGenerator {
    std::string name;
    Gen<T> generator;
};

template <class T>
NamedGenerator<T> param(std::string name, Gen<T> generator) {
    return {std::move(name), std::move(generator)};
}

/// An explicit example: run before the random phase, never shrunk.
struct Example {
    std::vector<std::any> values;
};

template <class... Vs>
Example example(Vs&&... values) {
    return Example{{std::any(std::decay_t<Vs>(std::forward<Vs>(values)))...}};
}

namespace detail {

template <class... Ts>
struct TypeList {};

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

/// "(std::vector<int> xs, int n)" -> {"xs", "n"}; an unnamed parameter becomes "argN".
std::vector<std::string> parameter_names(std::string_view parenthesised);

/// A generator with its type erased: what the runner needs of it.
struct ErasedGenerator {
    AnyTree (*generate)(Random&, const void*) = nullptr;
    std::shared_ptr<const void> generator;
    /// The finite domain (exhaustive mode): its size, std::nullopt when there is none.
    std::optional<std::uint64_t> (*domain_size)(const void*) = nullptr;
    AnyTree (*domain_at)(const void*, std::uint64_t) = nullptr;
};

template <class T>
AnyTree generate_erased(Random& random, const void* generator) {
    return erase(static_cast<const Gen<T>*>(generator)->generate(random));
}

template <class T>
std::optional<std::uint64_t> domain_size_erased(const void* generator) {
    if (const Domain<T>* d = static_cast<const Gen<T>*>(generator)->domain()) return d->size;
    return std::nullopt;
}

template <class T>
AnyTree domain_at_erased(const void* generator, std::uint64_t index) {
    return erase(static_cast<const Gen<T>*>(generator)->domain()->at(index));
}

template <class T>
ErasedGenerator erase_generator(Gen<T> generator) {
    return {&generate_erased<T>, falsify::detail::make_node<Gen<T>>(std::move(generator)), &domain_size_erased<T>, &domain_at_erased<T>};
}

/// The default generator of T; empty when T has none (refused when the property is assembled).
template <class T>
ErasedGenerator default_generator() {
    if constexpr (HasDefaultGenerator<T>) return erase_generator(Arbitrary<T>::make());
    else return {};
}

[[noreturn]] void refuse_example(std::size_t example, std::size_t position, const std::string& parameter,
                                 const std::type_info& given, const std::type_info& wanted);

/// An example value as a leaf of the parameter's type: the exact type, an
/// arithmetic value that fits, or a string literal for a string.
template <class T>
AnyTree example_value(const std::any& value, std::size_t example, std::size_t position, const std::string& parameter) {
    // std::any holds only what can be copied: an example of another type is refused below.
    if constexpr (detail::held_by_value<T>)
        if (const T* exact = std::any_cast<T>(&value)) return erase(Shrinkable<T>::leaf(*exact));
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
        std::optional<T> converted;
        auto try_as = [&](auto tag) {
            using S = decltype(tag);
            const S* v = std::any_cast<S>(&value);
            if (!v || converted) return;
            if constexpr (std::is_integral_v<T> && std::is_integral_v<S>) {
                // char is not a standard integer type for std::cmp_*: compare through int.
                using W = std::conditional_t<std::is_same_v<S, char>, int, S>;
                using N = std::conditional_t<std::is_same_v<T, char>, int, T>;
                const W w = static_cast<W>(*v);
                if (std::cmp_less(w, static_cast<N>(std::numeric_limits<T>::min())) ||
                    std::cmp_greater(w, static_cast<N>(std::numeric_limits<T>::max())))
                    return;
            }
            converted = static_cast<T>(*v);
        };
        try_as(int{}), try_as(long{}), try_as(static_cast<long long>(0)), try_as(unsigned{}), try_as(static_cast<unsigned long>(0)),
            try_as(static_cast<unsigned long long>(0)), try_as(double{}), try_as(float{}), try_as(short{}), try_as(char{});
        if (converted) return erase(Shrinkable<T>::leaf(*converted));
    }
    // An aggregate is "constructible" from a string through its first field only.
    if constexpr (std::is_constructible_v<T, const char*> && !std::is_aggregate_v<T>) {
        if (const char* const* text = std::any_cast<const char*>(&value)) return erase(Shrinkable<T>::leaf(T(*text)));
    }
    refuse_example(example, position, parameter, value.type(), typeid(T));
}

/// What the library needs to know of one parameter's type.
struct ParameterType {
    std::type_index type;
    ErasedGenerator (*default_generator)();
    AnyTree (*example_value)(const std::any&, std::size_t, std::size_t, const std::string&);
    /// A recorded value back as a tree (the regression corpus).
    std::optional<AnyTree> (*decode)(const Data&);
    /// A value as C++ source (the regression draft).
    std::optional<std::string> (*literal)(const void*);
};

template <class T>
ParameterType parameter_type() {
    return {std::type_index(typeid(T)), &default_generator<T>, &example_value<T>, &decode_tree<T>, &literal_erased<T>};
}

struct NamedOverride {
    std::string name;
    std::type_index type;
    ErasedGenerator generator;
};

/// A generator given positionally: a Gen<T>, or a kind of one (gen::elements' Choice<T>).
template <class T>
inline constexpr bool is_gen = false;
template <class T>
    requires requires { typename T::value_type; } && std::is_base_of_v<Gen<typename T::value_type>, T>
inline constexpr bool is_gen<T> = true;

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

template <class Extra, std::size_t Position, class... Params>
constexpr void check_positional_one() {
    if constexpr (is_gen<Extra>) {
        if constexpr (Position >= sizeof...(Params))
            (void)more_positional_generators_than_parameters<sizeof...(Params), Position + 1>{};
        else if constexpr (!std::is_same_v<typename Extra::value_type, typename TypeAt<Position, Params...>::type>)
            (void)positional_generator_type_differs<Position + 1, typename TypeAt<Position, Params...>::type,
                                                    typename Extra::value_type>{};
    }
}

template <class... Params, class... Extras, std::size_t... K>
constexpr void check_positional(TypeList<Params...>, TypeList<Extras...>, std::index_sequence<K...>) {
    (check_positional_one<std::decay_t<Extras>, positional_before<K, Extras...>(), Params...>(), ...);
}

struct ExtrasApplier;

/// Everything of a property but its typed body.
struct PropertyParts {
    // Special members out of line: their bodies are compiled once, in the library.
    PropertyParts(std::string id, std::size_t arity);
    PropertyParts(const PropertyParts&);
    PropertyParts(PropertyParts&&) noexcept;
    PropertyParts& operator=(const PropertyParts&);
    PropertyParts& operator=(PropertyParts&&) noexcept;
    ~PropertyParts();

    std::string id;
    std::string name;
    std::string file;
    std::vector<std::string> names;
    Config config;
    std::vector<NamedOverride> overrides;
    /// The generators given positionally, one per parameter (empty where none was).
    std::vector<ErasedGenerator> positional;
    std::vector<Example> examples;
    std::vector<Listener> listeners;
    std::shared_ptr<Corpus> corpus;

    void set_names(std::vector<std::string> names, std::size_t arity);
    /// Out of line: the listener list's insertion would instantiate the Event
    /// variant in every file that declares a property.
    void add_listener(Listener listener);
    PropertyDefinition assemble(const std::vector<ParameterType>& types,
                                std::function<void(const std::vector<AnyTree>&)> body) const;
};

/// assemble(), plus what the regression corpus needs: each parameter's decoder
/// and the corpus. The `count` types arrive as an array, which a test file
/// builds without instantiating a std::vector of them.
PropertyDefinition assemble_with_corpus(const PropertyParts& parts, const ParameterType* types, std::size_t count,
                                        std::function<void(const std::vector<AnyTree>&)> body);

}  // namespace detail

template <class F, class... Args>
class Property {
public:
    Property(std::string id, F body) : parts_(std::move(id), sizeof...(Args)), body_(std::move(body)) {}

    Property& name(std::string display_name) { parts_.name = std::move(display_name); return *this; }
    Property& names(std::vector<std::string> names) { parts_.set_names(std::move(names), sizeof...(Args)); return *this; }
    /// .names({"xs", "n"}): the count is checked at compile time.
    template <std::size_t N>
    Property& names(const char* const (&names)[N]) {
        static_assert(N == sizeof...(Args), "falsify: .names({...}) must name every parameter of the body, no more and no fewer");
        return this->names(std::vector<std::string>(names, names + N));
    }
    /// The body's source file: an assertion raised in it identifies a failure by its line.
    Property& file(std::string source_file) { parts_.file = std::move(source_file); return *this; }
    Property& with(Config config) { parts_.config = std::move(config); return *this; }
    Property& with(Example example) { parts_.examples.push_back(std::move(example)); return *this; }
    Property& with(Listener listener) { parts_.add_listener(std::move(listener)); return *this; }
    /// Where falsifications are remembered and replayed from (see <falsify/corpus.hpp>).
    Property& with(std::shared_ptr<Corpus> corpus) { parts_.corpus = std::move(corpus); return *this; }
    template <class T>
    Property& with(NamedGenerator<T> named) {
        parts_.overrides.push_back({std::move(named.name), std::type_index(typeid(T)), detail::erase_generator(std::move(named.generator))});
        return *this;
    }

    PropertyDefinition definition() const {
        const std::array<detail::ParameterType, sizeof...(Args)> types{detail::parameter_type<std::decay_t<Args>>()...};
        return detail::assemble_with_corpus(
            parts_, types.data(), types.size(),
            [body = body_](const std::vector<detail::AnyTree>& args) { invoke(body, args, std::index_sequence_for<Args...>()); });
    }

    Result check() const { return run(definition()); }

private:
    friend struct detail::ExtrasApplier;

    template <std::size_t... I>
    static void invoke(const F& body, const std::vector<detail::AnyTree>& args, std::index_sequence<I...>) {
        body(detail::value_of<std::decay_t<Args>>(args[I])...);
    }

    detail::PropertyParts parts_;
    F body_;
};

namespace detail {

/// Applies what follows a body: positional generators in order, the rest through with().
struct ExtrasApplier {
    template <class F, class... Args, class... Extras>
    static void apply(Property<F, Args...>& property, Extras&&... extras) {
        check_positional(TypeList<std::decay_t<Args>...>{}, TypeList<Extras...>{}, std::index_sequence_for<Extras...>());
        [[maybe_unused]] std::size_t position = 0;
        (add(property, std::forward<Extras>(extras), position), ...);
    }

private:
    template <class F, class... Args, class Extra>
    static void add(Property<F, Args...>& property, Extra&& extra, std::size_t& position) {
        if constexpr (is_gen<std::decay_t<Extra>>)
            property.parts_.positional[position++] = erase_generator(Gen<typename std::decay_t<Extra>::value_type>(std::forward<Extra>(extra)));
        else property.with(std::forward<Extra>(extra));
    }
};

template <class F, class... Args, class... Extras>
Property<F, Args...> make_property(std::string id, F body, TypeList<Args...>, Extras&&... extras) {
    Property<F, Args...> property(std::move(id), std::move(body));
    ExtrasApplier::apply(property, std::forward<Extras>(extras)...);
    return property;
}

}  // namespace detail

/// A property over the parameters of `body` (a function or a non-generic
/// lambda), with what follows it (see the top of this file).
template <class F, class... Extras>
auto property(std::string id, F body, Extras&&... extras) {
    using Sig = detail::Signature<std::remove_pointer_t<std::decay_t<F>>>;
    return detail::make_property(std::move(id), std::move(body), typename Sig::Args{}, std::forward<Extras>(extras)...);
}

}  // namespace falsify

#include <falsify/detail/prebuilt.hpp>
