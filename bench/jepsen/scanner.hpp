#pragma once
// What the two history readers share: numbered lines, words split on any run
// of tabs and spaces, numbers and keywords checked, and every refusal naming
// the file and line (HistoryError).
#include "histories.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace jepsen::detail {

constexpr bool is_blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

bool is_blank_line(std::string_view line) noexcept;

/// Calls each(number, line) for every line, numbered from 1 ('\n' ends one).
template <class Each>
void for_each_line(std::string_view text, Each each) {
    std::size_t number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        each(++number, text.substr(start, end - start));
        start = end + 1;
    }
}

/// A word for a message: quoted and cut short, or "the end of the line".
std::string shown(std::string_view word);

/// A decimal integer >= 0 without sign or padding noise, or nothing (also on overflow).
std::optional<std::uint64_t> parse_count(std::string_view word) noexcept;

/// An EDN keyword: ':' and at least one of the characters a Clojure symbol may hold.
bool is_keyword(std::string_view word) noexcept;

/// One line, read left to right.
class LineScanner {
public:
    LineScanner(std::string_view text, const std::string& source, std::size_t line) noexcept
        : text_(text), source_(source), line_(line) {}

    /// Skips tabs, spaces and carriage returns, and commas when `commas` (EDN's whitespace).
    void skip_blanks(bool commas = false) noexcept;
    bool at_end() const noexcept { return position_ >= text_.size(); }
    char peek() const noexcept { return at_end() ? '\0' : text_[position_]; }
    void advance(std::size_t count = 1) noexcept { position_ = std::min(text_.size(), position_ + count); }
    /// After blanks, the characters up to the next blank or one of `stops`; empty at the end.
    std::string_view word(std::string_view stops = {}) noexcept;
    /// What is left of the line.
    std::string_view rest() const noexcept { return text_.substr(std::min(position_, text_.size())); }

    [[noreturn]] void refuse(const std::string& problem) const { throw HistoryError(source_, line_, problem); }
    const std::string& source() const noexcept { return source_; }
    std::size_t line() const noexcept { return line_; }

private:
    std::string_view text_;
    const std::string& source_;
    std::size_t line_;
    std::size_t position_ = 0;
};

}  // namespace jepsen::detail
