#pragma once
// The definitions of <falsify/property.hpp>'s templates.
#include <falsify/property.hpp>

#include <array>

namespace falsify {

namespace detail {

/// `generator` converted to a parameter of type P, where P differs from T and takes its values without loss; empty otherwise.
template <class T, class P>
ErasedGenerator erase_converted(const Gen<T>& generator) {
    if constexpr (!std::is_same_v<T, P> && converts_without_loss<T, P>) return erase_generator(converted_generator<P>(generator));
    else return {};
}

}  // namespace detail

template <class T>
NamedGenerator<T> param(std::string name, Gen<T> generator) {
    return {std::move(name), std::move(generator)};
}

template <class... Vs>
Example example(Vs&&... values) {
    return Example{{std::any(std::decay_t<Vs>(std::forward<Vs>(values)))...}};
}

template <class F, class... Args>
Property<F, Args...>::Property(std::string id, F body) : parts_(std::move(id), sizeof...(Args)), body_(std::move(body)) {}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::name(std::string display_name) {
    parts_.name = std::move(display_name);
    return *this;
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::names(std::vector<std::string> names) {
    parts_.set_names(std::move(names), sizeof...(Args));
    return *this;
}

template <class F, class... Args>
template <std::size_t N>
Property<F, Args...>& Property<F, Args...>::names(const char* const (&names)[N]) {
    static_assert(N == sizeof...(Args), "falsify: .names({...}) must name every parameter of the body, no more and no fewer");
    return this->names(std::vector<std::string>(names, names + N));
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::file(std::string source_file) {
    parts_.file = std::move(source_file);
    return *this;
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::with(Config config) {
    parts_.config = std::move(config);
    return *this;
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::with(Example example) {
    parts_.examples.push_back(std::move(example));
    return *this;
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::with(Listener listener) {
    parts_.add_listener(std::move(listener));
    return *this;
}

template <class F, class... Args>
Property<F, Args...>& Property<F, Args...>::with(std::shared_ptr<Corpus> corpus) {
    parts_.corpus = std::move(corpus);
    return *this;
}

template <class F, class... Args>
template <class T>
Property<F, Args...>& Property<F, Args...>::with(NamedGenerator<T> named) {
    std::vector<detail::ErasedGenerator> as_parameter{detail::erase_converted<T, std::decay_t<Args>>(named.generator)...};
    parts_.overrides.push_back(
        {std::move(named.name), std::type_index(typeid(T)), detail::erase_generator(std::move(named.generator)), std::move(as_parameter)});
    return *this;
}

template <class F, class... Args>
PropertyDefinition Property<F, Args...>::definition() const {
    const std::array<detail::ParameterType, sizeof...(Args)> types{detail::parameter_type<std::decay_t<Args>>()...};
    return detail::assemble_with_corpus(
        parts_, types.data(), types.size(),
        [body = body_](const std::vector<detail::AnyTree>& args) { invoke(body, args, std::index_sequence_for<Args...>()); });
}

template <class F, class... Args>
Result Property<F, Args...>::check() const {
    return run(definition());
}

template <class F, class... Args>
template <std::size_t... I>
void Property<F, Args...>::invoke(const F& body, const std::vector<detail::AnyTree>& args, std::index_sequence<I...>) {
    body(detail::value_of<std::decay_t<Args>>(args[I])...);
}

namespace detail {

/// Applies what follows a body: positional generators in order, the rest through with().
struct ExtrasApplier {
    template <class F, class... Args, class... Extras>
    static void apply(Property<F, Args...>& property, Extras&&... extras) {
        check_positional(TypeList<std::decay_t<Args>...>{}, TypeList<Extras...>{}, std::index_sequence_for<Extras...>());
        [&]<std::size_t... K>(std::index_sequence<K...>) {
            (add<positional_before<K, Extras...>()>(property, std::forward<Extras>(extras)), ...);
        }(std::index_sequence_for<Extras...>());
    }

private:
    template <std::size_t Position, class F, class... Args, class Extra>
    static void add(Property<F, Args...>& property, Extra&& extra) {
        if constexpr (is_gen<std::decay_t<Extra>>) {
            using U = typename std::decay_t<Extra>::value_type;
            using T = std::decay_t<typename TypeAt<Position, Args...>::type>;
            // check_positional has refused any other; this keeps the compiler to that one message.
            if constexpr (converts_without_loss<U, T>)
                property.parts_.positional[Position] = erase_generator(converted_generator<T>(Gen<U>(std::forward<Extra>(extra))));
        } else {
            property.with(std::forward<Extra>(extra));
        }
    }
};

template <class F, class... Args, class... Extras>
Property<F, Args...> make_property(std::string id, F body, TypeList<Args...>, Extras&&... extras) {
    Property<F, Args...> property(std::move(id), std::move(body));
    ExtrasApplier::apply(property, std::forward<Extras>(extras)...);
    return property;
}

}  // namespace detail

template <class F, class... Extras>
auto property(std::string id, F body, Extras&&... extras) {
    using Sig = detail::Signature<std::remove_pointer_t<std::decay_t<F>>>;
    return detail::make_property(std::move(id), std::move(body), typename Sig::Args{}, std::forward<Extras>(extras)...);
}

}  // namespace falsify
