#pragma once
// The plain C++ API: build a property from a callable, run it, get a Result.
//
//   auto result = falsify::property("small", [](int value) { FALSIFY_ASSERT(value <= 50); },
//                                   falsify::gen::ints(0, 100), falsify::Config().seed(1))
//                     .check();
//
// The extras after the body: docs/reference/macros.md#extras. Parameters are
// named arg1, arg2, ... unless .names({...}) names them (the macros name them
// from their declaration).
//
// The typed layer is kept thin on purpose: everything that does not depend on
// the parameter types is assembled in the library (see detail/prebuilt.hpp).
#include <falsify/arbitrary.hpp>
#include <falsify/definition.hpp>
#include <falsify/detail/generator_binding.hpp>
#include <falsify/detail/property.hpp>
#include <falsify/detail/property_parts.hpp>

#include <any>
#include <cstddef>
#include <memory>
#include <string>
#include <type_traits>
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
NamedGenerator<T> param(std::string name, Gen<T> generator);

/// An explicit example: run before the random phase, never shrunk.
struct Example {
    std::vector<std::any> values;
};

template <class... Vs>
Example example(Vs&&... values);

/// A property over a body taking Args; property() makes one.
template <class F, class... Args>
class Property {
public:
    Property(std::string id, F body);

    Property& name(std::string display_name);
    Property& names(std::vector<std::string> names);
    /// .names({"xs", "n"}): the count is checked at compile time.
    template <std::size_t N>
    Property& names(const char* const (&names)[N]);
    /// The body's source file: an assertion raised in it identifies a failure by its line.
    Property& file(std::string source_file);
    Property& with(Config config);
    Property& with(Example example);
    Property& with(Listener listener);
    /// Where falsifications are remembered and replayed from (see <falsify/corpus.hpp>).
    Property& with(std::shared_ptr<Corpus> corpus);
    template <class T>
    Property& with(NamedGenerator<T> named);

    PropertyDefinition definition() const;

    Result check() const;

private:
    friend struct detail::ExtrasApplier;

    template <std::size_t... I>
    static void invoke(const F& body, const std::vector<detail::AnyTree>& args, std::index_sequence<I...>);

    detail::PropertyParts parts_;
    F body_;
};

/// A property over the parameters of `body` (a function or a non-generic
/// lambda), with what follows it (see the top of this file).
template <class F, class... Extras>
auto property(std::string id, F body, Extras&&... extras);

}  // namespace falsify

#include <falsify/detail/property_impl.hpp>
#include <falsify/detail/prebuilt.hpp>
