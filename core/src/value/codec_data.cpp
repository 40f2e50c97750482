// falsify::Data: construction, access and ordering.
#include <falsify/data.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace falsify {

Data::Data() noexcept = default;
Data::Data(const Data&) = default;
Data::Data(Data&&) noexcept = default;
Data& Data::operator=(const Data&) = default;
Data& Data::operator=(Data&&) noexcept = default;
Data::~Data() = default;

Data Data::null() noexcept { return Data(); }
Data Data::array() { return array(Array()); }
Data Data::object() { return object(Object()); }

Data Data::boolean(bool value) noexcept {
    Data d;
    d.kind_ = Kind::Bool;
    d.bool_ = value;
    return d;
}

Data Data::from_signed(std::int64_t value) noexcept {
    Data d;
    d.kind_ = Kind::Int;
    d.int_ = value;
    return d;
}

Data Data::from_unsigned(std::uint64_t value) noexcept {
    if (std::in_range<std::int64_t>(value)) return from_signed(static_cast<std::int64_t>(value));
    Data d;
    d.kind_ = Kind::UInt;
    d.uint_ = value;
    return d;
}

Data Data::number(double value) noexcept {
    Data d;
    d.kind_ = Kind::Double;
    d.double_ = value;
    return d;
}

Data Data::string(std::string value) {
    Data d;
    d.kind_ = Kind::String;
    d.string_ = std::move(value);
    return d;
}

Data Data::array(Array items) {
    Data d;
    d.kind_ = Kind::Array;
    d.array_ = std::move(items);
    return d;
}

Data Data::object(Object members) {
    Data d;
    d.kind_ = Kind::Object;
    d.object_ = std::move(members);
    return d;
}

std::optional<bool> Data::as_bool() const noexcept {
    if (kind_ == Kind::Bool) return bool_;
    return std::nullopt;
}

std::optional<double> Data::as_number() const noexcept {
    switch (kind_) {
        case Kind::Double: return double_;
        case Kind::Int: return static_cast<double>(int_);
        case Kind::UInt: return static_cast<double>(uint_);
        default: return std::nullopt;
    }
}

const std::string* Data::as_string() const noexcept { return kind_ == Kind::String ? &string_ : nullptr; }
const Data::Array* Data::as_array() const noexcept { return kind_ == Kind::Array ? &array_ : nullptr; }
const Data::Object* Data::as_object() const noexcept { return kind_ == Kind::Object ? &object_ : nullptr; }

Data& Data::push_back(Data item) {
    if (kind_ == Kind::Null) kind_ = Kind::Array;
    array_.push_back(std::move(item));
    return *this;
}

Data& Data::set(std::string key, Data value) {
    if (kind_ == Kind::Null) kind_ = Kind::Object;
    for (Member& m : object_) {
        if (m.key == key) {
            m.value = std::move(value);
            return *this;
        }
    }
    object_.push_back({std::move(key), std::move(value)});
    return *this;
}

const Data* Data::find(std::string_view key) const noexcept {
    if (kind_ != Kind::Object) return nullptr;
    for (const Member& m : object_)
        if (m.key == key) return &m.value;
    return nullptr;
}

bool operator==(const Data& a, const Data& b) noexcept {
    if (a.kind_ != b.kind_) return false;
    switch (a.kind_) {
        case Data::Kind::Null: return true;
        case Data::Kind::Bool: return a.bool_ == b.bool_;
        case Data::Kind::Int: return a.int_ == b.int_;
        case Data::Kind::UInt: return a.uint_ == b.uint_;
        // Bitwise: a stored nan equals itself, and 0.0 differs from -0.0.
        case Data::Kind::Double: return std::memcmp(&a.double_, &b.double_, sizeof(double)) == 0;
        case Data::Kind::String: return a.string_ == b.string_;
        case Data::Kind::Array: return a.array_ == b.array_;
        case Data::Kind::Object: return a.object_ == b.object_;
    }
    return false;
}

namespace {

int compare(const Data& a, const Data& b) noexcept;

template <class T>
int three_way(const T& a, const T& b) noexcept {
    return a < b ? -1 : b < a ? 1 : 0;
}

int compare(const Data& a, const Data& b) noexcept {
    if (a.kind() != b.kind()) return three_way(static_cast<int>(a.kind()), static_cast<int>(b.kind()));
    switch (a.kind()) {
        case Data::Kind::Null: return 0;
        case Data::Kind::Bool: return three_way(*a.as_bool(), *b.as_bool());
        case Data::Kind::Int: return three_way(*a.as_integer<std::int64_t>(), *b.as_integer<std::int64_t>());
        case Data::Kind::UInt: return three_way(*a.as_integer<std::uint64_t>(), *b.as_integer<std::uint64_t>());
        case Data::Kind::Double: {
            // By bit pattern: a total order that also places nan.
            const double x = *a.as_number(), y = *b.as_number();
            std::uint64_t bx = 0, by = 0;
            std::memcpy(&bx, &x, sizeof x);
            std::memcpy(&by, &y, sizeof y);
            return three_way(bx, by);
        }
        case Data::Kind::String: return three_way(*a.as_string(), *b.as_string());
        case Data::Kind::Array: {
            const auto &x = *a.as_array(), &y = *b.as_array();
            for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
                if (int c = compare(x[i], y[i])) return c;
            return three_way(x.size(), y.size());
        }
        case Data::Kind::Object: {
            const auto &x = *a.as_object(), &y = *b.as_object();
            for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
                if (int c = three_way(x[i].key, y[i].key)) return c;
                if (int c = compare(x[i].value, y[i].value)) return c;
            }
            return three_way(x.size(), y.size());
        }
    }
    return 0;
}

}  // namespace

bool data_less(const Data& a, const Data& b) noexcept { return compare(a, b) < 0; }

}  // namespace falsify
