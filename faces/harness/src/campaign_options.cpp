// PROPERTY_CAMPAIGN's value: `workers=4,time=10m,runs=1000000,progress=30s,silence=5m`.
// One strict reading: each key once, no empty item, and case never matters
// (keys, `on`, units), as in every other PROPERTY_* variable.
#include <falsify/campaign.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <map>
#include <stdexcept>

namespace falsify {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

constexpr const char* keys = "workers, time, runs, progress, silence";

std::string lowered(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

[[noreturn]] void refuse(std::string_view key, std::string_view value, const char* expected) {
    throw std::invalid_argument("PROPERTY_CAMPAIGN: " + std::string(key) + "=" + std::string(value) + " is not " + expected);
}

std::uint64_t count_of(std::string_view key, std::string_view value) {
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (error != std::errc() || end != value.data() + value.size() || n == 0) refuse(key, value, "a positive whole number");
    return n;
}

std::chrono::milliseconds duration_of(std::string_view key, std::string_view value) {
    double amount = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), amount);
    const std::string unit = lowered(std::string_view(end, static_cast<std::size_t>(value.data() + value.size() - end)));
    double ms_per_unit = 0;
    if (unit == "ms") ms_per_unit = 1;
    else if (unit.empty() || unit == "s") ms_per_unit = 1e3;
    else if (unit == "m") ms_per_unit = 60e3;
    else if (unit == "h") ms_per_unit = 3600e3;
    const double ms = amount * ms_per_unit;
    if (error != std::errc() || ms_per_unit == 0 || !(ms >= 1) || ms > 1e15)
        refuse(key, value, "a duration (seconds, or a number followed by ms, s, m or h: 90s, 10m)");
    return std::chrono::milliseconds(static_cast<std::int64_t>(ms));
}

}  // namespace

CampaignOptions parse_campaign_options(std::string_view text) {
    CampaignOptions options;
    const std::string_view whole = trimmed(text);
    text = whole;
    if (text.empty() || lowered(text) == "on" || text == "1") return options;
    std::map<std::string, std::string> given;  // key -> its item, for a repeated key's message
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view item = trimmed(text.substr(0, comma));
        if (item.empty())
            throw std::invalid_argument("PROPERTY_CAMPAIGN: an empty item in \"" + std::string(whole) +
                                        "\" (a stray comma?); give key=value items separated by commas, the keys: " + keys);
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos)
            throw std::invalid_argument("PROPERTY_CAMPAIGN: \"" + std::string(item) + "\" is not key=value (the keys: " + keys + ")");
        const std::string key = lowered(trimmed(item.substr(0, equals)));
        const std::string_view value = trimmed(item.substr(equals + 1));
        if (key != "workers" && key != "time" && key != "runs" && key != "progress" && key != "silence")
            throw std::invalid_argument("PROPERTY_CAMPAIGN: unknown key \"" + std::string(trimmed(item.substr(0, equals))) +
                                        "\" (the keys: " + keys + ")");
        if (const auto [earlier, fresh] = given.emplace(key, std::string(item)); !fresh)
            throw std::invalid_argument("PROPERTY_CAMPAIGN: the key " + key + " is given twice (" + earlier->second + ", then " +
                                        std::string(item) + "); give each key once");
        if (key == "workers") {
            const std::uint64_t n = count_of(key, value);
            if (n > 1024) refuse(key, value, "at most 1024");
            options.workers = static_cast<unsigned>(n);
        } else if (key == "time") {
            options.time_budget = duration_of(key, value);
        } else if (key == "runs") {
            options.run_budget = count_of(key, value);
        } else if (key == "progress") {
            options.progress_every = duration_of(key, value);
        } else {
            options.silence = duration_of(key, value);
        }
        if (comma == std::string_view::npos) break;
        text = text.substr(comma + 1);
    }
    return options;
}

}  // namespace falsify
