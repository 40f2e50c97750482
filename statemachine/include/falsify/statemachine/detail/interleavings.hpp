#pragma once
// Whether every command of every branch is allowed in every interleaving of
// the branches: its precondition holds on each model that the commands before
// it, in any order the threads could run them, can leave. The walk visits the
// lattice of "how far each branch has got" points; where the model has
// operator==, models already seen at a point are not walked again, so the
// cost is the number of points times the distinct models at each, not the
// number of interleavings.
#include <falsify/statemachine/command.hpp>

#include <concepts>
#include <cstddef>
#include <unordered_map>
#include <vector>

namespace falsify::detail {

template <class Model, class System>
class InterleavingCheck {
public:
    using Branches = std::vector<std::vector<const Command<Model, System>*>>;

    explicit InterleavingCheck(const Branches& branches) : branches_(branches), position_(branches.size(), 0) {
    }

    bool allows_all_from(const Model& model) { return walk(model); }

private:
    std::size_t point() const {
        std::size_t index = 0;
        for (std::size_t b = 0; b < branches_.size(); ++b) index = index * (branches_[b].size() + 1) + position_[b];
        return index;
    }

    bool walk(const Model& model) {
        if constexpr (std::equality_comparable<Model>) {
            auto& models = seen_[point()];
            for (const Model& seen : models)
                if (seen == model) return true;
            models.push_back(model);
        }
        for (std::size_t b = 0; b < branches_.size(); ++b) {
            if (position_[b] == branches_[b].size()) continue;
            const Command<Model, System>& command = *branches_[b][position_[b]];
            if (!command.precondition(model)) return false;
            ++position_[b];
            const bool allowed = walk(command.next_state(model));
            --position_[b];
            if (!allowed) return false;
        }
        return true;
    }

    const Branches& branches_;
    std::vector<std::size_t> position_;
    std::unordered_map<std::size_t, std::vector<Model>> seen_;
};

/// True when no interleaving of `branches` from `model` meets a false precondition.
template <class Model, class System>
bool every_interleaving_allowed(const Model& model, const std::vector<std::vector<const Command<Model, System>*>>& branches) {
    return InterleavingCheck<Model, System>(branches).allows_all_from(model);
}

}  // namespace falsify::detail
