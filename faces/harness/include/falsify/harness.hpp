#pragma once
// What every test-framework adapter does that is not the framework itself:
// read the environment (PROPERTY_SEED, PROPERTY_RUNS, PROPERTY_DB, ...),
// apply the pinned-seed rule, open the regression corpus, attach the verbose
// and corpus-failure listeners, run, and word the verdict: the distribution
// and discard lines of a pass, the failure message with its `Replay:`
// command. An adapter supplies the test's identity and how its framework runs
// one test, intercepts its own assertions, and reports pass or fail.
// Library falsify_harness (the engine, the corpus, the Redis store).
#include <falsify/falsify.hpp>

#include <cstddef>
#include <initializer_list>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace falsify::harness {

/// The test a property runs as, as its framework names it.
struct TestContext {
    /// The property's id: the framework's full test name (keys the corpus and derandomized seeds).
    std::string id;
    /// The name a person reads in messages (the test's own name).
    std::string name;
    /// The program that runs it (argv[0]); empty when unknown.
    std::string program;
    /// The command-line arguments that select this one test, already quoted
    /// for a POSIX shell: `--run_test='suite/case'`, `--gtest_filter='S.c'`.
    std::string filter;
    /// The test macro's opening up to its last argument, as written
    /// (`FALSIFY_PROPERTY(throws, (int n)`); empty when a function call, not
    /// a macro, declared the test. The regression draft adds its example there.
    std::string declaration;
};

/// Where a face's macro declared a property: its file and line, its name and
/// the parenthesised parameter list as written.
struct Site {
    const char* file;
    int line;
    const char* name;
    const char* parameters;
    /// The macro's opening up to its parameter list, and its extras, as written.
    const char* declaration = nullptr;
    const char* extras = nullptr;
};

/// `FALSIFY_PROPERTY(name, (params), extras`: a site's declaration and extras joined; empty without a declaration.
std::string declaration_of(const Site& site);

/// `definition` as the environment and the context make it: the id and
/// name set, the environment's dials applied (a seed or path pinned in code
/// wins, and then the corpus is not replayed first), the PROPERTY_DB corpus
/// opened unless the code gave one, the corpus-failure listener attached with
/// a corpus, the verbose listener with PROPERTY_VERBOSE. Throws
/// std::invalid_argument for a malformed environment variable.
PropertyDefinition prepare(PropertyDefinition definition, const TestContext& context);

/// A fuzz target's property (see <falsify/fuzz.hpp>) as the environment makes
/// it: PROPERTY_DB opened as its corpus unless it has one, so that what the
/// fuzzer finds is recorded where the test runs (and every other fuzzing
/// machine) replay it; the other dials applied as for a test.
PropertyDefinition prepare_fuzz_target(PropertyDefinition definition);

/// Runs a prepared definition; says on stderr when exhaustive mode declined.
/// Under PROPERTY_CAMPAIGN, runs it as a campaign instead (run_as_campaign).
Result run(const PropertyDefinition& definition, const TestContext& context);

/// A campaign of `definition` (see <falsify/campaign.hpp>) with the options
/// `campaign` (PROPERTY_CAMPAIGN's value), its seeds claimed through PROPERTY_DB
/// when that is a Redis address, its progress on stderr. First, as an ordinary
/// run would, its examples and recorded failures are tried once: one that
/// fails is the verdict, and no worker starts. The verdict: a pass
/// counting every run, or the first failure's seed run again here — shrunk,
/// explained and reported as a test reports it, with its `Replay:` line.
/// Throws std::invalid_argument for bad options, or with PROPERTY_SEED or
/// PROPERTY_PATH set (a campaign runs fresh seeds).
Result run_as_campaign(const PropertyDefinition& definition, const TestContext& context, std::string_view campaign);

/// PROPERTY_CAMPAIGN's value when it asks for a campaign (set and not empty: a
/// `Replay:` command sets it empty, to run one seed); null otherwise.
const char* campaign_requested();

/// A pass's notes: the classify distribution (stdout), under PROPERTY_VERBOSE=1
/// each statistics extension's lines (a state machine's commands and sequence
/// lengths; stdout), and the warnings a person acts on (stderr): more than half
/// the attempts discarded, a command or rule that never ran (each silenced by
/// its Config setting); nothing when there is none.
void note_pass(const Result& result, const TestContext& context, std::ostream& out, std::ostream& err, const Config& config = Config());

/// For a pass whose regression corpus could not be read: a line naming the
/// property and why, for the framework's own log (a warning); empty otherwise.
std::string corpus_warning(const Result& result, const TestContext& context);

/// The message of a verdict that is not a pass: the engine's, and for a
/// falsification the `Replay:` line (see replay_command) and the regression
/// draft (see regression_draft in <falsify/definition.hpp>).
std::string failure_message(const Result& result, const PropertyDefinition& definition, const TestContext& context);

/// The `Replay:` command of a verdict, empty when it has none: replay_command
/// for a falsification and a generator that threw; the corpus phase alone, from
/// the same PROPERTY_DB, for a recorded regression; the examples phase alone
/// for an explicit example.
std::string failure_replay(const Result& result, const PropertyDefinition& definition, const TestContext& context);

/// A shell command that replays this failure's minimal case and only this
/// test: PROPERTY_SEED, PROPERTY_PATH, the environment dials that shape the
/// random phase (PROPERTY_RUNS raised when the failure lies past the
/// configured runs), the program and the context's filter.
std::string replay_command(const Result& result, const PropertyDefinition& definition, const TestContext& context);

/// `text` quoted for a POSIX shell.
std::string shell_quote(const std::string& text);

/// The running program's path (/proc/self/exe), for frameworks that do not
/// hand their argv to a test; empty when it cannot be read.
std::string running_program();

/// The running program's arguments, argv[0] left out (/proc/self/cmdline: a
/// framework may have taken its own out of the argv it hands on); empty when
/// they cannot be read.
std::vector<std::string> running_arguments();

/// Of `arguments`, those that set one of `options` (`--name`, `--name=value`)
/// or of `separate` (also `--name value`, two arguments), each quoted for a
/// shell after a space: the framework options that change how a test's output
/// reads (colour, log level), which a `Replay:` command keeps.
std::string output_options(const std::vector<std::string>& arguments, std::initializer_list<std::string_view> options,
                           std::initializer_list<std::string_view> separate = {});

/// `file` as a C string that lives as long as the program, as __FILE__ does:
/// an assertion site a framework reports in a temporary string can key the
/// descent's "fails the same way" like FALSIFY_ASSERT's.
const char* interned_file_name(const std::string& file);

/// Every run, shrink step, target improvement and corpus replay, on stderr (PROPERTY_VERBOSE).
Listener verbose_listener(std::string name);
/// A corpus that cannot be read or written never fails a property, and never goes unsaid (stderr).
Listener corpus_failure_listener(std::string name);
/// One JSON line per test case of the property `name`, and one with its totals,
/// appended to `file` in Hypothesis's observability format (Config::observe,
/// PROPERTY_OBSERVE). Never changes a verdict: a file that cannot be written is
/// said once on stderr, and a process writes at most observation_limit bytes.
Listener observation_listener(std::string file, std::string name);
inline constexpr std::size_t observation_limit = std::size_t{256} << 20;

/// What a face's property macro declares: `body` (the face's silencing wrapper
/// around the user's body, called with Args) as the property of `site`, its
/// parameters named from the site's parameter list, the extras (positional
/// generators, Config, param, example, listeners) applied.
template <class Body, class... Args, class... Extras>
PropertyDefinition define(Body body, const Site& site, Extras&&... extras);

}  // namespace falsify::harness

// The definitions of the templates and inline functions declared above.
#include <falsify/impl/harness.hpp>
