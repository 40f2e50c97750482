#include "scanner.hpp"

#include <algorithm>
#include <charconv>

namespace jepsen {

namespace {

std::string located(const std::string& source, std::size_t line, const std::string& problem) {
    return line == 0 ? source + ": " + problem : source + ":" + std::to_string(line) + ": " + problem;
}

}  // namespace

HistoryError::HistoryError(const std::string& source, std::size_t line, const std::string& problem)
    : std::runtime_error(located(source, line, problem)), source_(source), line_(line) {}

namespace detail {

bool is_blank_line(std::string_view line) noexcept { return std::all_of(line.begin(), line.end(), is_blank); }

std::string shown(std::string_view word) {
    if (word.empty()) return "the end of the line";
    constexpr std::size_t longest = 40;  // a whole runaway line would bury the message
    // Appended, not `"\"" + std::string(...)`: g++ 12 -O3 takes that for an overlapping copy (-Wrestrict).
    std::string text = "\"";
    text.append(word.substr(0, longest));
    text += word.size() > longest ? "...\"" : "\"";
    return text;
}

std::optional<std::uint64_t> parse_count(std::string_view word) noexcept {
    if (word.empty() || word.front() < '0' || word.front() > '9') return std::nullopt;  // from_chars takes no '+'; refuse '-'
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return value;
}

bool is_keyword(std::string_view word) noexcept {
    if (word.size() < 2 || word.front() != ':') return false;
    return std::all_of(word.begin() + 1, word.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               std::string_view("*+!-_?<>=/.").find(c) != std::string_view::npos;
    });
}

void LineScanner::skip_blanks(bool commas) noexcept {
    while (!at_end() && (is_blank(text_[position_]) || (commas && text_[position_] == ','))) ++position_;
}

std::string_view LineScanner::word(std::string_view stops) noexcept {
    skip_blanks();
    const std::size_t start = position_;
    while (!at_end() && !is_blank(text_[position_]) && stops.find(text_[position_]) == std::string_view::npos)
        ++position_;
    return text_.substr(start, position_ - start);
}

}  // namespace detail
}  // namespace jepsen
