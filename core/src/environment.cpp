#include <falsify/environment.hpp>

#include <falsify/corpus_interface.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <stdexcept>

namespace falsify {

namespace {

std::string trimmed_lower(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

/// Digits only, no sign, no leading zero (so the value round-trips), and no overflow.
std::optional<std::uint64_t> parse_unsigned(std::string_view text) {
    if (text.empty() || (text.size() > 1 && text[0] == '0')) return std::nullopt;
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

[[noreturn]] void refuse(const char* variable, const char* expectation, std::string_view value) {
    throw std::invalid_argument(std::string(variable) + " must be " + expectation + ", got \"" + std::string(value) + "\"");
}

bool flag(std::string_view value) {
    const std::string v = trimmed_lower(value);
    return !(v == "0" || v == "false" || v == "off" || v == "no");
}

}  // namespace

EnvironmentOverrides EnvironmentOverrides::from_environment() {
    return parse([](const char* name) { return std::getenv(name); });
}

EnvironmentOverrides EnvironmentOverrides::parse(const std::function<const char*(const char*)>& lookup) {
    EnvironmentOverrides o;
    auto get = [&](const char* name) -> std::optional<std::string_view> {
        const char* v = lookup(name);
        if (!v || !*v) return std::nullopt;
        return std::string_view(v);
    };
    if (auto v = get("PROPERTY_RUNS")) {
        auto n = parse_unsigned(*v);
        if (!n || *n < 1) refuse("PROPERTY_RUNS", "a positive integer", *v);
        o.runs = static_cast<std::size_t>(*n);
    }
    if (auto v = get("PROPERTY_SEED")) {
        auto n = parse_unsigned(*v);
        if (!n) refuse("PROPERTY_SEED", "an integer between 0 and 18446744073709551615", *v);
        o.seed = *n;
    }
    if (auto v = get("PROPERTY_PHASES")) {
        std::vector<Phase> phases;
        std::string_view rest = *v;
        while (true) {
            const auto comma = rest.find(',');
            const std::string name = trimmed_lower(rest.substr(0, comma));
            if (name == "examples") phases.push_back(Phase::Examples);
            else if (name == "corpus") phases.push_back(Phase::Corpus);
            else if (name == "random") phases.push_back(Phase::Random);
            else if (name == "shrink") phases.push_back(Phase::Shrink);
            else refuse("PROPERTY_PHASES", "a comma-separated list of examples, corpus, random, shrink", *v);
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        o.phases = std::move(phases);
    }
    if (auto v = get("PROPERTY_DERANDOMIZE")) o.derandomize = flag(*v);
    if (auto v = get("PROPERTY_EDGE_CASES")) {
        const std::string mode = trimmed_lower(*v);
        if (mode == "mixin") o.edge_cases = EdgeCases::Mixin;
        else if (mode == "none") o.edge_cases = EdgeCases::None;
        else refuse("PROPERTY_EDGE_CASES", "one of mixin, none", *v);
    }
    if (auto v = get("PROPERTY_SEARCH_RUNS")) {
        auto n = parse_unsigned(*v);
        if (!n) refuse("PROPERTY_SEARCH_RUNS", "a non-negative integer", *v);
        o.search_runs = static_cast<std::size_t>(*n);
    }
    if (auto v = get("PROPERTY_VERBOSE")) o.verbose = flag(*v);
    if (auto v = get("PROPERTY_PATH")) {
        try {
            (void)parse_shrink_path(std::string(*v));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(std::string("PROPERTY_PATH: ") + e.what());
        }
        o.path = std::string(*v);
    }
    if (auto v = get("PROPERTY_DB")) {
        // Never echoed: a store address may carry credentials, and this message lands in CI logs.
        try {
            check_store_location(std::string(*v));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(std::string("PROPERTY_DB: ") + e.what());
        }
        o.db = std::string(*v);
    }
    // Kept apart from the address, which is logged; never printed.
    if (auto v = get("PROPERTY_DB_PASSWORD")) o.db_password = std::string(*v);
    return o;
}

Config EnvironmentOverrides::apply(Config config) const {
    if (runs) config.runs(*runs);
    if (phases) config.phases(*phases);
    if (derandomize) config.derandomize(*derandomize);
    if (edge_cases) config.edge_cases(*edge_cases);
    if (search_runs) config.search_runs(*search_runs);
    if (seed && !config.seed()) config.seed(*seed);
    if (path && !config.path()) config.path(*path);
    return config;
}

}  // namespace falsify
