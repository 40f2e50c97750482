// The verbose and corpus-failure listeners an adapter attaches.
#include <falsify/harness.hpp>

#include <iostream>

namespace falsify::harness {

namespace {

std::string joined(const std::vector<Argument>& args) {
    std::string out;
    for (const auto& a : args) {
        if (!out.empty()) out += ", ";
        out += a.name;
        out += '=';
        out += a.value;
    }
    return out;
}

/// One line per event a person follows a run by; the rest say nothing.
class VerboseLines {
public:
    explicit VerboseLines(const std::string& name) : prefix_("Property \"" + name + "\"") {}

    void operator()(const event::RunStarted& e) const {
        std::cerr << prefix_ << " attempt " << e.attempt << ": " << joined(e.arguments) << '\n';
    }
    void operator()(const event::RunDiscarded& e) const {
        if (e.skipped) std::cerr << prefix_ << " attempt " << e.attempt << " skipped: " << e.skip_reason << '\n';
        draws(e);
    }
    void operator()(const event::RunPassed& e) const { draws(e); }
    void operator()(const event::RunFailed& e) const { draws(e); }
    void operator()(const event::TargetImproved& e) const {
        std::cerr << prefix_ << " target " << e.label << (e.direction == "maximize" ? " max" : " min") << ": "
                  << (e.previous ? show(*e.previous) : std::string("-")) << " -> " << show(e.score) << " (" << joined(e.arguments)
                  << ")\n";
    }
    void operator()(const event::ShrinkAccepted& e) const {
        std::cerr << prefix_ << " shrink step " << e.step << ": " << e.parameter << "=" << e.before << " -> " << e.after << '\n';
    }
    void operator()(const event::CorpusReplayed& e) const {
        std::cerr << prefix_ << " replays a recorded " << (e.is_values ? "input" : "seed") << " (seed " << e.seed << ")"
                  << (e.is_values ? ": " + joined(e.arguments) : std::string()) << '\n';
    }
    void operator()(const event::CorpusPruned& e) const {
        std::cerr << prefix_ << " no longer fails on a recorded " << (e.is_values ? "input" : "seed") << " (seed " << e.seed
                  << "): pruned from the corpus\n";
    }
    void operator()(const event::CorpusStored&) const { std::cerr << prefix_ << " recorded its counterexample in the corpus\n"; }
    void operator()(const event::Base&) const {}

private:
    void draws(const event::RunEnded& e) const {
        if (!e.draws.empty()) std::cerr << prefix_ << " attempt " << e.attempt << " draws: " << joined(e.draws) << '\n';
    }

    std::string prefix_;
};

}  // namespace

Listener verbose_listener(std::string name) {
    return [lines = VerboseLines(name)](const Event& e) { std::visit(lines, e); };
}

Listener corpus_failure_listener(std::string name) {
    return [name = std::move(name)](const Event& e) {
        const auto* failed = std::get_if<event::CorpusFailed>(&e);
        if (!failed) return;
        std::cerr << "Property \"" << name << "\": the regression corpus could not " << failed->operation << ": "
                  << failed->failure.message << '\n';
    };
}

}  // namespace falsify::harness
