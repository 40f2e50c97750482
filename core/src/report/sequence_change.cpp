// A command sequence's change as removed, added and changed steps, matched as
// the longest common subsequence of the steps' names.
#include "report/sequence_change.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string_view>
#include <vector>

namespace falsify::detail {

namespace {

/// The elements of a rendered list `[a, b(c, d), "e, f"]`; nullopt when it is not one.
std::optional<std::vector<std::string_view>> split_list(std::string_view text) {
    if (text.size() < 2 || text.front() != '[' || text.back() != ']') return std::nullopt;
    const std::string_view inner = text.substr(1, text.size() - 2);
    std::vector<std::string_view> out;
    if (inner.empty()) return out;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < inner.size(); ++i) {
        const char c = inner[i];
        if (c == '"' || c == '\'') {
            // A quoted string or character: its brackets and commas are text.
            for (++i; i < inner.size() && inner[i] != c; ++i)
                if (inner[i] == '\\') ++i;
            if (i >= inner.size()) return std::nullopt;
        } else if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            if (--depth < 0) return std::nullopt;
        } else if (c == ',' && depth == 0) {
            out.push_back(inner.substr(start, i - start));
            start = i + 1;
            while (start < inner.size() && inner[start] == ' ') ++start;
        }
    }
    if (depth != 0) return std::nullopt;
    out.push_back(inner.substr(start));
    return out;
}

bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-'; }

/// The name a step calls: `push` in `push(value: 1)` and in `v2 = push(value: 1)`; nullopt when it is no call.
std::optional<std::string_view> step_name(std::string_view step) {
    if (step.size() > 1 && step[0] == 'v' && std::isdigit(static_cast<unsigned char>(step[1]))) {
        const std::size_t equals = step.find(" = ");
        if (equals == std::string_view::npos) return std::nullopt;
        step.remove_prefix(equals + 3);
    }
    std::size_t end = 0;
    while (end < step.size() && (std::isalnum(static_cast<unsigned char>(step[end])) || step[end] == '_' || step[end] == ':')) ++end;
    if (end == 0 || std::isdigit(static_cast<unsigned char>(step[0])) || end >= step.size() || step[end] != '(' || step.back() != ')')
        return std::nullopt;
    return step.substr(0, end);
}

/// `push(value: 100 -> 1)`: the two steps with what they share written once,
/// cut at the edges of words so that a number is never split.
std::string inline_change(std::string_view a, std::string_view b) {
    const auto word_at = [](std::string_view s, std::size_t i) { return i < s.size() && is_word(s[i]); };
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) ++prefix;
    while (prefix > 0 && word_at(a, prefix - 1) && (word_at(a, prefix) || word_at(b, prefix))) --prefix;
    std::size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) ++suffix;
    while (suffix > 0 && word_at(a, a.size() - suffix) &&
           ((a.size() > suffix && word_at(a, a.size() - suffix - 1)) || (b.size() > suffix && word_at(b, b.size() - suffix - 1))))
        --suffix;
    std::string out(a.substr(0, prefix));
    out += a.substr(prefix, a.size() - prefix - suffix);
    out += " -> ";
    out += b.substr(prefix, b.size() - prefix - suffix);
    out += a.substr(a.size() - suffix);
    return out;
}

/// `1-3, 5, 7-9` for the 1-based numbers of `indices` (ascending, 0-based).
std::string ranges(const std::vector<std::size_t>& indices) {
    std::string out;
    for (std::size_t i = 0; i < indices.size();) {
        std::size_t j = i;
        while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
        if (!out.empty()) out += ", ";
        out += std::to_string(indices[i] + 1);
        if (j > i) out += '-' + std::to_string(indices[j] + 1);
        i = j + 1;
    }
    return out;
}

// Past this many pairs of steps, the table of common subsequences costs more than the line saves.
constexpr std::size_t max_pairs = 1'000'000;

}  // namespace

std::optional<std::string> sequence_change(const std::string& before, const std::string& after) {
    const auto old_steps = split_list(before), new_steps = split_list(after);
    if (!old_steps || !new_steps || old_steps->size() * new_steps->size() > max_pairs) return std::nullopt;
    const auto names_of = [](const std::vector<std::string_view>& steps) -> std::optional<std::vector<std::string_view>> {
        std::vector<std::string_view> names;
        for (const std::string_view step : steps) {
            const auto name = step_name(step);
            if (!name) return std::nullopt;
            names.push_back(*name);
        }
        return names;
    };
    const auto old_named = names_of(*old_steps), new_named = names_of(*new_steps);
    if (!old_named || !new_named) return std::nullopt;
    const std::vector<std::string_view>& old_names = *old_named;
    const std::vector<std::string_view>& new_names = *new_named;
    const std::size_t n = old_names.size(), m = new_names.size();
    // The most steps matched by name, and among those the most that did not change:
    // a step kept as it was is likelier the same step than one that merely shares its name.
    constexpr std::size_t same_name = 1 << 16, same_text = same_name + 1;
    const auto weight = [&](std::size_t i, std::size_t j) -> std::size_t {
        if (old_names[i] != new_names[j]) return 0;
        return (*old_steps)[i] == (*new_steps)[j] ? same_text : same_name;
    };
    // best[i][j]: the best matching of the steps from i and from j on.
    std::vector<std::vector<std::size_t>> best(n + 1, std::vector<std::size_t>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;) {
            best[i][j] = std::max(best[i + 1][j], best[i][j + 1]);
            if (const std::size_t w = weight(i, j)) best[i][j] = std::max(best[i][j], best[i + 1][j + 1] + w);
        }
    std::vector<std::size_t> removed;
    std::vector<std::string> changed, added;
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && weight(i, j) && best[i][j] == best[i + 1][j + 1] + weight(i, j)) {
            if ((*old_steps)[i] != (*new_steps)[j])
                changed.push_back("step " + std::to_string(i + 1) + ' ' + inline_change((*old_steps)[i], (*new_steps)[j]));
            ++i, ++j;
        } else if (i < n && (j == m || best[i][j] == best[i + 1][j])) {
            removed.push_back(i++);
        } else {
            added.push_back("added " + std::string((*new_steps)[j]) + " as step " + std::to_string(j + 1));
            ++j;
        }
    }
    std::vector<std::string> parts;
    if (removed.size() == 1) parts.push_back("removed step " + std::to_string(removed[0] + 1) + ' ' + std::string((*old_steps)[removed[0]]));
    else if (!removed.empty()) parts.push_back("removed steps " + ranges(removed));
    if (!changed.empty()) {
        std::string line;
        for (const std::string& change : changed) line += (line.empty() ? "" : ", ") + change;
        parts.push_back(std::move(line));
    }
    parts.insert(parts.end(), added.begin(), added.end());
    if (parts.empty()) return std::nullopt;
    std::string out = std::to_string(n) + " step(s) -> " + std::to_string(m) + ": ";
    for (std::size_t k = 0; k < parts.size(); ++k) out += (k ? "; " : "") + parts[k];
    if (out.size() >= before.size() + after.size() + 4) return std::nullopt;
    return out;
}

}  // namespace falsify::detail
