// The non-template parts of the combinators and of the debugging helpers.
#include <falsify/gen/combinators.hpp>
#include <falsify/gen/sample.hpp>

#include <limits>

namespace falsify::gen {

namespace detail {

void refuse_no_edges(const std::string& generator) {
    throw std::invalid_argument("gen::with_edge_cases(" + generator +
                                "): at least one edge value is required; list the boundary values, preferred minimum first");
}

}  // namespace detail

}  // namespace falsify::gen

namespace falsify::gen::detail {

void refuse_sample_count(const char* helper, const char* what) {
    throw std::invalid_argument(std::string(helper) + ": " + what + " must be at least 1");
}

}  // namespace falsify::gen::detail
