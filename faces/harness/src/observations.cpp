// Observations in Hypothesis's observability format: one JSON line per test
// case ("type": "test_case") and one per property with its totals ("type":
// "info"), appended to a file that Tyche and falsify-report read. Built from
// the engine's events, so that observing costs nothing when it is off.
#include <falsify/harness.hpp>

#include "observation_files.hpp"

#include <falsify/data.hpp>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace falsify::harness {

namespace {

/// A value shown longer than this is cut: a line stays readable, and the file bounded.
constexpr std::size_t shown_limit = 4096;

std::string bounded(const std::string& text) {
    if (text.size() <= shown_limit) return text;
    return text.substr(0, shown_limit) + "... (" + std::to_string(text.size()) + " characters)";
}

/// The files observations go to, each opened once a process and shared by every property.
class ObservationFiles {
public:
    static ObservationFiles& instance() {
        static ObservationFiles files;
        return files;
    }

    /// Appends `line` and a newline to `path`; says once why when it cannot.
    void write(const std::string& path, const std::string& line) {
        const std::lock_guard lock(mutex_);
        if (written_ + line.size() + 1 > observation_limit) {
            if (!full_) std::cerr << "falsify: observations reached their bound of " << (observation_limit >> 20)
                                  << " MiB in this process; later test cases are not written (the tests go on)\n";
            full_ = true;
            return;
        }
        FILE* file = open(path);
        if (!file) return;
        if (std::fwrite(line.data(), 1, line.size(), file) != line.size() || std::fputc('\n', file) == EOF) {
            say_once(path, std::strerror(errno));
            return;
        }
        written_ += line.size() + 1;
    }

    void flush(const std::string& path) {
        const std::lock_guard lock(mutex_);
        if (auto found = files_.find(path); found != files_.end() && found->second) std::fflush(found->second.get());
    }

private:
    struct Close {
        void operator()(FILE* file) const { std::fclose(file); }
    };

    FILE* open(const std::string& path) {
        auto found = files_.find(path);
        if (found != files_.end()) return found->second.get();
        // Nothing falsify writes is world-readable (umask permitting, the file is the user's).
        FILE* file = std::fopen(path.c_str(), "ae");
        if (!file) say_once(path, std::strerror(errno));
        return files_.emplace(path, std::unique_ptr<FILE, Close>(file)).first->second.get();
    }

    void say_once(const std::string& path, const char* why) {
        if (said_.insert(path).second)
            std::cerr << "falsify: cannot write observations to \"" << path << "\": " << why << "; the tests go on without them\n";
    }

    std::mutex mutex_;
    std::map<std::string, std::unique_ptr<FILE, Close>> files_;
    std::set<std::string> said_;
    std::size_t written_ = 0;
    bool full_ = false;
};

Data text(const std::string& value) { return Data::string(bounded(value)); }

Data member_object(const std::vector<Argument>& arguments) {
    Data::Object members;
    for (const auto& a : arguments) members.push_back({a.name, text(a.value)});
    return Data::object(std::move(members));
}

std::string representation(const std::vector<Argument>& arguments) {
    std::string out;
    for (const auto& a : arguments) out += (out.empty() ? "" : ", ") + a.name + "=" + bounded(a.value);
    return out.empty() ? "(no arguments)" : out;
}

double unix_seconds() {
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

/// Follows one property run's events and writes each test case as it ends.
class Observer {
public:
    Observer(std::string file, std::string name) : file_(std::move(file)), name_(std::move(name)) {}

    void operator()(const Event& event) {
        std::visit([this](const auto& e) { on(e); }, event);
    }

private:
    struct Case {
        const char* status = "passed";
        std::string reason;
        std::vector<Argument> arguments;
        std::string how;
        Data::Object features;
        Data::Object timing;
        Data::Object metadata;
    };

    void on(const event::PropertyStarted& e) {
        run_start_ = unix_seconds();
        seed_ = e.seed;
        how_ = "generated";
        current_.clear();
    }
    void on(const event::ExampleFinished& e) {
        Case c;
        c.arguments = e.arguments;
        c.how = "explicit example";
        if (e.failure) c.status = "failed", c.reason = e.failure->type + ": " + e.failure->message;
        write(std::move(c));
    }
    void on(const event::CorpusReplayed& e) {
        if (e.is_values) {
            pending_corpus_ = e.arguments;
        } else {
            how_ = "corpus seed entry";
        }
    }
    void on(const event::CorpusPruned& e) {
        if (e.is_values && pending_corpus_) {
            Case c;
            c.arguments = std::move(*pending_corpus_);
            c.how = "corpus";
            write(std::move(c));
            pending_corpus_.reset();
        } else if (!e.is_values) {
            how_ = "generated";
        }
    }
    void on(const event::RunPassed& e) {
        Case c = ended(e);
        for (const auto& label : e.labels) c.features.push_back({label, Data::string("")});
        write(std::move(c));
    }
    void on(const event::RunDiscarded& e) {
        Case c = ended(e);
        c.status = "gave_up";
        c.reason = e.skipped ? "skipped: " + e.skip_reason : "discarded by an assumption or a filter";
        write(std::move(c));
    }
    void on(const event::RunFailed& e) {
        Case c = ended(e);
        c.status = "failed";
        c.reason = e.failure.type + ": " + e.failure.message;
        if (!e.location.empty()) c.metadata.push_back({"status_reason_location", Data::string(e.location)});
        if (!e.notes.empty()) c.metadata.push_back({"notes", member_object(e.notes)});
        current_ = c.arguments;
        write(std::move(c));
    }
    void on(const event::ShrinkAccepted& e) {
        // Each accepted step is an input that still fails the same way.
        if (!e.arguments.empty()) {
            current_ = e.arguments;
        } else {
            for (auto& a : current_)
                if (a.name == e.parameter) a.value = e.after;
        }
        Case c;
        c.status = "failed";
        c.reason = "still fails the same way (shrink step " + std::to_string(e.step) + ")";
        c.arguments = current_;
        c.how = "shrink";
        write(std::move(c));
    }
    void on(const event::TargetImproved& e) { targets_[e.label] = e.score; }
    void on(const event::PropertyFinished& e) {
        if (pending_corpus_ && e.failure) {
            Case c;
            c.status = "failed";
            c.reason = e.failure->type;
            c.arguments = std::move(*pending_corpus_);
            c.how = "corpus";
            write(std::move(c));
        }
        pending_corpus_.reset();
        Data::Object content{{"outcome", Data::string(e.failure ? e.failure->type : "Passed")}, {"seed", Data::integer(e.seed)}};
        if (e.statistics) {
            content.push_back({"attempts", Data::integer(e.statistics->attempts)});
            content.push_back({"passed", Data::integer(e.statistics->checks)});
            content.push_back({"discarded", Data::integer(e.statistics->discards)});
            content.push_back({"skipped", Data::integer(e.statistics->skips)});
            // What a report needs and the cases cannot show: each cover's required share,
            // and what the layers above the engine counted (a state machine's commands).
            for (const auto& requirement : e.statistics->requirements)
                content.push_back({"cover:" + requirement.label, Data::number(requirement.min_percent)});
            for (const auto& extension : e.statistics->extensions) {
                const Data observed = extension->observed();
                if (const auto* members = observed.as_object()) content.insert(content.end(), members->begin(), members->end());
            }
        }
        if (e.counter_example) {
            content.push_back({"shrunk", member_object(e.counter_example->shrunk_arguments)});
            content.push_back({"path", Data::string(e.counter_example->path)});
            content.push_back({"shrink_steps", Data::integer(e.counter_example->shrink_steps)});
        }
        for (const auto& [label, score] : targets_) content.push_back({"target:" + label, Data::number(score)});
        Data::Object line{{"type", Data::string("info")}, {"title", Data::string("falsify: property totals")},
                          {"content", Data::object(std::move(content))}, {"property", Data::string(name_)},
                          {"run_start", Data::number(run_start_)}};
        emit(Data::object(std::move(line)));
        ObservationFiles::instance().flush(file_);
    }
    void on(const event::Base&) {}

    Case ended(const event::RunEnded& e) const {
        Case c;
        c.arguments = e.arguments;
        c.arguments.insert(c.arguments.end(), e.draws.begin(), e.draws.end());
        c.how = how_;
        c.timing.push_back({"execute:test", Data::number(static_cast<double>(e.elapsed_ns) / 1e9)});
        c.metadata.push_back({"attempt", Data::integer(e.attempt)});
        return c;
    }

    void write(Case c) {
        c.metadata.push_back({"seed", Data::integer(seed_)});
        Data::Object line{{"type", Data::string("test_case")},
                          {"status", Data::string(c.status)},
                          {"status_reason", Data::string(bounded(c.reason))},
                          {"representation", Data::string(representation(c.arguments))},
                          {"arguments", member_object(c.arguments)},
                          {"how_generated", Data::string(c.how)},
                          {"features", Data::object(std::move(c.features))},
                          {"coverage", Data::null()},
                          {"timing", Data::object(std::move(c.timing))},
                          {"metadata", Data::object(std::move(c.metadata))},
                          {"property", Data::string(name_)},
                          {"run_start", Data::number(run_start_)}};
        emit(Data::object(std::move(line)));
    }

    void emit(const Data& line) {
        if (const auto json = to_json(line)) ObservationFiles::instance().write(file_, *json);
    }

    std::string file_;
    std::string name_;
    double run_start_ = 0;
    std::uint64_t seed_ = 0;
    std::string how_ = "generated";
    std::vector<Argument> current_;
    std::optional<std::vector<Argument>> pending_corpus_;
    std::map<std::string, double> targets_;
};

}  // namespace

void append_observation(const std::string& file, const Data& line) {
    if (const auto json = to_json(line)) ObservationFiles::instance().write(file, *json);
    ObservationFiles::instance().flush(file);
}

namespace {

/// The listener observation_listener makes, a type of its own so that is_observation_listener knows it.
struct ObserverCall {
    std::shared_ptr<Observer> observer;
    void operator()(const Event& event) const { (*observer)(event); }
};

}  // namespace

bool is_observation_listener(const Listener& listener) { return listener.target<ObserverCall>() != nullptr; }

Listener observation_listener(std::string file, std::string name) {
    return ObserverCall{std::make_shared<Observer>(std::move(file), std::move(name))};
}

}  // namespace falsify::harness
