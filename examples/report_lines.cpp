// The failure reports page's program: a report with an in-body draw and a note,
// and two bodies that end the process (an exit, an exception that leaves a
// noexcept function), contained and shrunk like any other failure.
#define BOOST_TEST_MODULE report_lines
#include <falsify/boost_test.hpp>

#include <cstdlib>
#include <stdexcept>
#include <vector>

FALSIFY_PROPERTY(every_picked_element_is_small, (std::vector<int> xs), falsify::Config().seed(2)) {
    FALSIFY_ASSUME(!xs.empty());
    const auto i = static_cast<std::size_t>(falsify::draw(falsify::gen::ints(0, static_cast<int>(xs.size()) - 1)));  // draw#1
    falsify::note("picked", xs[i]);  // the Notes: line
    FALSIFY_ASSERT(xs[i] < 10);
}

FALSIFY_PROPERTY(never_exits, (int n), falsify::gen::ints(0, 1000), falsify::Config().seed(3)) {
    if (n >= 100) std::exit(3);  // the rest of the program goes on: this property fails, shrunk
}

void parse_port(int n) {
    if (n > 65535) throw std::out_of_range("port " + std::to_string(n) + " is out of range");
}

FALSIFY_PROPERTY(never_terminates, (int n), falsify::gen::ints(0, 100000), falsify::Config().seed(5)) {
    [n]() noexcept { parse_port(n); }();  // an exception here calls std::terminate
}
