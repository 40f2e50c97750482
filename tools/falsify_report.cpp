// falsify-report: one self-contained HTML page from observation files
// (PROPERTY_OBSERVE=FILE, docs/observability.md): per property its verdict,
// totals and counterexample, its parameters' histograms, its classify and
// cover labels, its commands and its shrinking; per campaign, each worker's
// executions, corpus entries and findings over time.
#include "report/campaign_timeline.hpp"
#include "report/corpus_summary.hpp"
#include "report/observation_file.hpp"
#include "report/property_summary.hpp"
#include "report/report_page.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <variant>
#include <vector>

namespace {

using namespace falsify::report_page;

constexpr const char* usage = "usage: falsify-report [-o PAGE] [--corpus DIR]... FILE...\n";

constexpr const char* help =
    "usage: falsify-report [-o PAGE] [--corpus DIR]... FILE...\n"
    "Writes one self-contained HTML page (no network, no files beside it) from the\n"
    "observation files the tests wrote with PROPERTY_OBSERVE=FILE (a campaign's\n"
    "among them: PROPERTY_CAMPAIGN with PROPERTY_OBSERVE).\n"
    "  -o PAGE       the page to write (default: falsify-report.html)\n"
    "  --corpus DIR  also show what a regression corpus directory (PROPERTY_DB) remembers\n"
    "  -h, --help    this text\n"
    "Exit status:\n"
    "  0  the page was written\n"
    "  1  an input could not be read, a line of it is malformed (FILE:LINE says which),\n"
    "     the inputs hold no observations, or a corpus is no directory; no page is written\n"
    "  2  the command line is wrong\n"
    "  3  the page could not be written\n";

struct Arguments {
    std::string page = "falsify-report.html";
    std::vector<std::string> inputs;
    std::vector<std::string> corpora;
};

/// The arguments, or the exit status for a wrong or helping command line.
std::variant<Arguments, int> parse_arguments(int argc, char** argv) {
    Arguments a;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "-h" || arg == "--help") {
            std::cout << help;
            return 0;
        }
        if (arg == "-o" || arg == "--corpus") {
            if (i + 1 == argc) {
                std::cerr << "falsify-report: " << arg << (arg == "-o" ? " needs the page to write\n" : " needs a corpus directory\n") << usage;
                return 2;
            }
            if (arg == "-o") a.page = argv[++i];
            else a.corpora.push_back(argv[++i]);
        } else if (arg.size() > 1 && arg[0] == '-') {
            std::cerr << "falsify-report: unknown option " << arg << "\n" << usage;
            return 2;
        } else {
            a.inputs.push_back(arg);
        }
    }
    if (a.inputs.empty()) {
        std::cerr << "falsify-report: no observation file given (write one with PROPERTY_OBSERVE=FILE)\n" << usage;
        return 2;
    }
    return a;
}

int run(const Arguments& a) {
    std::vector<Observation> observations;
    std::size_t observed = 0;
    try {
        for (const std::string& input : a.inputs) {
            auto lines = read_observation_file(input);
            observations.insert(observations.end(), std::make_move_iterator(lines.begin()), std::make_move_iterator(lines.end()));
        }
        for (const Observation& o : observations) observed += o.type == "test_case" || o.type == "info" ? 1 : 0;
        if (observed == 0) {
            std::cerr << "falsify-report: the inputs hold no test case and no property totals: were the tests run with PROPERTY_OBSERVE set to them?\n";
            return 1;
        }
        std::vector<CorpusSummary> corpora;
        for (const std::string& corpus : a.corpora) corpora.push_back(read_corpus(corpus));
        const std::string page = page_html(summarize(observations), a.inputs, corpora, summarize_campaigns(observations));
        std::ofstream out(a.page, std::ios::binary | std::ios::trunc);
        if (!out || !out.write(page.data(), static_cast<std::streamsize>(page.size())) || !out.flush()) {
            std::cerr << "falsify-report: cannot write " << a.page << ": " << std::strerror(errno) << "\n";
            return 3;
        }
    } catch (const InputError& error) {
        std::cerr << "falsify-report: " << error.what() << "\n";
        return 1;
    }
    std::cout << "falsify-report: wrote " << a.page << " (" << observed << " observation(s) from " << a.inputs.size() << " file(s))\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const auto parsed = parse_arguments(argc, argv);
    if (const int* status = std::get_if<int>(&parsed)) return *status;
    return run(std::get<Arguments>(parsed));
}
