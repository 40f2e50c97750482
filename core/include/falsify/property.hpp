#pragma once
// The plain C++ API: build a property from a callable, run it, get a Result.
//
//   auto result = falsify::property("small", [](int value) { FALSIFY_ASSERT(value <= 50); })
//                     .names({"value"})
//                     .with(falsify::param("value", falsify::gen::ints(0, 100)))
//                     .with(falsify::Config().seed(1))
//                     .check();
#include <falsify/arbitrary.hpp>
#include <falsify/definition.hpp>

#include <any>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
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

[[noreturn]] void refuse_example(std::size_t example, std::size_t position, const std::string& parameter,
                                 const std::type_info& given, const std::type_info& wanted);
[[noreturn]] void refuse_example_arity(std::size_t example, std::size_t wanted, std::size_t given);

/// An example value converted to the parameter's type: exact type, or an
/// arithmetic value that fits, or a string literal for std::string.
template <class T>
T convert_example(const std::any& value, std::size_t example, std::size_t position, const std::string& parameter) {
    if (const T* exact = std::any_cast<T>(&value)) return *exact;
    if constexpr (std::is_arithmetic_v<T>) {
        auto try_as = [&](auto tag, T& out) {
            using S = decltype(tag);
            const S* v = std::any_cast<S>(&value);
            if (!v) return false;
            if constexpr (std::is_integral_v<T> && std::is_integral_v<S>) {
                // char is not a standard integer type for std::in_range: compare through int.
                using W = std::conditional_t<std::is_same_v<S, char>, int, S>;
                using N = std::conditional_t<std::is_same_v<T, char>, int, T>;
                const W w = static_cast<W>(*v);
                if (std::cmp_less(w, std::numeric_limits<T>::min()) || std::cmp_greater(w, std::numeric_limits<T>::max())) return false;
                (void)sizeof(N);
            }
            out = static_cast<T>(*v);
            return true;
        };
        T out{};
        if (try_as(int{}, out) || try_as(long{}, out) || try_as((long long){}, out) || try_as(unsigned{}, out) ||
            try_as((unsigned long){}, out) || try_as((unsigned long long){}, out) || try_as(double{}, out) ||
            try_as(float{}, out) || try_as(short{}, out) || try_as(char{}, out))
            return out;
    }
    if constexpr (std::is_constructible_v<T, const char*>) {
        if (const char* const* text = std::any_cast<const char*>(&value)) return T(*text);
    }
    refuse_example(example, position, parameter, value.type(), typeid(T));
}

struct Override {
    std::string name;
    std::type_index type;
    std::string type_name;
    std::function<AnyTree(Random&)> generate;
};

[[noreturn]] void refuse_override(const Override& override, const std::vector<std::string>& names,
                                  const std::string& wanted_type);
[[noreturn]] void refuse_missing_generator(const std::string& parameter, const std::string& type);

}  // namespace detail

template <class... Args>
class Property {
public:
    Property(std::string id, std::function<void(Args...)> body) : id_(std::move(id)), body_(std::move(body)) {
        for (std::size_t i = 0; i < sizeof...(Args); ++i) names_.push_back("arg" + std::to_string(i + 1));
    }

    Property& name(std::string display_name) { name_ = std::move(display_name); return *this; }
    Property& names(std::vector<std::string> names) {
        if (names.size() != sizeof...(Args))
            throw std::invalid_argument("Property \"" + id_ + "\" has " + std::to_string(sizeof...(Args)) +
                                        " parameter(s), but " + std::to_string(names.size()) + " name(s) were given");
        names_ = std::move(names);
        return *this;
    }
    Property& file(std::string source_file) { file_ = std::move(source_file); return *this; }
    Property& with(Config config) { config_ = std::move(config); return *this; }
    Property& with(Example example) { examples_.push_back(std::move(example)); return *this; }
    Property& with(Listener listener) { listeners_.push_back(std::move(listener)); return *this; }
    template <class T>
    Property& with(NamedGenerator<T> named) {
        Gen<T> generator = std::move(named.generator);
        overrides_.push_back(detail::Override{std::move(named.name), std::type_index(typeid(T)), type_name(typeid(T)),
                                              [generator](Random& random) { return detail::erase(generator.generate(random)); }});
        return *this;
    }

    PropertyDefinition definition() const {
        PropertyDefinition d;
        d.id = id_;
        d.name = name_.empty() ? id_ : name_;
        d.file = file_;
        d.config = config_;
        d.listeners = listeners_;
        add_parameters(d, std::index_sequence_for<Args...>());
        d.body = [body = body_](const std::vector<detail::AnyTree>& args) { invoke(body, args, std::index_sequence_for<Args...>()); };
        for (std::size_t e = 0; e < examples_.size(); ++e) d.examples.push_back(convert(examples_[e], e + 1, std::index_sequence_for<Args...>()));
        return d;
    }

    Result check() const { return run(definition()); }

private:
    template <std::size_t... I>
    static void invoke(const std::function<void(Args...)>& body, const std::vector<detail::AnyTree>& args, std::index_sequence<I...>) {
        body(detail::value_of<std::decay_t<Args>>(args[I])...);
    }

    template <std::size_t... I>
    void add_parameters(PropertyDefinition& d, std::index_sequence<I...>) const {
        (d.parameters.push_back(Parameter{names_[I], generator_for<std::decay_t<Args>>(I)}), ...);
        for (const auto& o : overrides_) {
            std::size_t found = names_.size();
            for (std::size_t i = 0; i < names_.size(); ++i)
                if (names_[i] == o.name) found = i;
            if (found == names_.size()) detail::refuse_override(o, names_, "");
            if (o.type != parameter_types()[found]) detail::refuse_override(o, names_, parameter_type_names()[found]);
        }
    }

    template <class T>
    std::function<detail::AnyTree(Random&)> generator_for(std::size_t index) const {
        for (const auto& o : overrides_)
            if (o.name == names_[index] && o.type == std::type_index(typeid(T))) return o.generate;
        if constexpr (HasArbitrary<T>) {
            Gen<T> generator = Arbitrary<T>::make();
            return [generator](Random& random) { return detail::erase(generator.generate(random)); };
        } else {
            detail::refuse_missing_generator(names_[index], type_name(typeid(T)));
        }
    }

    static std::vector<std::type_index> parameter_types() { return {std::type_index(typeid(std::decay_t<Args>))...}; }
    static std::vector<std::string> parameter_type_names() { return {type_name(typeid(std::decay_t<Args>))...}; }

    template <std::size_t... I>
    std::vector<detail::AnyTree> convert(const Example& example, std::size_t number, std::index_sequence<I...>) const {
        if (example.values.size() != sizeof...(Args)) detail::refuse_example_arity(number, sizeof...(Args), example.values.size());
        return {detail::erase(Shrinkable<std::decay_t<Args>>::leaf(
            detail::convert_example<std::decay_t<Args>>(example.values[I], number, I + 1, names_[I])))...};
    }

    std::string id_;
    std::string name_;
    std::string file_;
    std::function<void(Args...)> body_;
    std::vector<std::string> names_;
    Config config_;
    std::vector<detail::Override> overrides_;
    std::vector<Example> examples_;
    std::vector<Listener> listeners_;
};

namespace detail {
template <class F, class... Args>
Property<Args...> make_property(std::string id, F body, TypeList<Args...>) {
    return Property<Args...>(std::move(id), std::function<void(Args...)>(std::move(body)));
}
}  // namespace detail

/// A property over the parameters of `body` (a function or a non-generic lambda).
template <class F>
auto property(std::string id, F body) {
    using Sig = detail::Signature<std::remove_pointer_t<std::decay_t<F>>>;
    return detail::make_property(std::move(id), std::move(body), typename Sig::Args{});
}

}  // namespace falsify
