// One execution of a property body, classified as passed, failed, discarded or
// skipped; a crash is a failure (see containment.hpp).
#include "engine/runner_detail.hpp"

#include "engine/containment.hpp"
#include "engine/draw_context.hpp"

#include <falsify/errors.hpp>
#include <falsify/show.hpp>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace falsify::detail {

namespace {

bool same_file(const char* a, const std::string& b) { return a && !b.empty() && b == a; }

}  // namespace

namespace {

/// How `run` ended, in `trial`: an exception classified (a skip, a discard, a
/// failure); nothing when it returned.
template <class Run>
void classify_end(Trial& trial, const PropertyDefinition& definition, const Run& run) {
    try {
        run();
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
}

struct BodyCall {
    const PropertyDefinition* definition;
    const std::vector<AnyTree>* args;
    Trial* trial;
};

/// The body, its end classified next to it: most failures throw, and a throw
/// caught here unwinds only the body's own frames, not the trap's and the
/// execution's below it (each with a cleanup that would restart the unwinder).
void call_body(void* call) {
    const auto* c = static_cast<const BodyCall*>(call);
    classify_end(*c->trial, *c->definition, [c] {
        c->definition->body(*c->args);
        c->trial->kind = Trial::Passed;
    });
}

}  // namespace

std::string describe_body_call(const void* call) {
    const auto* c = static_cast<const BodyCall*>(call);
    std::string out = "\"" + c->definition->name + "\" ran on input";
    for (std::size_t i = 0; i < c->args->size(); ++i)
        out += (i ? ", " : " ") + c->definition->parameters[i].name + "=" + (*c->args)[i]->show();
    if (c->args->empty()) out += " (none)";
    return out;
}

namespace {

Failure crash_failure(const Crash& crash) {
    const std::string what = describe(crash);
    return {what, crash.said.empty() ? what : what + ": " + crash.said};
}

/// One execution in this process: under `containment`'s trap when given;
/// `counts`, when given, follows its draws (a forked child's, for its parent).
Trial execute_here(const PropertyDefinition& definition, const std::vector<AnyTree>& args, const DrawSource& draws,
                   Containment* containment, SharedDrawCounts* counts) {
    Trial trial;
    DrawContext context;
    context.tape = draws.tape;
    context.run_seed = draws.run_seed;
    context.edge_cases = draws.edge_cases;
    context.size_scale = draws.size_scale;
    context.lean = draws.lean;
    context.observe_extensions = draws.observe_extensions;
    context.fresh_at = draws.fresh_at;
    context.source = draws.source;
    context.counts = counts;
    // Two clock reads are a tenth of a short run's cost: a run is timed only for whom
    // reads its time (the deadline, and listeners: observations, verbose output).
    const bool timed = definition.config.timeout_ms() || !definition.listeners.empty();
    const auto started = timed ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    // What the body throws is classified in call_body; this catches what the execution around it throws.
    classify_end(trial, definition, [&] {
        DrawScope scope(context);
        BodyCall call{&definition, &args, &trial};
        if (!containment) return call_body(&call);
        if (const auto crash = containment->run_here(call_body, &call)) {
            trial.kind = Trial::Failed;
            trial.failure = crash_failure(*crash);
            trial.crashed = true;
        }
    });
    if (timed) trial.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    trial.draws = std::move(context.recorded);
    trial.notes = std::move(context.notes);
    trial.observed = std::move(context.observed);
    return trial;
}

// A forked execution's trial crosses back as a record of its printable parts;
// its draws are the parent's own tape, as far as the child read it.
void put(std::string& out, const std::string& text) {
    const std::uint64_t size = text.size();
    out.append(reinterpret_cast<const char*>(&size), sizeof size);
    out += text;
}

bool take(std::string_view& in, std::string& text) {
    std::uint64_t size = 0;
    if (in.size() < sizeof size) return false;
    std::memcpy(&size, in.data(), sizeof size);
    in.remove_prefix(sizeof size);
    if (in.size() < size) return false;
    text.assign(in.substr(0, size));
    in.remove_prefix(size);
    return true;
}

std::string encode_trial(const Trial& trial) {
    std::string out;
    put(out, std::to_string(static_cast<int>(trial.kind)));
    put(out, trial.failure.type);
    put(out, trial.failure.message);
    put(out, trial.skip_reason);
    put(out, std::to_string(trial.site));
    put(out, std::to_string(trial.elapsed_ms));
    for (const Argument& note : trial.notes) {
        put(out, note.name);
        put(out, note.value);
    }
    return out;
}

std::optional<Trial> decode_trial(std::string_view in) {
    Trial trial;
    std::string kind, site, elapsed;
    if (!take(in, kind) || !take(in, trial.failure.type) || !take(in, trial.failure.message) || !take(in, trial.skip_reason) ||
        !take(in, site) || !take(in, elapsed))
        return std::nullopt;
    trial.kind = static_cast<Trial::Kind>(std::stoi(kind));
    trial.site = std::stoi(site);
    trial.elapsed_ms = std::stod(elapsed);
    Argument note;
    while (take(in, note.name) && take(in, note.value)) trial.notes.push_back(note);
    return trial;
}

/// One execution in a forked child. Its draws are the tape's first ones when
/// the child drew nothing afresh; else a failure is run here once more for
/// them (it did not crash there), and a crash cannot be taken as a step.
Trial execute_isolated(const PropertyDefinition& definition, const std::vector<AnyTree>& args, const DrawSource& draws,
                       Containment& containment) {
    SharedDrawCounts* counts = containment.draw_counts();
    if (counts) {
        counts->taken = 0;
        counts->fresh = 0;
    }
    const ChildOutcome outcome = containment.run_in_child([&] {
        return encode_trial(execute_here(definition, args, draws, nullptr, containment.draw_counts()));
    });
    counts = containment.draw_counts();
    const bool tape_only = counts && counts->fresh == 0 && counts->taken <= draws.tape.size();
    auto with_tape = [&](Trial trial) {
        trial.draws.assign(draws.tape.begin(), draws.tape.begin() + static_cast<std::ptrdiff_t>(counts->taken));
        return trial;
    };
    if (outcome.record) {
        std::optional<Trial> trial = decode_trial(*outcome.record);
        if (trial && tape_only) return with_tape(std::move(*trial));
        if (trial && trial->kind != Trial::Failed) return std::move(*trial);
    } else if (outcome.crash) {
        Trial trial;
        trial.kind = Trial::Failed;
        trial.failure = crash_failure(*outcome.crash);
        trial.crashed = true;
        if (tape_only) return with_tape(std::move(trial));
        // Draws made afresh in the child cannot be kept: never the same failure, so never a step.
        trial.failure.type += " (after draws that could not be kept)";
        return trial;
    }
    // No child could be made, or its failure needs its draws: here, under the trap.
    return execute_here(definition, args, draws, &containment, nullptr);
}

}  // namespace

Trial execute(const PropertyDefinition& definition, const std::vector<AnyTree>& args, const DrawSource& draws) {
    Containment* containment = Containment::current();
    if (!containment) return execute_here(definition, args, draws, nullptr, nullptr);
    if (containment->isolated()) return execute_isolated(definition, args, draws, *containment);
    Trial trial = execute_here(definition, args, draws, containment, nullptr);
    if (!trial.crashed) return trial;
    if (!containment->can_fork()) {
        containment->crash_unforked();
        return trial;
    }
    containment->isolate();
    // Once more in a child, for what the process said as it ended (an assert's message):
    // the trap saw only the signal. A hang is not waited for twice.
    if (trial.failure.type != describe(Crash{Crash::Hang, 0, containment->hang_ms().value_or(0), {}})) {
        const Trial again = execute_isolated(definition, args, draws, *containment);
        if (again.failure.type == trial.failure.type) trial.failure.message = again.failure.message;
    }
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
