// The verbose and corpus-failure listeners an adapter attaches.
#include <falsify/harness.hpp>

#include <iostream>

namespace falsify::harness {

Listener verbose_listener(std::string name) {
    return [name = std::move(name)](const Event& e) {
        auto join = [](const std::vector<Argument>& args) {
            std::string out;
            for (const auto& a : args) out += (out.empty() ? "" : ", ") + a.name + "=" + a.value;
            return out;
        };
        const bool run_ended =
            e.kind == Event::Kind::RunPassed || e.kind == Event::Kind::RunDiscarded || e.kind == Event::Kind::RunFailed;
        if (e.kind == Event::Kind::RunDiscarded && e.skipped)
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << " skipped: " << e.skip_reason << '\n';
        if (e.kind == Event::Kind::RunStarted)
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << ": " << join(e.arguments) << '\n';
        else if (run_ended && !e.draws.empty())
            std::cerr << "Property \"" << name << "\" attempt " << e.attempt << " draws: " << join(e.draws) << '\n';
        else if (e.kind == Event::Kind::TargetImproved)
            std::cerr << "Property \"" << name << "\" target " << e.label << (e.direction == "maximize" ? " max" : " min") << ": "
                      << (e.previous ? show(*e.previous) : std::string("-")) << " -> " << show(e.score) << " (" << join(e.arguments)
                      << ")\n";
        else if (e.kind == Event::Kind::ShrinkAccepted)
            std::cerr << "Property \"" << name << "\" shrink step " << e.step << ": " << e.parameter << "=" << e.before << " -> "
                      << e.after << '\n';
        else if (e.kind == Event::Kind::CorpusReplayed)
            std::cerr << "Property \"" << name << "\" replays a recorded " << (e.is_values ? "input" : "seed") << " (seed " << e.seed
                      << ")" << (e.is_values ? ": " + join(e.arguments) : std::string()) << '\n';
        else if (e.kind == Event::Kind::CorpusPruned)
            std::cerr << "Property \"" << name << "\" no longer fails on a recorded " << (e.is_values ? "input" : "seed") << " (seed "
                      << e.seed << "): pruned from the corpus\n";
        else if (e.kind == Event::Kind::CorpusStored)
            std::cerr << "Property \"" << name << "\" recorded its counterexample in the corpus\n";
    };
}

Listener corpus_failure_listener(std::string name) {
    return [name = std::move(name)](const Event& e) {
        if (e.kind != Event::Kind::CorpusFailed) return;
        std::cerr << "Property \"" << name << "\": the regression corpus could not " << e.operation << ": "
                  << (e.failure ? e.failure->message : std::string("(no message)")) << '\n';
    };
}

}  // namespace falsify::harness
