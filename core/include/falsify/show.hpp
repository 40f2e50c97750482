#pragma once
// One-line rendering of values in messages: strings quoted and escaped (long
// ones abbreviated, invalid UTF-8 as hex), containers abbreviated after 8
// elements and 4 levels deep, sets and maps in braces, a variant as its
// active alternative, an enum as its integer value, durations with their
// unit (1500ms), system-clock time points as UTC (2024-01-02T03:04:05.500Z),
// aggregates as Point{1, 2} (gen/aggregate.hpp). Customise with a
// specialisation of falsify::Show<T> providing
// `static void show(std::string& out, const T&)`, or give the type an operator<<.
#include <falsify/detail/show.hpp>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify {

template <class T, class Enable = void>
struct Show;

void show_string(std::string& out, std::string_view text);
void show_char(std::string& out, char c);
void show_double(std::string& out, double value);
/// The demangled name of a type, for messages.
std::string type_name(const std::type_info& type);
/// type_name() as a reader writes it, for messages: without "(anonymous
/// namespace)::" and the standard library's defaulted arguments
/// (std::map<std::string, int>, not std::map<std::__cxx11::basic_string<char, ...).
std::string display_type_name(const std::type_info& type);
std::string display_type_name(std::type_index type);
/// A class's own name, without its namespaces: "Pop" for `(anonymous namespace)::Pop`.
std::string short_type_name(const std::type_info& type);
/// A mangled type name (std::type_info::name()) made readable.
std::string demangle(const char* mangled);
/// Appends what `write(stream, value)` streams (keeps <sstream> out of this header).
void show_streamed(std::string& out, void (*write)(std::ostream&, const void*), const void* value);
/// A printer that threw (`printer`: "operator<<", "falsify::Show") shown in the
/// value's place, `<operator<< threw: what()>`, its partial output at `mark` and after dropped:
/// a report must still be written when a value cannot be.
void show_thrown(std::string& out, std::size_t mark, const char* printer);
/// A duration of `count` ticks of num/den seconds: 1500ms, 3s, 2min, 7[1/3]s.
void show_duration(std::string& out, long long count, std::intmax_t num, std::intmax_t den);
void show_duration(std::string& out, double count, std::intmax_t num, std::intmax_t den);
/// A value with no way to be printed: `<Wallet>`, its type as a reader writes
/// it. While an UnprintableTypes is alive on the thread, the type is noted there.
void show_unprintable(std::string& out, const std::type_info& type);

/// Notes, while alive, the types that were shown as placeholders on this thread
/// (a report then says once how to give them a printer).
class UnprintableTypes {
public:
    UnprintableTypes();
    ~UnprintableTypes();
    UnprintableTypes(const UnprintableTypes&) = delete;
    UnprintableTypes& operator=(const UnprintableTypes&) = delete;
    /// Each type once, in the order met, as a reader writes it.
    const std::vector<std::string>& types() const noexcept { return types_; }

private:
    friend void show_unprintable(std::string& out, const std::type_info& type);
    std::vector<std::string> types_;
    UnprintableTypes* previous_;
};

/// A system-clock time point `ticks` of num/den seconds after 1970-01-01, as UTC ISO 8601.
void show_utc_time(std::string& out, long long ticks, std::intmax_t num, std::intmax_t den);

template <class T>
void show_value(std::string& out, const T& value, int depth = 0);

/// Whether show() renders a T by its value (`value`), as one of the kinds of
/// value it tells apart (defined beside show_value, which tries them in turn).
template <class T>
struct ShownByValue;

/// False only for types show() can render as nothing better than their name.
template <class T>
inline constexpr bool printable = ShownByValue<T>::value;

template <class T>
void show_value(std::string& out, const T& value, int depth);

template <class T>
std::string show(const T& value);

}  // namespace falsify

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/show.hpp>
