// The tape of in-body draws and the notes of the run being executed.
#include "engine/draw_context.hpp"

#include "engine/containment.hpp"

#include <falsify/draw.hpp>

#include <stdexcept>

namespace falsify::detail {

namespace {

thread_local DrawContext* current = nullptr;

DrawContext& require_context(const char* what) {
    if (!current)
        throw std::logic_error(std::string(what) +
                               " was called outside a property run; call it inside the body of a property (a draw, a note "
                               "and a RandomEngine belong to the run that executes them)");
    return *current;
}

}  // namespace

DrawContext& current_context(const char* what) { return require_context(what); }
DrawContext* current_context_if_any() noexcept { return current; }
bool in_property_run() noexcept { return current != nullptr; }

DrawScope::DrawScope(DrawContext& context) : previous_(current) { current = &context; }
DrawScope::~DrawScope() { current = previous_; }

const AnyTree& draw_node(const std::type_info& type, AnyTree (*generate)(Random&, const void*), const void* generator) {
    DrawContext& context = require_context("falsify::draw()");
    const std::size_t position = context.recorded.size();
    if (position < context.tape.size() && position != context.fresh_at && context.tape[position]->type() == type) {
        context.recorded.push_back(context.tape[position]);
    } else {
        // Past the tape (or where the body now draws another type, or where a fresh value was asked): from the run's stream.
        if (!context.random && !context.source) {
            context.random.emplace(context.run_seed, context.edge_cases);
            context.random->scale_sizes(context.size_scale);
            context.random->lean(context.lean);
        }
        context.recorded.push_back(generate(context.source ? *context.source : *context.random, generator));
        if (context.counts) context.counts->fresh = context.counts->fresh + 1;
    }
    if (context.counts) context.counts->taken = context.recorded.size();
    return context.recorded.back();
}

void add_note(std::string label, std::string rendered) {
    DrawContext& context = require_context("falsify::note()");
    for (auto& n : context.notes) {
        if (n.name == label) {
            n.value = std::move(rendered);
            return;
        }
    }
    context.notes.push_back({std::move(label), std::move(rendered)});
}

}  // namespace falsify::detail

namespace falsify {

namespace {

Seq<Shrinkable<std::uint64_t>> word_children(const std::uint64_t& value, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound) {
    if (value == 0) return {};
    // All-zero bytes first, then each non-zero byte (most significant first) down its own ladder.
    return concat_lazy(Seq<Shrinkable<std::uint64_t>>::from_vector({Shrinkable<std::uint64_t>::derived(0, &word_children, 0)}),
                       [value] {
                           return seq_flatten<Shrinkable<std::uint64_t>>(Seq<Seq<Shrinkable<std::uint64_t>>>::indexed(
                               8, [value](std::size_t i) -> std::optional<Seq<Shrinkable<std::uint64_t>>> {
                                   const unsigned shift = static_cast<unsigned>(8 * (7 - i));
                                   const auto byte = static_cast<std::uint8_t>(value >> shift);
                                   if (byte == 0) return std::nullopt;
                                   const std::uint64_t rest = value & ~(std::uint64_t{0xFF} << shift);
                                   return seq_filter_map<Shrinkable<std::uint64_t>>(
                                       gen::detail::int_ladder<std::uint8_t>(byte, nullptr, 0),
                                       [rest, shift](Shrinkable<std::uint8_t> smaller) -> std::optional<Shrinkable<std::uint64_t>> {
                                           const std::uint64_t candidate = rest | (std::uint64_t{smaller.value()} << shift);
                                           if (candidate == 0) return std::nullopt;  // already offered first
                                           return Shrinkable<std::uint64_t>::derived(candidate, &word_children, 0);
                                       });
                               }));
                       });
}

}  // namespace

namespace gen {
Gen<std::uint64_t> engine_words() {
    return Gen<std::uint64_t>("gen::engine_words()", [](Random& random) {
        std::uint64_t word = 0;
        for (int i = 0; i < 8; ++i) word |= random.below_or_equal(255) << (8 * i);
        return Shrinkable<std::uint64_t>::derived(word, &word_children, 0);
    });
}
}  // namespace gen

RandomEngine::result_type RandomEngine::operator()() {
    static const Gen<std::uint64_t> words = gen::engine_words();
    return draw(words);
}

Gen<RandomEngine> Arbitrary<RandomEngine>::make() {
    return Gen<RandomEngine>("gen::random_engine()", [](Random&) { return Shrinkable<RandomEngine>::leaf(RandomEngine{}); });
}

}  // namespace falsify
