#pragma once
// falsify::Data: a small owned JSON-like value. It is what a value becomes when
// it is stored (the regression corpus writes it as JSON), so that no JSON
// library reaches a user's test file. Objects keep their members in insertion
// order: a document written from the same values is the same text.
#include <falsify/detail/standard_integer.hpp>

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify {

class Data {
public:
    /// Int holds every integer that fits std::int64_t; UInt only larger ones,
    /// so that one number has one representation.
    enum class Kind { Null, Bool, Int, UInt, Double, String, Array, Object };
    struct Member;
    using Array = std::vector<Data>;
    using Object = std::vector<Member>;

    // Out of line: a Data owns a vector of Members, complete only below.
    Data() noexcept;
    Data(const Data&);
    Data(Data&&) noexcept;
    Data& operator=(const Data&);
    Data& operator=(Data&&) noexcept;
    ~Data();

    static Data null() noexcept;
    static Data boolean(bool value) noexcept;
    template <class I>
        requires(std::integral<I> && !std::same_as<I, bool>)
    static Data integer(I value) noexcept;
    /// A JSON number. Non-finite values cannot be written as JSON: a value
    /// holding one is refused when it is converted to text.
    static Data number(double value) noexcept;
    static Data string(std::string value);
    static Data array();
    static Data array(Array items);
    static Data object();
    static Data object(Object members);

    Kind kind() const noexcept { return kind_; }
    bool is_null() const noexcept { return kind_ == Kind::Null; }

    std::optional<bool> as_bool() const noexcept;
    /// The integer, when it is one and fits I.
    template <class I>
        requires(std::integral<I> && !std::same_as<I, bool>)
    std::optional<I> as_integer() const noexcept;
    /// A Double, or an integer converted to double.
    std::optional<double> as_number() const noexcept;
    const std::string* as_string() const noexcept;
    const Array* as_array() const noexcept;
    const Object* as_object() const noexcept;

    /// Appends to an array (a null becomes an empty array first).
    Data& push_back(Data item);
    /// Sets an object member, replacing one of the same key (a null becomes an empty object first).
    Data& set(std::string key, Data value);
    /// The member `key` of an object, or nullptr.
    const Data* find(std::string_view key) const noexcept;

    friend bool operator==(const Data& a, const Data& b) noexcept;

private:
    static Data from_signed(std::int64_t value) noexcept;
    static Data from_unsigned(std::uint64_t value) noexcept;

    Kind kind_ = Kind::Null;
    bool bool_ = false;
    std::int64_t int_ = 0;
    std::uint64_t uint_ = 0;
    double double_ = 0;
    std::string string_;
    Array array_;
    Object object_;
};

struct Data::Member {
    std::string key;
    Data value;
    friend bool operator==(const Member&, const Member&) = default;
};


template <class I>
    requires(std::integral<I> && !std::same_as<I, bool>)
Data Data::integer(I value) noexcept {
    if constexpr (std::is_signed_v<I>) return from_signed(static_cast<std::int64_t>(value));
    else return from_unsigned(static_cast<std::uint64_t>(value));
}

/// A total order over Data (by kind, then value), for sets whose iteration order is unspecified.
bool data_less(const Data& a, const Data& b) noexcept;

/// Compact JSON text of `data` (exactly as Boost.JSON writes it); std::nullopt
/// when it holds a non-finite number. Reading JSON back is parse_json(), in
/// <falsify/json.hpp> (library falsify_json): the engine links no JSON parser.
std::optional<std::string> to_json(const Data& data);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/data.hpp>
