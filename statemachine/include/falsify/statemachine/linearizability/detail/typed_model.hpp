#pragma once
// A user's model behind the search's erased interface (states interned to
// small integers), the history split by the model's partition, and the
// definition of linearizability::check().
#include <falsify/show.hpp>
#include <falsify/statemachine/linearizability/check.hpp>
#include <falsify/statemachine/linearizability/detail/search.hpp>
#include <falsify/statemachine/linearizability/detail/state_index.hpp>
#include <falsify/statemachine/linearizability/detail/step_memo.hpp>
#include <falsify/statemachine/linearizability/history.hpp>
#include <falsify/statemachine/linearizability/verdict.hpp>

#include <concepts>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace falsify::linearizability {

namespace detail {

template <class M>
using ModelState = std::decay_t<decltype(std::declval<const M&>().initial_state())>;

template <class M, class State>
concept HashesStates = requires(const M& model, const State& state) {
    { model.hash(state) } -> std::convertible_to<std::size_t>;
};
template <class T>
concept StdHashable = requires(const T& value) {
    { std::hash<T>{}(value) } -> std::convertible_to<std::size_t>;
};
template <class M, class Input>
concept Partitions = requires(const M& model, const Input& input) { model.partition(input); };
template <class M, class Input, class Output>
concept Describes = requires(const M& model, const Input& input, const std::optional<Output>& output) {
    { model.describe(input, output) } -> std::convertible_to<std::string>;
};

std::size_t hash_text(const std::string& text) noexcept;

/// States interned to small integers: the search compares and hashes integers.
template <class Model, class Input, class Output>
class TypedModel final : public ErasedModel {
public:
    using State = ModelState<Model>;

    TypedModel(const Model& model, const History<Input, Output>& history) : model_(model), history_(history) {}

    StateId initial() override { return intern(model_.initial_state()); }

    StateId step(StateId state, std::size_t operation) override {
        if (const StateId known = steps_.find(state, operation); known != StepMemo::unknown) return known;
        const auto& op = history_[operation];
        std::optional<State> next = model_.step(states_[state], op.input, op.output);
        const StateId id = next ? intern(std::move(*next)) : no_state;
        steps_.insert(state, operation, id);
        return id;
    }

    StateId state_count() const override { return static_cast<StateId>(states_.size()); }

    std::string describe(std::size_t operation) override {
        const auto& op = history_[operation];
        if constexpr (Describes<Model, Input, Output>) {
            return model_.describe(op.input, op.output);
        } else {
            std::string out;
            show_value(out, op.input);
            out += " -> ";
            if (op.output) show_value(out, *op.output); else out += '?';
            return out;
        }
    }

private:
    std::size_t hash(const State& state) const {
        if constexpr (HashesStates<Model, State>) return model_.hash(state);
        else if constexpr (StdHashable<State>) return std::hash<State>{}(state);
        else {
            std::string text;
            show_value(text, state);
            return hash_text(text);
        }
    }

    static bool same(const State& a, const State& b) {
        if constexpr (std::equality_comparable<State>) {
            return a == b;
        } else {
            std::string left, right;
            show_value(left, a);
            show_value(right, b);
            return left == right;
        }
    }

    StateId intern(State&& state) {
        const auto fresh = static_cast<StateId>(states_.size());
        const StateId id = index_.find_or_add(hash(state), [&](StateId known) { return same(states_[known], state); }, fresh);
        if (id == fresh) states_.push_back(std::move(state));
        return id;
    }

    const Model& model_;
    const History<Input, Output>& history_;
    std::vector<State> states_;
    StateIndex index_;
    StepMemo steps_;
};

template <class Model, class Input, class Output>
std::vector<std::vector<std::size_t>> partition_history(const Model& model, const History<Input, Output>& history) {
    std::vector<std::vector<std::size_t>> partitions;
    if constexpr (Partitions<Model, Input>) {
        using Key = std::decay_t<decltype(model.partition(history.front().input))>;
        std::unordered_map<Key, std::size_t> index;
        for (std::size_t i = 0; i < history.size(); ++i) {
            auto [slot, fresh] = index.try_emplace(model.partition(history[i].input), partitions.size());
            if (fresh) partitions.emplace_back();
            partitions[slot->second].push_back(i);
        }
    } else {
        partitions.emplace_back(history.size());
        for (std::size_t i = 0; i < history.size(); ++i) partitions[0][i] = i;
    }
    return partitions;
}

}  // namespace detail

template <class Model, class Input, class Output>
CheckResult check(const Model& model, const History<Input, Output>& history, const CheckOptions& options) {
    static_assert(requires(const Model& m, const detail::ModelState<Model>& state, const Input& input,
                           const std::optional<Output>& output) {
        { m.step(state, input, output) } -> std::convertible_to<std::optional<detail::ModelState<Model>>>;
    }, "a linearizability model needs step(const State&, const Input&, const std::optional<Output>&) "
       "returning std::optional<State>");
    std::vector<detail::Timing> timings;
    timings.reserve(history.size());
    for (std::size_t i = 0; i < history.size(); ++i) {
        const auto& op = history[i];
        if (!op.pending() && op.response < op.call) detail::refuse_times(i, op.call, op.response);
        timings.push_back({op.client, op.call, op.response, op.pending()});
    }
    detail::TypedModel<Model, Input, Output> erased(model, history);
    return detail::search(timings, detail::partition_history(model, history), erased, options);
}

}  // namespace falsify::linearizability
