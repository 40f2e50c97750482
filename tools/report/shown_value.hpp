#pragma once
// What a chart can plot of a value as falsify shows it ("42", "[1, 2]",
// "\"ab\""): the number itself, or its size.
#include <cstddef>
#include <optional>
#include <string_view>

namespace falsify::report_page {

/// The value as a number, when the whole text is one (a finite decimal).
std::optional<double> shown_number(std::string_view shown);

/// The characters (code points) of `shown`.
std::size_t shown_characters(std::string_view shown);

/// The value's size: the elements of a container ([...], {...}, (...)) at its
/// top level, the characters of a quoted string, else the characters shown.
std::size_t shown_size(std::string_view shown);

}  // namespace falsify::report_page
