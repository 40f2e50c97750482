// The linearizability checker on recorded Jepsen histories: each file's path,
// the operations read, the verdict, the expected verdict where it is known
// (Porcupine's test data: etcd_000..049.log; any file whose name ends in -ok
// or -bad, such as c10-ok.txt) and the median of 5 checks in milliseconds.
//
//   linearizability [file-or-folder ...]   (default: test/data/linearizability, run from the tree's root)
//   linearizability --synthetic FOLDER     writes the synthetic histories (jepsen/synthetic.hpp) there
//
// Folders are searched recursively for *.log, *.txt and *.edn; each file is an
// etcd log or a key-value EDN history, told apart by its first line.
// Exits 1 when a verdict is wrong, 2 when a file cannot be read (each named on stderr).
#include "jepsen/histories.hpp"
#include "jepsen/synthetic.hpp"

#include <falsify/linearizability.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <system_error>
#include <vector>

namespace {

namespace fs = std::filesystem;
namespace lin = falsify::linearizability;

constexpr int repeats = 5;

struct Timed {
    lin::CheckResult result;
    double median_ms = 0;
};

template <class Model, class History>
Timed time_check(const Model& model, const History& history) {
    Timed timed;
    std::vector<double> ms;
    lin::CheckOptions options;
    options.timeout = std::chrono::minutes(5);
    for (int i = 0; i < repeats; ++i) {
        const auto start = std::chrono::steady_clock::now();
        timed.result = lin::check(model, history, options);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    timed.median_ms = ms[repeats / 2];
    return timed;
}

/// Whether a history of Porcupine's test data is linearizable (its README's table); nothing for any other file.
std::optional<bool> expected_verdict(const fs::path& path) {
    const std::string stem = path.stem().string();
    if (stem.size() == 8 && stem.starts_with("etcd_") && std::all_of(stem.begin() + 5, stem.end(), [](char c) {
            return c >= '0' && c <= '9';
        })) {
        const int number = std::stoi(stem.substr(5));  // three digits: cannot throw
        if (number >= 50) return std::nullopt;
        static const std::set<int> linearizable = {2, 5, 7, 18, 25, 31, 38, 45, 48, 49};
        return linearizable.count(number) > 0;
    }
    if (stem.ends_with("-ok")) return true;
    if (stem.ends_with("-bad")) return false;
    return std::nullopt;
}

bool is_history_file(const fs::path& path) {
    const std::string extension = path.extension().string();
    return extension == ".log" || extension == ".txt" || extension == ".edn";
}

int unreadable = 0;

void cannot_read(const std::string& what) {
    ++unreadable;
    std::fflush(stdout);  // keep the message next to the row it interrupts
    std::fprintf(stderr, "linearizability: %s\n", what.c_str());
}

/// The files named, folders expanded recursively, each folder's files sorted.
std::vector<fs::path> history_files(const std::vector<std::string>& arguments) {
    std::vector<fs::path> files;
    for (const std::string& argument : arguments) {
        std::error_code error;
        const fs::file_status status = fs::status(argument, error);
        if (fs::is_regular_file(status)) {
            files.emplace_back(argument);
        } else if (fs::is_directory(status)) {
            std::vector<fs::path> found;
            for (fs::recursive_directory_iterator it(argument, error), end; !error && it != end; it.increment(error))
                if (it->is_regular_file() && is_history_file(it->path())) found.push_back(it->path());
            if (error)
                cannot_read(argument + ": cannot be searched: " + error.message());
            else if (found.empty())
                cannot_read(argument + ": no history files (*.log, *.txt, *.edn) in it");
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else {
            cannot_read(argument + ": " + (error ? error.message() : std::string("neither a file nor a folder")));
        }
    }
    return files;
}

int wrong = 0;
int width = 40;

void row(const std::string& path, const char* model, std::size_t operations, const Timed& timed,
         std::optional<bool> expected) {
    std::string want = "-";
    bool right = true;
    if (expected) {
        const lin::Verdict verdict = *expected ? lin::Verdict::Linearizable : lin::Verdict::NotLinearizable;
        want = lin::to_string(verdict);
        right = timed.result.verdict == verdict;
    }
    if (!right) ++wrong;
    std::printf("%-*s %-9s %5zu  %-17s %-17s %11.3f  %10llu%s\n", width, path.c_str(), model, operations,
                lin::to_string(timed.result.verdict), want.c_str(), timed.median_ms,
                static_cast<unsigned long long>(timed.result.steps), right ? "" : "   WRONG");
}

/// Writes each synthetic history as FOLDER/<name>.log (a register) or .edn (a key-value store).
int write_synthetic(const std::vector<std::string>& arguments) {
    if (arguments.size() != 2) {
        std::fprintf(stderr, "linearizability: --synthetic takes one folder to write the histories in\n");
        return 2;
    }
    std::error_code error;
    fs::create_directories(arguments[1], error);
    for (const jepsen::SyntheticShape& shape : jepsen::synthetic_shapes()) {
        const fs::path path = fs::path(arguments[1]) /
                              (shape.name() + (shape.kind == jepsen::SyntheticShape::Register ? ".log" : ".edn"));
        const std::string text = jepsen::synthetic_history(shape);
        std::ofstream file(path, std::ios::binary);
        file << text;
        file.close();
        if (!file) {
            std::fprintf(stderr, "linearizability: cannot write %s\n", path.c_str());
            return 2;
        }
        std::printf("%s\n", path.c_str());
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) try {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    if (!arguments.empty() && arguments[0] == "--synthetic") return write_synthetic(arguments);
    if (arguments.empty()) arguments.emplace_back("test/data/linearizability");
    const std::vector<fs::path> files = history_files(arguments);
    for (const fs::path& file : files) width = std::max(width, static_cast<int>(file.string().size()));

    std::printf("%-*s %-9s %5s  %-17s %-17s %11s  %10s\n", width, "history", "model", "ops", "verdict", "expected",
                "ms (median)", "steps");
    std::size_t checked = 0, etcd_count = 0;
    double etcd_total = 0, etcd_max = 0;
    std::vector<std::pair<std::string, double>> c10_times;
    for (const fs::path& file : files) {
        const std::string path = file.string();
        const std::optional<bool> expected = expected_verdict(file);
        try {
            const std::string text = jepsen::read_file(path);
            if (jepsen::detect_format(text, path) == jepsen::Format::EtcdLog) {
                const auto history = jepsen::parse_etcd_log(text, path);
                const Timed timed = time_check(jepsen::RegisterModel{}, history);
                row(path, "register", history.size(), timed, expected);
                if (expected) {
                    ++etcd_count;
                    etcd_total += timed.median_ms;
                    etcd_max = std::max(etcd_max, timed.median_ms);
                }
            } else {
                const auto history = jepsen::parse_kv_edn(text, path);
                const Timed partitioned = time_check(jepsen::KeyValueModel{}, history);
                row(path, "by key", history.size(), partitioned, expected);
                // Unpartitioned, the search grows exponentially with the clients: only small files of few.
                std::set<std::size_t> clients;
                for (const auto& op : history) clients.insert(op.client);
                if (history.size() > 500 || clients.size() > 10) {
                    ++checked;
                    continue;
                }
                const Timed whole = time_check(jepsen::KeyValueMapModel{}, history);
                row(path, "whole map", history.size(), whole, expected);
                const std::string stem = file.stem().string();
                if (expected && stem.starts_with("c10")) {
                    c10_times.emplace_back(stem + " by key", partitioned.median_ms);
                    c10_times.emplace_back(stem + " unpartitioned", whole.median_ms);
                }
            }
            ++checked;
        } catch (const jepsen::HistoryError& error) {
            cannot_read(error.what());
        }
    }

    if (etcd_count > 0)
        std::printf("\netcd, %zu histories together: %.1f ms (slowest %.1f ms); target for all 50 <= 120 ms "
                    "(Porcupine, Go 1.19, on this machine: 240 ms)\n", etcd_count, etcd_total, etcd_max);
    for (const auto& [name, ms] : c10_times) {
        const bool by_key = name.ends_with("by key");
        std::printf("%-22s %.3f ms; target <= %s (Porcupine: %s)\n", name.c_str(), ms, by_key ? "0.3 ms" : "1 s",
                    by_key ? (name.starts_with("c10-ok") ? "0.55 ms" : "0.29 ms") : "about 2 s");
    }
    std::printf("%zu file(s) checked, %d wrong verdict(s), %d cannot be read\n", checked, wrong, unreadable);
    if (unreadable > 0) return 2;
    return wrong == 0 ? 0 : 1;
} catch (const std::exception& error) {
    std::fprintf(stderr, "linearizability: %s\n", error.what());
    return 2;
}
