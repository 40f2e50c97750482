// One execution of a property body, classified as passed, failed or discarded.
#include "runner_detail.hpp"

#include <falsify/errors.hpp>
#include <falsify/show.hpp>

#include <chrono>
#include <cstring>

namespace falsify::detail {

namespace {

bool same_file(const char* a, const std::string& b) { return a && !b.empty() && b == a; }

}  // namespace

Trial execute(const PropertyDefinition& definition, const std::vector<AnyTree>& args) {
    Trial trial;
    const auto started = std::chrono::steady_clock::now();
    try {
        definition.body(args);
        trial.kind = Trial::Passed;
    } catch (const AssumptionSkipped&) {
        trial.kind = Trial::Discarded;
    } catch (const AssertionFailure& e) {
        trial.kind = Trial::Failed;
        trial.failure = {type_name(typeid(e)), e.what()};
        if (same_file(e.file(), definition.file)) trial.site = e.line();
    } catch (const std::exception& e) {
        trial.kind = Trial::Failed;
        trial.failure = {type_name(typeid(e)), e.what()};
    } catch (...) {
        trial.kind = Trial::Failed;
        trial.failure = {"unknown exception", "an exception not derived from std::exception was thrown"};
    }
    trial.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    return trial;
}

bool same_failure(const Trial& original, const Trial& candidate) {
    return candidate.kind == Trial::Failed && candidate.failure.type == original.failure.type && candidate.site == original.site;
}

}  // namespace falsify::detail
