#pragma once
// Everything of a property but its typed body: what the library assembles
// into a PropertyDefinition, given, for each parameter, what its type
// contributes (ParameterType).
#include <falsify/definition.hpp>
#include <falsify/detail/erased_generator.hpp>
#include <falsify/literal.hpp>

#include <any>
#include <cstddef>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

struct Example;

namespace detail {

/// "(std::vector<int> xs, int n)" -> {"xs", "n"}; an unnamed parameter becomes "argN".
std::vector<std::string> parameter_names(std::string_view parenthesised);

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
    /// For each parameter whose type differs from `type` but takes its values without
    /// loss, the generator converted to it (empty elsewhere): assemble() picks by name.
    std::vector<ErasedGenerator> as_parameter;
};

/// Everything of a property but its typed body.
struct PropertyParts {
    // Special members out of line (see detail/prebuilt.hpp).
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
}  // namespace falsify
