#pragma once
// The linearizability checker, usable on any recorded history:
// #include <falsify/linearizability.hpp>
//
//   struct Register {                       // the sequential model
//       int initial_state() const { return 0; }
//       std::optional<int> step(int value, const Op& op, const std::optional<int>& out) const {
//           if (op.write) return op.value;
//           if (!out || *out == value) return value;   // a read returns the current value
//           return std::nullopt;
//       }
//   };
//   auto result = falsify::linearizability::check(Register{}, history);
//   if (!result.linearizable()) std::cerr << result.explanation << '\n';
#include <falsify/statemachine/linearizability/check.hpp>
#include <falsify/statemachine/linearizability/history.hpp>
#include <falsify/statemachine/linearizability/verdict.hpp>
