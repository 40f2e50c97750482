#include <falsify/environment.hpp>

#include <falsify/corpus_interface.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <vector>

#include <unistd.h>  // environ

namespace falsify {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

std::string trimmed_lower(std::string_view text) {
    std::string out(trimmed(text));
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

[[noreturn]] void refuse(const char* variable, const std::string& expectation, std::string_view value) {
    throw std::invalid_argument(std::string(variable) + " must be " + expectation + ", got \"" + std::string(value) + "\"");
}

/// Digits only (outer spaces aside, as in every variable), no sign, no
/// leading zero (so the value round-trips), within [minimum, maximum]; a
/// number past the maximum is told apart from one that is not a number.
std::uint64_t parse_count(const char* variable, std::string_view value, std::uint64_t minimum, std::uint64_t maximum, const char* expectation) {
    const std::string_view text = trimmed(value);
    const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos && (text.size() == 1 || text[0] != '0');
    if (!digits) refuse(variable, expectation, value);
    std::uint64_t parsed = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
    if (ec == std::errc::result_out_of_range || parsed > maximum) {
        std::string stated = expectation;  // with its maximum, unless it already says it
        if (stated.find(std::to_string(maximum)) == std::string::npos) stated += " no larger than " + std::to_string(maximum);
        refuse(variable, stated, value);
    }
    if (ec != std::errc() || end != text.data() + text.size() || parsed < minimum) refuse(variable, expectation, value);
    return parsed;
}

/// The variables read here, and PROPERTY_CAMPAIGN, which the test-framework harness reads;
/// any other PROPERTY_* name is reported (a misspelling is ignored otherwise).
constexpr std::array<const char*, 17> known_variables{"PROPERTY_RUNS",        "PROPERTY_SEED",       "PROPERTY_PHASES",
                                                      "PROPERTY_DERANDOMIZE", "PROPERTY_EDGE_CASES", "PROPERTY_SEARCH_RUNS",
                                                      "PROPERTY_VERBOSE",     "PROPERTY_PATH",       "PROPERTY_DB",
                                                      "PROPERTY_DB_PASSWORD", "PROPERTY_DRAFT",      "PROPERTY_CAMPAIGN",
                                                      "PROPERTY_HANG_MS",     "PROPERTY_DB_STRICT",  "PROPERTY_FORK",
                                                      "PROPERTY_MAX_SHRINK_TRIALS", "PROPERTY_SHRINK_BUDGET_MS"};

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

bool flag(std::string_view value) {
    const std::string v = trimmed_lower(value);
    return !(v == "0" || v == "false" || v == "off" || v == "no");
}

}  // namespace

EnvironmentOverrides EnvironmentOverrides::from_environment() {
    EnvironmentOverrides o = parse([](const char* name) { return std::getenv(name); });
    for (char** entry = environ; entry && *entry; ++entry) {
        const std::string_view assignment(*entry);
        const std::string_view name = assignment.substr(0, assignment.find('='));
        if (name.rfind("PROPERTY_", 0) == 0) o.unknown_variables_checked(name);
    }
    return o;
}

void EnvironmentOverrides::unknown_variables_checked(std::string_view name) {
    if (std::find(known_variables.begin(), known_variables.end(), name) != known_variables.end()) return;
    std::string warning = std::string(name) + " is not a variable falsify reads, and is ignored";
    const char* nearest = nullptr;
    std::size_t best = 3;  // a slip of one or two letters
    for (const char* known : known_variables)
        if (const std::size_t d = edit_distance(name, known); d < best) best = d, nearest = known;
    if (nearest) warning += " (did you mean " + std::string(nearest) + "?)";
    warnings.push_back(std::move(warning));
}

EnvironmentOverrides EnvironmentOverrides::parse(const std::function<const char*(const char*)>& lookup) {
    EnvironmentOverrides o;
    auto get = [&](const char* name) -> std::optional<std::string_view> {
        const char* v = lookup(name);
        if (!v || !*v) return std::nullopt;
        return std::string_view(v);
    };
    constexpr std::uint64_t max_count = static_cast<std::uint64_t>(INT64_MAX);  // Config's bound
    if (auto v = get("PROPERTY_RUNS")) o.runs = static_cast<std::size_t>(parse_count("PROPERTY_RUNS", *v, 1, max_count, "a positive integer"));
    if (auto v = get("PROPERTY_SEED"))
        o.seed = parse_count("PROPERTY_SEED", *v, 0, UINT64_MAX, "an integer between 0 and 18446744073709551615");
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
            else if (name == "explain") phases.push_back(Phase::Explain);
            else refuse("PROPERTY_PHASES", "a comma-separated list of examples, corpus, random, shrink, explain", *v);
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        // "shrink" or "explain" alone runs nothing and would pass every property vacuously.
        if (std::none_of(phases.begin(), phases.end(), [](Phase p) { return p != Phase::Shrink && p != Phase::Explain; }))
            refuse("PROPERTY_PHASES", "a list naming a phase that runs the property (examples, corpus or random)", *v);
        o.phases = std::move(phases);
    }
    if (auto v = get("PROPERTY_DERANDOMIZE")) o.derandomize = flag(*v);
    if (auto v = get("PROPERTY_EDGE_CASES")) {
        const std::string mode = trimmed_lower(*v);
        if (mode == "mixin") o.edge_cases = EdgeCases::Mixin;
        else if (mode == "none") o.edge_cases = EdgeCases::None;
        else refuse("PROPERTY_EDGE_CASES", "one of mixin, none", *v);
    }
    if (auto v = get("PROPERTY_SEARCH_RUNS"))
        o.search_runs = static_cast<std::size_t>(parse_count("PROPERTY_SEARCH_RUNS", *v, 0, max_count, "a non-negative integer"));
    if (auto v = get("PROPERTY_HANG_MS"))
        o.hang_ms = parse_count("PROPERTY_HANG_MS", *v, 1, 86'400'000, "a number of milliseconds between 1 and 86400000");
    if (auto v = get("PROPERTY_MAX_SHRINK_TRIALS"))
        o.max_shrink_trials = static_cast<std::size_t>(parse_count("PROPERTY_MAX_SHRINK_TRIALS", *v, 1, max_count, "a positive integer"));
    if (auto v = get("PROPERTY_SHRINK_BUDGET_MS"))
        o.shrink_budget_ms = parse_count("PROPERTY_SHRINK_BUDGET_MS", *v, 1, 86'400'000, "a number of milliseconds between 1 and 86400000");
    if (auto v = get("PROPERTY_FORK")) o.fork_after_crash = flag(*v);
    if (auto v = get("PROPERTY_DB_STRICT")) o.strict_corpus = flag(*v);
    if (auto v = get("PROPERTY_VERBOSE")) o.verbose = flag(*v);
    if (auto v = get("PROPERTY_DRAFT")) o.draft = flag(*v);
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
    if (draft) config.draft(*draft);
    if (hang_ms) config.hang_ms(*hang_ms);
    if (max_shrink_trials) config.max_shrink_trials(*max_shrink_trials);
    if (shrink_budget_ms) config.shrink_budget_ms(*shrink_budget_ms);
    if (fork_after_crash) config.fork_after_crash(*fork_after_crash);
    if (strict_corpus) config.strict_corpus(*strict_corpus);
    if (seed && !config.seed()) config.seed(*seed);
    if (path && !config.path()) config.path(*path);
    return config;
}

}  // namespace falsify
