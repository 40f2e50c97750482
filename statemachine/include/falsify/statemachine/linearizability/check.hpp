#pragma once
// linearizability::check(model, history, options): whether a recorded
// concurrent history could have happened one operation at a time, each taking
// effect at an instant between its call and its response, in an order the
// sequential model accepts (Herlihy & Wing). A model is any type with
//
//   State initial_state() const;
//   std::optional<State> step(const State&, const Input&, const std::optional<Output>&) const;
//
// where `step` returns the state after the operation, or std::nullopt when the
// model would not have produced that output (an absent output: the operation
// never returned, so any output is allowed). States are compared with
// operator==, or by their rendering when they have none. Optional:
//
//   std::size_t hash(const State&) const;      (else std::hash<State>, else a hash of its rendering)
//   Key partition(const Input&) const;         operations of different keys never interact
//                                              (a map's keys): each key is checked alone
//   std::string describe(const Input&, const std::optional<Output>&) const;   for messages
//
// The search is Wing & Gong's, with Lowe's memoisation of (operations already
// placed, state) pairs; see detail/search.hpp.
#include <falsify/statemachine/linearizability/history.hpp>
#include <falsify/statemachine/linearizability/verdict.hpp>

namespace falsify::linearizability {

/// Whether `history` is linearizable under `model` (see the top of this file).
template <class Model, class Input, class Output>
CheckResult check(const Model& model, const History<Input, Output>& history, const CheckOptions& options = {});

}  // namespace falsify::linearizability

#include <falsify/statemachine/linearizability/detail/typed_model.hpp>
