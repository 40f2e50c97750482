#include <falsify/environment.hpp>

#include <falsify/corpus_interface.hpp>

#include <algorithm>
#include <mutex>
#include <optional>
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

constexpr std::uint64_t max_count = static_cast<std::uint64_t>(INT64_MAX);  // Config's bound
constexpr std::uint64_t max_ms = 86'400'000;

/// One row of the settings table: what a person reads of a variable (Setting),
/// how its value is read into the overrides and applied to a Config.
struct Entry {
    Setting info;
    std::uint64_t minimum = 0, maximum = 0;  // a count's or a duration's range
    void (*read)(EnvironmentOverrides&, std::string_view value, const Entry& self);
    void (*apply)(const EnvironmentOverrides&, Config&) = nullptr;
};

std::uint64_t count(const Entry& e, std::string_view value) {
    return parse_count(e.info.variable, value, e.minimum, e.maximum, e.info.values);
}

std::vector<Phase> phase_list(const Entry& e, std::string_view value) {
    std::vector<Phase> phases;
    std::string_view rest = value;
    while (true) {
        const auto comma = rest.find(',');
        const std::string name = trimmed_lower(rest.substr(0, comma));
        if (name == "examples") phases.push_back(Phase::Examples);
        else if (name == "corpus") phases.push_back(Phase::Corpus);
        else if (name == "random") phases.push_back(Phase::Random);
        else if (name == "shrink") phases.push_back(Phase::Shrink);
        else if (name == "explain") phases.push_back(Phase::Explain);
        else refuse(e.info.variable, "a comma-separated list of examples, corpus, random, shrink, explain", value);
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    // "shrink" or "explain" alone runs nothing and would pass every property vacuously.
    if (std::none_of(phases.begin(), phases.end(), [](Phase p) { return p != Phase::Shrink && p != Phase::Explain; }))
        refuse(e.info.variable, "a list naming a phase that runs the property (examples, corpus or random)", value);
    return phases;
}

using O = EnvironmentOverrides;
using Precedence = Setting::Precedence;

/// Every PROPERTY_* variable falsify reads, in the order the docs list them: the
/// parser, the list of known names, the Replay: line's dials and the docs' table
/// are all made from it. A new setting is one row here.
const Entry entries[] = {
    {{"PROPERTY_RUNS", "runs", "a positive integer", "the property's `runs`", "overrides `runs` (a positive integer)",
      Precedence::OverridesCode, true},
     1, max_count, [](O& o, std::string_view v, const Entry& e) { o.runs = static_cast<std::size_t>(count(e, v)); },
     [](const O& o, Config& c) { if (o.runs) c.runs(*o.runs); }},
    {{"PROPERTY_SEED", "seed", "an integer between 0 and 18446744073709551615", "random (or the property's)",
      "the seed (0 to 18446744073709551615), unless the property pins its own", Precedence::YieldsToCode, false},
     0, UINT64_MAX, [](O& o, std::string_view v, const Entry& e) { o.seed = count(e, v); },
     [](const O& o, Config& c) { if (o.seed && !c.seed()) c.seed(*o.seed); }},
    {{"PROPERTY_PHASES", "phases", "a comma-separated list of examples, corpus, random, shrink, explain", "the property's phases",
      "overrides the phases, e.g. `examples,random` (names: examples, corpus, random, shrink, explain)", Precedence::OverridesCode, true},
     0, 0, [](O& o, std::string_view v, const Entry& e) { o.phases = phase_list(e, v); },
     [](const O& o, Config& c) { if (o.phases) c.phases(*o.phases); }},
    {{"PROPERTY_DERANDOMIZE", "derandomize", "a flag", "the property's (off)", "`0`/`false`/`off`/`no` mean off, anything else on",
      Precedence::OverridesCode, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.derandomize = flag(v); },
     [](const O& o, Config& c) { if (o.derandomize) c.derandomize(*o.derandomize); }},
    {{"PROPERTY_EDGE_CASES", "edge_cases", "one of mixin, none", "the property's (`mixin`)", "`mixin` or `none`",
      Precedence::OverridesCode, true},
     0, 0,
     [](O& o, std::string_view v, const Entry& e) {
         const std::string mode = trimmed_lower(v);
         if (mode == "mixin") o.edge_cases = EdgeCases::Mixin;
         else if (mode == "none") o.edge_cases = EdgeCases::None;
         else refuse(e.info.variable, e.info.values, v);
     },
     [](const O& o, Config& c) { if (o.edge_cases) c.edge_cases(*o.edge_cases); }},
    {{"PROPERTY_PATH", "path", "a shrink path", "none", "a shrink path to replay, unless the property pins its own",
      Precedence::YieldsToCode, false},
     0, 0,
     [](O& o, std::string_view v, const Entry& e) {
         try {
             (void)parse_shrink_path(std::string(v));
         } catch (const std::invalid_argument& error) {
             throw std::invalid_argument(std::string(e.info.variable) + ": " + error.what());
         }
         o.path = std::string(v);
     },
     [](const O& o, Config& c) { if (o.path && !c.path()) c.path(*o.path); }},
    {{"PROPERTY_ATTEMPT", "attempt", "a positive integer", "none",
      "runs only that attempt of the seed, the ones before it generated but not run (the `Replay:` line sets it), unless the "
      "property pins its own",
      Precedence::YieldsToCode, false},
     1, max_count, [](O& o, std::string_view v, const Entry& e) { o.attempt = static_cast<std::size_t>(count(e, v)); },
     [](const O& o, Config& c) { if (o.attempt && !c.attempt()) c.attempt(*o.attempt); }},
    {{"PROPERTY_SEARCH_RUNS", "search_runs", "a non-negative integer", "the property's (0)", "overrides `search_runs` (an integer ≥ 0)",
      Precedence::OverridesCode, true},
     0, max_count, [](O& o, std::string_view v, const Entry& e) { o.search_runs = static_cast<std::size_t>(count(e, v)); },
     [](const O& o, Config& c) { if (o.search_runs) c.search_runs(*o.search_runs); }},
    {{"PROPERTY_VERBOSE", "", "a flag", "off",
      "`0`/`false`/`off`/`no` mean off, anything else on: prints every attempt (and its draws), every accepted shrink step and every "
      "target improvement on stderr",
      Precedence::EnvironmentOnly, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.verbose = flag(v); }},
    {{"PROPERTY_DB", "", "a directory or a store address", "no corpus",
      "the regression corpus: a directory or a `redis://` / `rediss://` address ([corpus.md](corpus.md)), unless the property gives one",
      Precedence::YieldsToCode, false},
     0, 0,
     [](O& o, std::string_view v, const Entry& e) {
         // Never echoed: a store address may carry credentials, and this message lands in CI logs.
         try {
             check_store_location(std::string(v));
         } catch (const std::invalid_argument& error) {
             throw std::invalid_argument(std::string(e.info.variable) + ": " + error.what());
         }
         o.db = std::string(v);
     }},
    // Kept apart from the address, which is logged; never printed.
    {{"PROPERTY_DB_PASSWORD", "", "a password", "none", "the Redis password (never in the address, never printed)",
      Precedence::EnvironmentOnly, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.db_password = std::string(v); }},
    {{"PROPERTY_DRAFT", "draft", "a flag", "the property's (on)",
      "`0`/`false`/`off`/`no` hide the regression draft after a falsification ([failure-reports.md](failure-reports.md#draft))",
      Precedence::OverridesCode, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.draft = flag(v); },
     [](const O& o, Config& c) { if (o.draft) c.draft(*o.draft); }},
    {{"PROPERTY_HANG_MS", "hang_ms", "a number of milliseconds between 1 and 86400000", "the property's (none)",
      "overrides `hang_ms`: the per-execution deadline in milliseconds (1 to 86 400 000)", Precedence::OverridesCode, true},
     1, max_ms, [](O& o, std::string_view v, const Entry& e) { o.hang_ms = count(e, v); },
     [](const O& o, Config& c) { if (o.hang_ms) c.hang_ms(*o.hang_ms); }},
    {{"PROPERTY_MAX_SHRINK_TRIALS", "max_shrink_trials", "a positive integer", "the property's (100 000)",
      "overrides `max_shrink_trials`: the descent's budget in executions (a positive integer)", Precedence::OverridesCode, false},
     1, max_count, [](O& o, std::string_view v, const Entry& e) { o.max_shrink_trials = static_cast<std::size_t>(count(e, v)); },
     [](const O& o, Config& c) { if (o.max_shrink_trials) c.max_shrink_trials(*o.max_shrink_trials); }},
    {{"PROPERTY_SHRINK_BUDGET_MS", "shrink_budget_ms", "a number of milliseconds between 1 and 86400000", "the property's (none)",
      "overrides `shrink_budget_ms`: the descent's budget in milliseconds (1 to 86 400 000)", Precedence::OverridesCode, false},
     1, max_ms, [](O& o, std::string_view v, const Entry& e) { o.shrink_budget_ms = count(e, v); },
     [](const O& o, Config& c) { if (o.shrink_budget_ms) c.shrink_budget_ms(*o.shrink_budget_ms); }},
    {{"PROPERTY_FORK", "fork_after_crash", "a flag", "the property's (on)",
      "overrides `fork_after_crash`: `0`/`false`/`off`/`no` report a crash unshrunk instead of shrinking it in forked children",
      Precedence::OverridesCode, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.fork_after_crash = flag(v); },
     [](const O& o, Config& c) { if (o.fork_after_crash) c.fork_after_crash(*o.fork_after_crash); }},
    {{"PROPERTY_DB_STRICT", "strict_corpus", "a flag", "the property's (off)",
      "overrides `strict_corpus`: `1` (anything but `0`/`false`/`off`/`no`) makes a corpus that cannot be read a failure",
      Precedence::OverridesCode, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.strict_corpus = flag(v); },
     [](const O& o, Config& c) { if (o.strict_corpus) c.strict_corpus(*o.strict_corpus); }},
    {{"PROPERTY_OBSERVE", "observe", "a file name", "the property's (none)",
      "overrides `observe`: appends a JSON line per test case to this file, in Hypothesis's observability format "
      "([observability.md](observability.md))",
      Precedence::OverridesCode, false},
     0, 0, [](O& o, std::string_view v, const Entry&) { o.observe = std::string(v); },
     [](const O& o, Config& c) { if (o.observe) c.observe(*o.observe); }},
    {{"PROPERTY_PROGRESS_MS", "progress_ms", "a number of milliseconds between 0 and 86400000", "the property's (5000)",
      "overrides `progress_ms`: a run still going after this many milliseconds prints a progress line as often (0 turns it off)",
      Precedence::OverridesCode, false},
     0, max_ms, [](O& o, std::string_view v, const Entry& e) { o.progress_ms = count(e, v); },
     [](const O& o, Config& c) { if (o.progress_ms) c.progress_ms(*o.progress_ms); }},
    {{"PROPERTY_SCHEDULE", "scheduling", "one of auto, threads, random, pct, pct:D, exhaustive, exhaustive:P", "the property's (`auto`)",
      "overrides `scheduling`: how a parallel case's threads interleave ([parallel.md](parallel.md#the-scheduler))",
      Precedence::OverridesCode, true},
     0, 0, [](O& o, std::string_view v, const Entry& e) { o.scheduling = Scheduling::parse(v, e.info.variable); },
     [](const O& o, Config& c) { if (o.scheduling) c.scheduling(*o.scheduling); }},
    // Read by the test-framework harness, which runs a campaign instead of the property.
    {{"PROPERTY_CAMPAIGN", "", "a campaign's options", "an ordinary run",
      "runs the test as a campaign: `workers=N,time=D,runs=N,progress=D,silence=D` or `on` ([fuzzing.md](fuzzing.md#campaigns))",
      Precedence::EnvironmentOnly, false},
     0, 0, [](O&, std::string_view, const Entry&) {}},
};

const std::vector<Setting>& setting_list() {
    static const std::vector<Setting> list = [] {
        std::vector<Setting> out;
        for (const Entry& e : entries) out.push_back(e.info);
        return out;
    }();
    return list;
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

EnvironmentOverrides EnvironmentOverrides::current() {
    // The PROPERTY_* assignments, in the environment's order: when they are the same, so is what they say.
    std::string fingerprint;
    for (char** entry = environ; entry && *entry; ++entry)
        if (std::string_view(*entry).rfind("PROPERTY_", 0) == 0) fingerprint.append(*entry).push_back('\0');
    static std::mutex mutex;
    static std::string read_from;
    static std::optional<EnvironmentOverrides> read;
    const std::lock_guard lock(mutex);
    if (!read || fingerprint != read_from) {
        read.reset();
        read = from_environment();
        read_from = std::move(fingerprint);
    }
    return *read;
}

void EnvironmentOverrides::unknown_variables_checked(std::string_view name) {
    const auto& known = setting_list();
    if (std::any_of(known.begin(), known.end(), [&](const Setting& s) { return name == s.variable; })) return;
    std::string warning = std::string(name) + " is not a variable falsify reads, and is ignored";
    const char* nearest = nullptr;
    std::size_t best = 3;  // a slip of one or two letters
    for (const Setting& setting : known)
        if (const std::size_t d = edit_distance(name, setting.variable); d < best) best = d, nearest = setting.variable;
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
    for (const Entry& e : entries)
        if (auto v = get(e.info.variable)) e.read(o, *v, e);
    return o;
}

Config EnvironmentOverrides::apply(Config config) const {
    for (const Entry& e : entries)
        if (e.apply) e.apply(*this, config);
    return config;
}

const std::vector<Setting>& settings() { return setting_list(); }

std::string settings_table_markdown() {
    std::string out = "| variable | default (unset) | effect |\n|---|---|---|\n";
    for (const Setting& s : settings()) out += std::string("| `") + s.variable + "` | " + s.default_value + " | " + s.effect + " |\n";
    return out;
}

}  // namespace falsify
