#pragma once
// Text put into the page: escaped so that a value a test shows (any bytes)
// can never become markup or script, and numbers formatted for people.
#include <string>
#include <string_view>

namespace falsify::report_page {

/// `text` with & < > " ' as entities, safe in an element and in a quoted attribute.
std::string escaped(std::string_view text);

/// A number without needless digits: "3", "2.5", "0.333".
std::string shown_decimal(double value);

/// `part` of `whole` as a percentage with one decimal ("12.5%"), "-" when whole is 0.
std::string percent(double part, double whole);

}  // namespace falsify::report_page
