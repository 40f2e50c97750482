// One execution of a property body, classified as passed, failed, discarded or skipped.
#include "engine/runner_detail.hpp"

#include "engine/draw_context.hpp"

#include <falsify/errors.hpp>
#include <falsify/show.hpp>

#include <chrono>
#include <cstring>

namespace falsify::detail {

namespace {

bool same_file(const char* a, const std::string& b) { return a && !b.empty() && b == a; }

}  // namespace

Trial execute(const PropertyDefinition& definition, const std::vector<AnyTree>& args, const DrawSource& draws) {
    Trial trial;
    DrawContext context;
    context.tape = draws.tape;
    context.run_seed = draws.run_seed;
    context.edge_cases = draws.edge_cases;
    context.size_scale = draws.size_scale;
    context.observe_commands = draws.observe_commands;
    context.fresh_at = draws.fresh_at;
    context.source = draws.source;
    const auto started = std::chrono::steady_clock::now();
    try {
        DrawScope scope(context);
        definition.body(args);
        trial.kind = Trial::Passed;
    } catch (const AssumptionSkipped&) {
        trial.kind = Trial::Discarded;
    } catch (const EnvironmentSkipped& e) {
        trial.kind = Trial::Skipped;
        trial.skip_reason = e.reason();
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
    trial.draws = std::move(context.recorded);
    trial.notes = std::move(context.notes);
    trial.observed = std::move(context.observed);
    return trial;
}

std::string draw_name(std::size_t index) { return "draw#" + std::to_string(index + 1); }

std::vector<Argument> render_arguments(const PropertyDefinition& definition, const std::vector<AnyTree>& args,
                                       const std::vector<AnyTree>& draws) {
    std::vector<Argument> out;
    out.reserve(args.size() + draws.size());
    for (std::size_t i = 0; i < args.size(); ++i) out.push_back({definition.parameters[i].name, args[i]->show()});
    for (std::size_t i = 0; i < draws.size(); ++i) out.push_back({draw_name(i), draws[i]->show()});
    return out;
}

bool same_failure(const Trial& original, const Trial& candidate) {
    return candidate.kind == Trial::Failed && candidate.failure.type == original.failure.type && candidate.site == original.site;
}

}  // namespace falsify::detail
