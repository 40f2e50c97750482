#pragma once
// The definitions behind <falsify/gen/aggregate.hpp>, which includes this file at its end.
#include <falsify/gen/aggregate.hpp>

// A struct's rendering, stored form and literal, field by field (see the header's comment).
namespace falsify {

template <class T>
struct Show<T, std::enable_if_t<detail::ShownAsAggregate<T>>> {
    /// Whether two values that differ show differently (see detail::shows_values).
    static constexpr bool shows_every_value = gen::detail::fields_show_values<T>(std::make_index_sequence<gen::detail::field_count<T>>());

    static void show(std::string& out, const T& value) {
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) { show_value(text, field, 1); });
    }
};

/// A struct is stored in the corpus as the array of its fields, when every
/// field has a codec (else encode() says it cannot be represented, and the
/// corpus keeps the run's seed). The fields are checked inside the functions,
/// not in a constraint: a struct holding a vector of itself would make the
/// constraint depend on itself.
template <class T>
    requires gen::detail::ReadableAggregate<T>
struct Codec<T> {
    static constexpr std::size_t size = gen::detail::field_count<T>;

    static std::optional<Data> encode(const T& value) {
        Data::Array items;
        bool ok = true;
        std::apply(
            [&](const auto&... field) {
                auto add = [&](const auto& part) {
                    using Part = std::remove_cvref_t<decltype(part)>;
                    if constexpr (Encodable<Part>) {
                        std::optional<Data> encoded = ok ? Codec<Part>::encode(part) : std::nullopt;
                        if (encoded) items.push_back(std::move(*encoded));
                        else ok = false;
                    } else {
                        ok = false;
                    }
                };
                (add(field), ...);
            },
            gen::detail::fields_of(value));
        if (!ok) return std::nullopt;
        return Data::array(std::move(items));
    }

    static std::optional<T> decode(const Data& data) {
        const Data::Array* items = data.as_array();
        if (!items || items->size() != size) return std::nullopt;
        return decode_all(*items, std::make_index_sequence<size>());
    }

private:
    template <std::size_t... I>
    static std::optional<T> decode_all(const Data::Array& items, std::index_sequence<I...>) {
        if constexpr ((Encodable<gen::detail::field_type<I, T>> && ...)) {
            std::tuple<std::optional<gen::detail::field_type<I, T>>...> fields{Codec<gen::detail::field_type<I, T>>::decode(items[I])...};
            if (!(std::get<I>(fields) && ...)) return std::nullopt;
            return T{std::move(*std::get<I>(fields))...};
        } else {
            return (void)items, std::nullopt;
        }
    }
};

/// A struct is written with braces, as it is shown, when every field has a
/// literal (else NoLiteral names the field's type; checked here, not in a
/// constraint, for the reason above).
template <class T>
    requires gen::detail::ReadableAggregate<T>
struct Literal<T> {
    static std::string write(const T& value) {
        std::string out;
        gen::detail::write_fields(out, value, [](std::string& text, const auto& field) {
            using Field = std::remove_cvref_t<decltype(field)>;
            if constexpr (HasLiteral<Field>) text += Literal<Field>::write(field);
            else throw NoLiteral("a field of type " + display_type_name(typeid(Field)) + " has no C++ literal form");
        });
        return out;
    }
};

}  // namespace falsify

namespace falsify::gen {

template <class T, class... Fs>
Gen<T> aggregate(Gen<Fs>... fields) {
    static_assert(std::is_aggregate_v<T>, "gen::aggregate<T> builds an aggregate (a struct with public fields and no constructors)");
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return tuples(std::move(fields)...)
        .map([](const std::tuple<Fs...>& parts) { return std::apply([](const Fs&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

template <DerivableAggregate T>
Gen<T> aggregate() {
    static thread_local bool building = false;
    if (building) detail::refuse_recursive_aggregate(display_type_name(typeid(T)));
    building = true;
    struct Done {
        ~Done() { building = false; }
    } done;
    std::string name = "gen::aggregate<" + type_name(typeid(T)) + ">";
    return detail::aggregate_fields<T>(std::make_index_sequence<detail::field_count<T>>())
        .map([](const auto& parts) { return std::apply([](const auto&... f) { return T{f...}; }, parts); })
        .named(std::move(name));
}

}  // namespace falsify::gen
