// A campaign's worker: claims a block of seeds, runs the property on each
// (its random phase and shrinking; the coordinator's process explains and
// reports), and says so on its pipe. Blocks grow while they run quickly, so
// that a claim's round trip to Redis stays a small part of the work, and
// shrink when they run long, so that a worker that dies skips few claimed seeds.
#include "campaign_worker.hpp"

#include "observation_files.hpp"

#include <falsify/corpus_interface.hpp>
#include <falsify/detail/stop_signals.hpp>
#include <falsify/result.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <exception>
#include <memory>
#include <sstream>
#include <vector>

#include <sys/prctl.h>
#include <unistd.h>

namespace falsify::campaign_detail {

namespace {

volatile std::sig_atomic_t stop_requested = 0;

extern "C" void request_stop(int) { stop_requested = 1; }

/// A test framework's handlers (Boost.Test turns a crash into a failed test
/// and goes on) must not run in a worker: its crash ends it, and the coordinator says so.
void take_over_signals() {
    for (const int crash : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGALRM}) std::signal(crash, SIG_DFL);
    struct sigaction stop {};
    stop.sa_handler = request_stop;
    sigemptyset(&stop.sa_mask);
    ::sigaction(SIGINT, &stop, nullptr);
    ::sigaction(SIGTERM, &stop, nullptr);
    falsify::detail::stop_signals_are_orderly();
    // A coordinator that dies takes its workers with it.
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    // The coordinator forked this worker with its stop signals blocked: one sent since waits
    // for the handler above, and arrives now.
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    ::pthread_sigmask(SIG_UNBLOCK, &stops, nullptr);
}

void say(int fd, std::string line) {
    line += '\n';
    const char* at = line.data();
    std::size_t left = line.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, at, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) ::_exit(3);  // the coordinator is gone
        at += n;
        left -= static_cast<std::size_t>(n);
    }
}

std::string one_line(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

std::string shrunk_text(const Result& result) {
    if (!result.counter_example()) return one_line(result.message().substr(0, result.message().find('\n')));
    std::string text;
    for (const Argument& argument : result.counter_example()->shrunk_arguments) {
        if (!text.empty()) text += ", ";
        text += argument.name + '=' + argument.value;
    }
    return one_line(text);
}

/// The property's corpus, saying `stored` on the pipe once a failure is in it:
/// the coordinator's count of corpus entries per worker. Not a listener, which
/// would make the runner render every run's arguments for its events.
class StoreReported : public Corpus {
public:
    StoreReported(std::shared_ptr<Corpus> corpus, int fd) : corpus_(std::move(corpus)), fd_(fd) {}

    std::vector<CorpusEntry> recall(const std::string& id, const std::vector<std::string>& names) override { return corpus_->recall(id, names); }
    void remember(const std::string& id, const CorpusEntry& entry) override {
        corpus_->remember(id, entry);
        say(fd_, "stored");
    }
    void prune(const std::string& id, const CorpusEntry& entry) override { corpus_->prune(id, entry); }
    std::optional<Data> recall_targets(const std::string& id) override { return corpus_->recall_targets(id); }
    void remember_targets(const std::string& id, const std::optional<Data>& document) override { corpus_->remember_targets(id, document); }

private:
    std::shared_ptr<Corpus> corpus_;
    int fd_;
};

PropertyDefinition worker_definition(const PropertyDefinition& definition, int fd) {
    PropertyDefinition worker = definition;
    // The coordinator observes the campaign (campaign_timeline.hpp); the failure's
    // seed, run again there, is observed as any run.
    std::erase_if(worker.listeners, harness::is_observation_listener);
    if (worker.corpus) worker.corpus = std::make_shared<StoreReported>(worker.corpus, fd);
    std::vector<Phase> phases;
    for (const Phase phase : {Phase::Random, Phase::Shrink})
        if (definition.config.has_phase(phase)) phases.push_back(phase);
    worker.config.phases(phases);
    worker.replay_regressions = false;
    return worker;
}

}  // namespace

void run_worker(const WorkerSetup& setup) {
    take_over_signals();
    const int fd = setup.report_fd;
    try {
        PropertyDefinition definition = worker_definition(*setup.definition, fd);
        const std::unique_ptr<SeedClaims> claims = setup.claims();
        std::uint64_t block = 1;
        while (!stop_requested) {
            const std::uint64_t first = claims->claim(block);
            say(fd, "claim " + std::to_string(first) + ' ' + std::to_string(block));
            const auto started = std::chrono::steady_clock::now();
            for (std::uint64_t index = first; index < first + block && !stop_requested; ++index) {
                const std::uint64_t seed = campaign_seed(setup.stream, index);
                say(fd, "seed " + std::to_string(seed));
                definition.config.seed(seed);
                const Result result = run(definition);
                if (result.passed())
                    say(fd, "done " + std::to_string(result.statistics().checks));
                else
                    say(fd, "failed " + std::to_string(seed) + ' ' +
                                std::to_string(result.counter_example() ? result.counter_example()->runs_before_failure : 0) + ' ' +
                                shrunk_text(result));
            }
            const auto took = std::chrono::steady_clock::now() - started;
            if (took < std::chrono::milliseconds(100)) block = std::min<std::uint64_t>(block * 2, 1024);
            else if (took > std::chrono::seconds(1)) block = std::max<std::uint64_t>(block / 2, 1);
        }
    } catch (const std::exception& e) {
        say(fd, "error " + one_line(e.what()));
        ::_exit(2);
    } catch (...) {
        say(fd, "error an exception not derived from std::exception");
        ::_exit(2);
    }
    ::_exit(0);
}

WorkerLine parse_worker_line(const std::string& line) {
    WorkerLine parsed;
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    if (kind == "claim" && in >> parsed.first >> parsed.count) parsed.kind = WorkerLine::Kind::Claim;
    else if (kind == "seed" && in >> parsed.seed) parsed.kind = WorkerLine::Kind::Seed;
    else if (kind == "done" && in >> parsed.runs) parsed.kind = WorkerLine::Kind::Done;
    else if (kind == "failed" && in >> parsed.seed >> parsed.runs) parsed.kind = WorkerLine::Kind::Failed;
    else if (kind == "stored") parsed.kind = WorkerLine::Kind::Stored;
    else if (kind == "error") parsed.kind = WorkerLine::Kind::Error;
    if (parsed.kind == WorkerLine::Kind::Failed || parsed.kind == WorkerLine::Kind::Error) {
        std::getline(in >> std::ws, parsed.text);
    }
    return parsed;
}

}  // namespace falsify::campaign_detail
