#pragma once
// Internals shared by the runner's translation units.
#include <falsify/definition.hpp>

#include <functional>
#include <string>
#include <vector>

namespace falsify::detail {

/// The outcome of one execution of the body.
struct Trial {
    enum Kind { Passed, Failed, Discarded } kind = Passed;
    Failure failure;
    /// The line of the failing assertion when it was raised in the property's
    /// own file; 0 when unknown (then the type alone identifies the failure).
    int site = 0;
    double elapsed_ms = 0;
};

Trial execute(const PropertyDefinition& definition, const std::vector<AnyTree>& args);

/// Same exception type and, when both are known, the same site.
bool same_failure(const Trial& original, const Trial& candidate);

struct Descent {
    std::vector<AnyTree> args;
    Trial failure;
    std::size_t steps = 0;
    std::size_t trials = 0;
    std::string path;
};

Descent shrink(const PropertyDefinition& definition, std::vector<AnyTree> args, Trial failure,
               const std::function<void(const Event&)>& emit);

/// The first 15 hex digits of sha256(id): a 60-bit seed stable across runs.
std::uint64_t derived_seed(const std::string& id);

}  // namespace falsify::detail
