// The linearizability checker on real Jepsen histories (Porcupine's test data:
// 50 etcd register logs, four key-value logs), every verdict against the
// expected one, each file's median of 5 checks in milliseconds.
//
//   linearizability [data-dir]     (default: test/data/linearizability, run from the tree's root)
//
// Exits non-zero when any verdict is wrong.
#include "jepsen/histories.hpp"

#include <falsify/linearizability.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <exception>
#include <set>
#include <string>
#include <vector>

namespace {

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

int wrong = 0;

void row(const std::string& name, std::size_t operations, const Timed& timed, bool expected) {
    const lin::Verdict want = expected ? lin::Verdict::Linearizable : lin::Verdict::NotLinearizable;
    const bool right = timed.result.verdict == want;
    if (!right) ++wrong;
    std::printf("%-22s %5zu  %-17s %-17s %10.3f  %10llu%s\n", name.c_str(), operations, lin::to_string(timed.result.verdict),
                lin::to_string(want), timed.median_ms, static_cast<unsigned long long>(timed.result.steps),
                right ? "" : "   WRONG");
}

}  // namespace

int main(int argc, char** argv) try {
    const std::string data = argc > 1 ? argv[1] : "test/data/linearizability";
    // The expected verdicts, from the data's README: these etcd logs are linearizable, the rest not.
    const std::set<int> etcd_linearizable = {2, 5, 7, 18, 25, 31, 38, 45, 48, 49};

    std::printf("%-22s %5s  %-17s %-17s %10s  %10s\n", "history", "ops", "verdict", "expected", "ms (median)", "steps");
    double etcd_total = 0, etcd_max = 0;
    for (int i = 0; i < 50; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "etcd_%03d.log", i);
        const auto history = jepsen::parse_etcd_log(jepsen::read_file(data + "/" + name));
        const Timed timed = time_check(jepsen::RegisterModel{}, history);
        etcd_total += timed.median_ms;
        etcd_max = std::max(etcd_max, timed.median_ms);
        row(name, history.size(), timed, etcd_linearizable.count(i) > 0);
    }
    std::vector<std::pair<std::string, double>> kv_times;
    for (const char* file : {"c01-ok", "c01-bad", "c10-ok", "c10-bad"}) {
        const auto history = jepsen::parse_kv_edn(jepsen::read_file(data + "/" + file + ".txt"));
        const bool expected = std::string(file).ends_with("-ok");
        const Timed partitioned = time_check(jepsen::KeyValueModel{}, history);
        row(std::string(file) + " by key", history.size(), partitioned, expected);
        const Timed whole = time_check(jepsen::KeyValueMapModel{}, history);
        row(std::string(file) + " unpartitioned", history.size(), whole, expected);
        kv_times.emplace_back(std::string(file) + " by key", partitioned.median_ms);
        kv_times.emplace_back(std::string(file) + " unpartitioned", whole.median_ms);
    }

    std::printf("\netcd, 50 histories together: %.1f ms (slowest %.1f ms); target <= 120 ms "
                "(Porcupine, Go 1.19, on this machine: 240 ms)\n", etcd_total, etcd_max);
    for (const auto& [name, ms] : kv_times) {
        const bool c10 = name.starts_with("c10");
        const bool by_key = name.ends_with("by key");
        if (!c10) continue;
        std::printf("%-22s %.3f ms; target <= %s (Porcupine: %s)\n", name.c_str(), ms, by_key ? "0.3 ms" : "1 s",
                    by_key ? (name.starts_with("c10-ok") ? "0.55 ms" : "0.29 ms") : "about 2 s");
    }
    std::printf("%d wrong verdict(s)\n", wrong);
    return wrong == 0 ? 0 : 1;
} catch (const std::exception& error) {
    std::fprintf(stderr, "linearizability: %s\n", error.what());
    return 2;
}
