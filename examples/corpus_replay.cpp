// The corpus page's program: a property fails once and is recorded in a
// directory corpus; the next run replays the recorded input before generating
// anything, and reports it at once while the bug is there.
#include <falsify/corpus.hpp>
#include <falsify/falsify.hpp>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>

void check_size(int n) {
    if (n > 1000) throw std::length_error("n too large: " + std::to_string(n));
}

int main() {
    char folder[] = "/tmp/property-db-XXXXXX";  // a fresh corpus, as PROPERTY_DB=<folder> gives
    if (mkdtemp(folder) == nullptr) return 2;
    const auto corpus = falsify::directory_corpus(folder);
    const auto run = [&] {
        return falsify::property("throws", [](int n) { check_size(n); }, falsify::gen::ints(0, 2000), corpus,
                                 falsify::Config().seed(3))
            .names({"n"})
            .check();
    };
    const falsify::Result first = run();   // random runs find the bug; the shrunk input is recorded
    const falsify::Result second = run();  // the recorded input is replayed first, and fails
    std::cout << "first run:  " << first.outcome() << "\nsecond run: " << second.outcome() << '\n'
              << second.message() << '\n';
    std::filesystem::remove_all(folder);
    return second.outcome() == falsify::Outcome::RegressionFailed ? 0 : 1;
}
