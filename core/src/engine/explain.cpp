// The explain phase: after shrinking, each part of the shrunk counterexample
// (a parameter, an in-body draw, the parts a value offers: a command's
// arguments, a step, two adjacent steps) is varied a bounded number of times.
// A part is reported only when every variation tried still failed the same
// way; a variation that passes, is discarded or fails otherwise ends that
// part's trial without a claim. The counterexample itself never changes.
#include "engine/runner_detail.hpp"

#include <cstdint>
#include <new>

namespace falsify::detail {

namespace {

/// Other values tried per part: enough that "any value fails" is rarely
/// luck, few enough that a sequence of ten steps is explained in one budget.
constexpr std::size_t values_per_part = 8;
/// Of them, the part's own simplest alternatives (its first shrink
/// candidates: 0, the empty vector) come first. A generator's random values
/// are rarely its simplest, and the simplest are where "any value" fails
/// first: a vector that fails from four elements up fails on most random
/// vectors, and passes empty.
constexpr std::size_t simplest_per_part = 3;
/// Draws per part before giving up on finding that many distinct values (a
/// generator with a small domain, or one that mostly repeats the shrunk value).
constexpr std::size_t draws_per_part = 3 * values_per_part;

/// The first `count` candidates of `tree`.
std::vector<AnyTree> simplest(const AnyTree& tree, std::size_t count) {
    std::vector<AnyTree> out;
    Seq<AnyTree> candidates = tree->children(ShrinkRound::ordinary);
    while (out.size() < count) {
        std::optional<AnyTree> next = candidates.next();
        if (!next) break;
        out.push_back(std::move(*next));
    }
    return out;
}

class Explainer {
public:
    Explainer(const PropertyDefinition& definition, const Descent& descent, std::uint64_t seed, Explanation& out)
        : def_(definition), d_(descent), random_(seed ^ 0x9e3779b97f4a7c15ULL, descent.draws.edge_cases), out_(out),
          budget_(definition.config.explain_trials()) {}

    void run() {
        std::vector<std::vector<PartVariation>> parts(d_.args.size());
        for (std::size_t p = 0; p < d_.args.size(); ++p) parts[p] = d_.args[p]->variations();
        for (std::size_t p = 0; p < d_.args.size() && !spent(); ++p) {
            // A value with parts is explained by its parts: another whole
            // sequence that fails somewhere says nothing about this one.
            if (!parts[p].empty()) continue;
            const Parameter& parameter = def_.parameters[p];
            auto with = [&](AnyTree value) {
                Input input = current();
                input.args[p] = std::move(value);
                return input;
            };
            // A generator that throws for a value varied to (a map() partial over its source) ends the part's trial without a claim.
            try {
                std::vector<Input> simpler;
                for (AnyTree& value : simplest(d_.args[p], simplest_per_part)) simpler.push_back(with(std::move(value)));
                other_values(parameter.name, d_.args[p], p, std::move(simpler),
                             [&](Random& random) -> std::optional<Input> { return with(parameter.generate(random)); });
            } catch (...) {
            }
        }
        for (std::size_t t = 0; t < d_.draws.tape.size() && !spent(); ++t) {
            try {
                std::vector<Input> simpler;
                for (AnyTree& value : simplest(d_.draws.tape[t], simplest_per_part)) {
                    Input input = current();
                    input.tape[t] = std::move(value);
                    simpler.push_back(std::move(input));
                }
                other_values(draw_name(t), d_.draws.tape[t], no_parameter, std::move(simpler), [&](Random&) -> std::optional<Input> {
                    Input input = current();
                    input.fresh_at = t;
                    return input;
                });
            } catch (...) {
            }
        }
        for (std::size_t p = 0; p < d_.args.size() && !spent(); ++p) {
            try {
                vary_parts(p, parts[p]);
            } catch (...) {
            }
        }
    }

private:
    struct Input {
        std::vector<AnyTree> args;
        std::vector<AnyTree> tape;
        std::optional<std::size_t> fresh_at;
    };

    Input current() const { return Input{d_.args, d_.draws.tape, std::nullopt}; }

    bool spent() const { return out_.trials >= budget_; }
    /// spent(), noted when a part is left untried.
    bool out_of_budget() {
        if (spent()) out_.budget_spent = true;
        return out_.budget_spent;
    }

    Trial run(const Input& input) {
        ++out_.trials;
        DrawSource draws = d_.draws;
        draws.tape = input.tape;
        draws.observe_extensions = false;
        draws.fresh_at = input.fresh_at;
        // A fresh stream per trial: the draw at fresh_at (and any past the tape) differs from trial to trial.
        if (input.fresh_at) draws.run_seed = random_.next_seed();
        return execute(def_, input.args, draws);
    }

    bool fails_the_same_way(const Trial& trial) const { return same_failure(d_.failure, trial); }

    static constexpr std::size_t no_parameter = static_cast<std::size_t>(-1);

    /// Values other than `shrunk` of one node (parameter p, or else the tape
    /// position varied): the `simpler` inputs first, then distinct values from
    /// `make`, until one does not fail the same way.
    template <class Make>
    void other_values(const std::string& name, const AnyTree& shrunk, std::size_t p, std::vector<Input> simpler, Make make) {
        std::size_t distinct = 0;
        for (const Input& input : simpler) {
            if (out_of_budget()) return;
            if (!fails_the_same_way(run(input))) return;
            ++distinct;
        }
        std::vector<AnyTree> tried{shrunk};
        for (std::size_t attempt = 0; attempt < draws_per_part && distinct < values_per_part; ++attempt) {
            if (out_of_budget()) return;
            std::optional<Input> input = make(random_);
            if (!input) return;
            // A parameter's value is known before it runs; a draw's only once the body drew it.
            const AnyTree* before = p == no_parameter ? nullptr : &input->args[p];
            if (before && seen(tried, *before)) continue;
            const Trial trial = run(*input);
            const AnyTree* value = before;
            if (!value) {
                if (trial.draws.size() <= *input->fresh_at) return;  // the body no longer draws there
                value = &trial.draws[*input->fresh_at];
                if (seen(tried, *value)) continue;
            }
            if (!fails_the_same_way(trial)) return;
            tried.push_back(*value);
            ++distinct;
        }
        if (distinct == 0) return;
        out_.facts.push_back(name + ": any value fails (" + std::to_string(distinct) + " other value" +
                             (distinct == 1 ? "" : "s") + " tried)");
    }

    /// The parts parameter p's value offers (a command sequence's steps).
    void vary_parts(std::size_t p, const std::vector<PartVariation>& variations) {
        const std::string& name = def_.parameters[p].name;
        for (const PartVariation& variation : variations) {
            if (out_of_budget()) return;
            auto with = [&](AnyTree value) {
                Input input = current();
                input.args[p] = std::move(value);
                return input;
            };
            switch (variation.kind) {
                case PartVariation::OtherValues: {
                    std::vector<Input> simpler;
                    if (variation.simplest)
                        for (AnyTree& value : variation.simplest(simplest_per_part)) simpler.push_back(with(std::move(value)));
                    other_values(name + ": " + variation.part, d_.args[p], p, std::move(simpler), [&](Random& random) -> std::optional<Input> {
                        std::optional<AnyTree> varied = variation.make(random);
                        if (!varied) return std::nullopt;
                        return with(std::move(*varied));
                    });
                    break;
                }
                case PartVariation::Removal:
                case PartVariation::Swap: {
                    std::optional<AnyTree> varied = variation.make(random_);
                    if (!varied || !fails_the_same_way(run(with(std::move(*varied))))) break;
                    out_.facts.push_back(name + ": " + variation.part +
                                         (variation.kind == PartVariation::Removal ? " can be removed" : " can be swapped"));
                    break;
                }
            }
        }
    }

    static bool seen(const std::vector<AnyTree>& tried, const AnyTree& value) {
        for (const AnyTree& t : tried)
            if (t->same_value(*value)) return true;
        return false;
    }

    const PropertyDefinition& def_;
    const Descent& d_;
    Random random_;
    Explanation& out_;
    std::size_t budget_;
};

}  // namespace

Explanation explain(const PropertyDefinition& definition, const Descent& descent, std::uint64_t seed) {
    Explanation out;
    try {
        Explainer(definition, descent, seed, out).run();
    } catch (const std::bad_alloc&) {
        // Memory ran out making a variation (a huge value drawn again): the
        // facts verified so far stand, and the report says not every part was tried.
        out.budget_spent = true;
    }
    return out;
}

}  // namespace falsify::detail
