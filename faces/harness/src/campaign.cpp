// A campaign's coordinator: forks the workers, reads their pipes, prints the
// progress line, each failure and death as it happens and the summary, and
// stops them all on a budget, a failure or Ctrl-C / SIGTERM (a second one kills
// them): an interrupted campaign is not a pass, and its summary names the signal.
// Under Config::observe it samples each worker's totals into the observation file.
#include <falsify/campaign.hpp>

#include "campaign_claims.hpp"
#include "campaign_timeline.hpp"
#include "campaign_worker.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <random>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace falsify {

double CampaignSummary::runs_per_second() const noexcept {
    return elapsed.count() > 0 ? static_cast<double>(runs) * 1000.0 / static_cast<double>(elapsed.count()) : 0.0;
}

namespace {

using Clock = std::chrono::steady_clock;
using campaign_detail::WorkerLine;

volatile std::sig_atomic_t interrupts = 0;
volatile std::sig_atomic_t first_interrupt = 0;  // the signal that interrupted first
extern "C" void count_interrupt(int signal) {
    if (interrupts == 0) first_interrupt = signal;
    interrupts = interrupts + 1;
}

/// Ctrl-C and SIGTERM counted while the campaign runs; the previous handlers back afterwards.
class InterruptsCounted {
public:
    InterruptsCounted() {
        interrupts = 0;
        first_interrupt = 0;
        struct sigaction count {};
        count.sa_handler = count_interrupt;
        sigemptyset(&count.sa_mask);
        ::sigaction(SIGINT, &count, &previous_int_);
        ::sigaction(SIGTERM, &count, &previous_term_);
    }
    ~InterruptsCounted() {
        ::sigaction(SIGINT, &previous_int_, nullptr);
        ::sigaction(SIGTERM, &previous_term_, nullptr);
    }
    InterruptsCounted(const InterruptsCounted&) = delete;
    InterruptsCounted& operator=(const InterruptsCounted&) = delete;

private:
    struct sigaction previous_int_ {};
    struct sigaction previous_term_ {};
};

std::string seconds(std::chrono::milliseconds elapsed) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", static_cast<double>(elapsed.count()) / 1000.0);
    return text;
}

/// `signal 15 (Terminated)`.
std::string signal_name(int signal) { return "signal " + std::to_string(signal) + " (" + strsignal(signal) + ")"; }

std::string per_second(double rate) { return std::to_string(static_cast<std::uint64_t>(rate + 0.5)) + "/s"; }

const char* stop_reason(CampaignSummary::Stop stop) {
    switch (stop) {
        case CampaignSummary::Stop::Failure: return "stopped by a failure";
        case CampaignSummary::Stop::TimeBudget: return "time budget spent";
        case CampaignSummary::Stop::RunBudget: return "run budget spent";
        case CampaignSummary::Stop::Interrupted: return "interrupted";
        case CampaignSummary::Stop::WorkersDied: return "stopped: its workers died";
    }
    return "";
}

/// The summary after the name: why it stopped, the work done, the failures and deaths.
std::string summary_text(const CampaignSummary& summary) {
    const bool interrupted = summary.stopped_by == CampaignSummary::Stop::Interrupted;
    std::string reason = stop_reason(summary.stopped_by);
    if (interrupted && summary.signal != 0) reason += " by " + signal_name(summary.signal);
    std::string line = reason + " after " + seconds(summary.elapsed) + "; " +
                       std::to_string(summary.workers) + " worker(s) ran " + std::to_string(summary.runs) + " runs of " +
                       std::to_string(summary.seeds) + " seeds (" + per_second(summary.runs_per_second()) + "; seeds claimed from " +
                       summary.claims + "); ";
    if (summary.failures.empty()) line += interrupted ? "no failure so far, and not a pass: the campaign did not run to its end" : "no failure";
    for (std::size_t i = 0; i < summary.failures.size(); ++i) {
        const CampaignFailure& failure = summary.failures[i];
        line += (i == 0 ? std::to_string(summary.failures.size()) + " failure(s): " : std::string("; ")) + failure.shrunk + " (worker " +
                std::to_string(failure.worker) + ", seed " + std::to_string(failure.seed) + ", after " + seconds(failure.found_after) +
                (failure.times > 1 ? ", found " + std::to_string(failure.times) + " times" : std::string()) + ")";
    }
    if (!summary.deaths.empty()) line += "; " + std::to_string(summary.deaths.size()) + " worker death(s), a failure of the campaign";
    return line;
}

struct Worker {
    unsigned number = 0;  // 1-based
    pid_t pid = -1;
    int fd = -1;
    std::string pending;  // a line not yet ended
    std::optional<std::uint64_t> seed;
    Clock::time_point heard;
    bool silenced = false;  // killed for saying nothing too long
    bool overran = false;   // killed for running on after the campaign stopped
    // Its totals for the samples, kept across a replacement (its runs are the summary's).
    std::uint64_t seeds = 0, corpus_entries = 0, findings = 0;
};

class Coordinator {
public:
    Coordinator(const PropertyDefinition& definition, const CampaignOptions& options, std::ostream& out)
        : definition_(definition), options_(options), out_(out) {
        name_ = definition.name.empty() ? definition.id : definition.name;
        unsigned workers = options.workers;
        if (workers == 0) workers = std::max(1u, std::thread::hardware_concurrency());
        summary_.workers = workers;
        summary_.worker_runs.assign(workers, 0);
        if (!options.claims.empty()) {
            // Reached once here, so that an address that cannot serve is one clear error, not one per worker.
            campaign_detail::redis_claims(options.claims, options.claims_password, definition.id)->claim(0);
            const std::string address = options.claims, password = options.claims_password, id = definition.id;
            setup_.claims = [address, password, id] { return campaign_detail::redis_claims(address, password, id); };
            setup_.stream = campaign_detail::property_stream(definition.id);
            summary_.claims = "redis";
        } else {
            counter_.emplace();
            setup_.claims = [this] { return counter_->claims(); };
            setup_.stream = std::random_device{}() * 0x100000000ULL + std::random_device{}();
            summary_.claims = "this machine";
        }
        setup_.definition = &definition_;
        workers_.resize(workers);
        for (unsigned i = 0; i < workers; ++i) workers_[i].number = i + 1;
    }

    CampaignSummary run() {
        const InterruptsCounted counted;
        start_ = Clock::now();
        next_progress_ = start_ + options_.progress_every;
        if (const auto& file = definition_.config.observe()) timeline_.emplace(*file, name_);
        if (timeline_) timeline_->sample(elapsed(), samples());
        say(std::to_string(workers_.size()) + " worker(s) (pid " + std::to_string(::getpid()) + " coordinates; Ctrl-C stops them), " +
            std::to_string(definition_.config.runs()) + " runs a seed, seeds claimed from " + summary_.claims);
        for (Worker& worker : workers_) start(worker);
        while (live() > 0) {
            poll_once();
            if (interrupts >= 1 && !stopping_) {
                summary_.signal = first_interrupt;
                stop(CampaignSummary::Stop::Interrupted);
            }
            if (interrupts >= 2) kill_all(SIGKILL);
            // A worker asked to stop ends its run in good order (a failure it found gets recorded); one
            // still running 10 s later (or the silence allowed, if shorter) is killed, saying so:
            // nothing it does then is a verdict, and the campaign must end.
            if (const auto grace = std::min<std::chrono::milliseconds>(options_.silence, std::chrono::seconds(10));
                stopping_ && Clock::now() - stopped_at_ >= grace)
                kill_overrunning(grace);
            if (options_.time_budget && Clock::now() - start_ >= *options_.time_budget) stop(CampaignSummary::Stop::TimeBudget);
            if (Clock::now() >= next_progress_) {
                say(progress_line());
                if (timeline_) timeline_->sample(elapsed(), samples());
                next_progress_ += options_.progress_every;
            }
            silence_the_silent();
        }
        summary_.elapsed = elapsed();
        if (timeline_) timeline_->last_sample(summary_.elapsed, samples(), stop_reason(summary_.stopped_by));
        say(summary_text(summary_));
        return summary_;
    }

private:
    std::chrono::milliseconds elapsed() const { return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_); }

    void say(const std::string& text) { out_ << "falsify campaign \"" << name_ << "\": " << text << std::endl; }

    std::size_t live() const {
        std::size_t n = 0;
        for (const Worker& worker : workers_) n += worker.pid > 0;
        return n;
    }

    void start(Worker& worker) {
        int ends[2];
        if (::pipe2(ends, O_CLOEXEC) != 0) throw std::runtime_error(std::string("the campaign could not make a pipe: ") + std::strerror(errno));
        out_.flush();
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
        // A stop sent before the worker has its own handlers would reach the coordinator's, copied
        // into the child, and be lost there: it waits, blocked, until the worker takes over
        // (campaign_detail::run_worker unblocks it).
        sigset_t stops, before;
        sigemptyset(&stops);
        sigaddset(&stops, SIGINT);
        sigaddset(&stops, SIGTERM);
        ::pthread_sigmask(SIG_BLOCK, &stops, &before);
        const pid_t pid = ::fork();
        if (pid != 0) ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
        if (pid < 0) {
            ::close(ends[0]);
            ::close(ends[1]);
            throw std::runtime_error(std::string("the campaign could not start a worker: ") + std::strerror(errno));
        }
        if (pid == 0) {
            ::close(ends[0]);
            campaign_detail::WorkerSetup setup = setup_;
            setup.report_fd = ends[1];
            campaign_detail::run_worker(setup);
        }
        ::close(ends[1]);
        worker.pid = pid;
        worker.fd = ends[0];
        worker.pending.clear();
        worker.seed.reset();
        worker.heard = Clock::now();
        worker.silenced = false;
        worker.overran = false;
        if (options_.verbose) say("worker " + std::to_string(worker.number) + " (pid " + std::to_string(pid) + ") started");
    }

    void poll_once() {
        std::vector<pollfd> fds;
        std::vector<Worker*> polled;
        for (Worker& worker : workers_)
            if (worker.pid > 0) {
                fds.push_back({worker.fd, POLLIN, 0});
                polled.push_back(&worker);
            }
        auto until = next_progress_;
        if (options_.time_budget && !stopping_) until = std::min(until, start_ + *options_.time_budget);
        for (const Worker* worker : polled) until = std::min(until, worker->heard + options_.silence);
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
        const int timeout = static_cast<int>(std::clamp<std::int64_t>(wait, 0, 1000));
        if (::poll(fds.data(), fds.size(), timeout) <= 0) return;  // timed out, or a signal (counted)
        for (std::size_t i = 0; i < fds.size(); ++i)
            if (fds[i].revents != 0) read_from(*polled[i]);
    }

    void read_from(Worker& worker) {
        char buffer[4096];
        const ssize_t n = ::read(worker.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) return;
        if (n <= 0) return ended(worker);
        worker.heard = Clock::now();
        worker.pending.append(buffer, static_cast<std::size_t>(n));
        for (std::size_t end; (end = worker.pending.find('\n')) != std::string::npos;) {
            const std::string line = worker.pending.substr(0, end);
            worker.pending.erase(0, end + 1);
            handle(worker, campaign_detail::parse_worker_line(line));
        }
    }

    void handle(Worker& worker, const WorkerLine& line) {
        switch (line.kind) {
            case WorkerLine::Kind::Claim:
                if (options_.verbose && line.count > 0)
                    say("worker " + std::to_string(worker.number) + " claimed seeds #" + std::to_string(line.first) + "..#" +
                        std::to_string(line.first + line.count - 1));
                break;
            case WorkerLine::Kind::Seed:
                worker.seed = line.seed;
                break;
            case WorkerLine::Kind::Done:
                worker.seed.reset();
                counted(worker, line.runs);
                ++summary_.seeds;
                ++worker.seeds;
                break;
            case WorkerLine::Kind::Stored:
                ++worker.corpus_entries;
                break;
            case WorkerLine::Kind::Failed: {
                worker.seed.reset();
                counted(worker, line.runs + 1);
                ++summary_.seeds;
                ++worker.seeds;
                ++worker.findings;
                // Workers busy with a seed when the first failure stops them may meet it again: one failure, counted.
                const auto same = std::find_if(summary_.failures.begin(), summary_.failures.end(),
                                               [&](const CampaignFailure& found) { return found.shrunk == line.text; });
                if (same != summary_.failures.end()) {
                    ++same->times;
                    break;
                }
                CampaignFailure failure{worker.number, line.seed, line.runs, elapsed(), line.text, 1};
                say("worker " + std::to_string(worker.number) + " found a failure after " + seconds(failure.found_after) + ": " +
                    failure.shrunk + " (seed " + std::to_string(failure.seed) + ", after " + std::to_string(failure.runs_before_failure) +
                    " passing run(s) of it)" + (stopping_ ? "" : "; stopping every worker"));
                summary_.failures.push_back(std::move(failure));
                stop(CampaignSummary::Stop::Failure);
                break;
            }
            case WorkerLine::Kind::Error:
                say("worker " + std::to_string(worker.number) + " cannot go on: " + line.text);
                break;
            case WorkerLine::Kind::Unknown:
                break;
        }
    }

    void counted(Worker& worker, std::uint64_t runs) {
        summary_.runs += runs;
        summary_.worker_runs[worker.number - 1] += runs;
        if (options_.run_budget && summary_.runs >= *options_.run_budget) stop(CampaignSummary::Stop::RunBudget);
    }

    /// A worker that said nothing for options_.silence is stuck (or its seed runs longer than
    /// the campaign allows): killed, and ended() counts it, even while the campaign stops.
    void silence_the_silent() {
        const auto now = Clock::now();
        for (Worker& worker : workers_)
            if (worker.pid > 0 && !worker.silenced && now - worker.heard >= options_.silence) {
                worker.silenced = true;
                ::kill(worker.pid, SIGKILL);
            }
    }

    void ended(Worker& worker) {
        ::close(worker.fd);
        int status = 0;
        while (::waitpid(worker.pid, &status, 0) < 0 && errno == EINTR) {
        }
        const pid_t pid = worker.pid;
        worker.pid = -1;
        worker.fd = -1;
        const bool signalled = WIFSIGNALED(status);
        // Asked to stop, it stopped: whatever it was doing is not a verdict.
        if (stopping_ && !worker.silenced) return;
        // Unasked, even a clean exit is a death: the runs it would have made are missing.
        CampaignWorkerDeath death{worker.number, signalled ? WTERMSIG(status) : 0, signalled ? 0 : WEXITSTATUS(status), worker.seed,
                                  worker.silenced};
        summary_.deaths.push_back(death);
        std::string text = "worker " + std::to_string(worker.number) + " (pid " + std::to_string(pid) + ") " + describe(death, options_.silence);
        if (death.seed) text += " (replay: PROPERTY_SEED=" + std::to_string(*death.seed) + ")";
        text += "; a failure of the campaign";
        if (stopping_) {
            say(text);
            return;
        }
        // A property that kills its process every time would be restarted forever.
        if (summary_.deaths.size() > 3 * workers_.size()) {
            say(text + "; too many workers died, stopping");
            stop(CampaignSummary::Stop::WorkersDied);
            return;
        }
        // One that said why it cannot go on (an error line) would say it again.
        if (!signalled && !death.silent && death.exit_status != 0) {
            say(text);
            if (live() == 0) stop(CampaignSummary::Stop::WorkersDied);
            return;
        }
        say(text + "; a new worker takes its place");
        start(worker);
    }

    void stop(CampaignSummary::Stop reason) {
        if (stopping_) return;
        stopping_ = true;
        stopped_at_ = Clock::now();
        summary_.stopped_by = reason;
        kill_all(SIGTERM);
    }

    void kill_overrunning(std::chrono::milliseconds grace) {
        for (Worker& worker : workers_)
            if (worker.pid > 0 && !worker.overran) {
                worker.overran = true;
                say("worker " + std::to_string(worker.number) + " (pid " + std::to_string(worker.pid) +
                    ") did not stop within " + seconds(grace) + " of being asked; killed");
                ::kill(worker.pid, SIGKILL);
            }
    }

    void kill_all(int signal) {
        for (const Worker& worker : workers_)
            if (worker.pid > 0) ::kill(worker.pid, signal);
    }

    std::vector<campaign_detail::WorkerSample> samples() const {
        std::vector<campaign_detail::WorkerSample> out;
        for (const Worker& w : workers_) out.push_back({w.number, summary_.worker_runs[w.number - 1], w.seeds, w.corpus_entries, w.findings});
        return out;
    }

    std::string progress_line() const {
        const auto took = elapsed();
        // Each count against its budget, when the campaign has one: how far it is, and how far to go.
        std::string line = seconds(took);
        if (options_.time_budget) line += " of " + seconds(*options_.time_budget);
        line += ", " + std::to_string(live()) + " worker(s), " + std::to_string(summary_.runs);
        if (options_.run_budget) line += " of " + std::to_string(*options_.run_budget);
        line += " runs (" + per_second(summary_.runs * 1000.0 / std::max<double>(1.0, took.count())) + "; per worker";
        // Appended piece by piece: g++ -O3 warns falsely (-Wrestrict) on " " + a temporary string.
        for (const std::uint64_t runs : summary_.worker_runs) {
            line += ' ';
            line += per_second(runs * 1000.0 / std::max<double>(1.0, took.count()));
        }
        std::uint64_t stored = 0;
        for (const Worker& w : workers_) stored += w.corpus_entries;
        line += "), " + std::to_string(summary_.seeds) + " seeds, " + std::to_string(stored) + " corpus entr" + (stored == 1 ? "y" : "ies") + ", ";
        line += summary_.failures.empty() ? std::string("no failure") : std::to_string(summary_.failures.size()) + " failure(s)";
        return line;
    }

    PropertyDefinition definition_;
    const CampaignOptions& options_;
    std::ostream& out_;
    std::string name_;
    campaign_detail::WorkerSetup setup_;
    std::optional<campaign_detail::SharedCounter> counter_;
    std::optional<campaign_detail::CampaignTimeline> timeline_;
    std::vector<Worker> workers_;
    CampaignSummary summary_;
    Clock::time_point start_;
    Clock::time_point next_progress_;
    bool stopping_ = false;
    Clock::time_point stopped_at_;
};

}  // namespace

CampaignSummary run_campaign(const PropertyDefinition& definition, const CampaignOptions& options, std::ostream& progress) {
    if (!definition.body) throw std::invalid_argument("a campaign needs a property with a body");
    if (options.progress_every.count() <= 0) throw std::invalid_argument("a campaign's progress interval must be positive");
    return Coordinator(definition, options, progress).run();
}

std::string describe(const CampaignWorkerDeath& death, std::chrono::milliseconds silence) {
    std::string text = death.silent           ? "stopped reporting for " + seconds(silence)
                       : death.signal != 0 ? "was killed by signal " + std::to_string(death.signal) + " (" + strsignal(death.signal) + ")"
                                           : "exited with status " + std::to_string(death.exit_status);
    return text + (death.seed ? " while running seed " + std::to_string(*death.seed) : " between seeds");
}

std::string campaign_summary_line(const std::string& name, const CampaignSummary& summary) {
    return "falsify campaign \"" + name + "\": " + summary_text(summary);
}

}  // namespace falsify
