#pragma once
// Opens and closes operations per process, as both history formats need.
#include <falsify/linearizability.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace jepsen::detail {

template <class Input, class Output>
class Recorder {
public:
    using Operation = falsify::linearizability::Operation<Input, Output>;

    /// The line of the process's open operation's call, if it has one.
    std::optional<std::size_t> open_since(std::size_t process) const {
        const auto found = open_.find(process);
        if (found == open_.end()) return std::nullopt;
        return lines_[found->second];
    }

    void invoke(std::size_t process, Input input, std::size_t line) {
        Operation op;
        op.client = process;
        op.input = std::move(input);
        op.call = static_cast<std::int64_t>(line);
        open_[process] = history_.size();
        history_.push_back(std::move(op));
        lines_.push_back(line);
        dropped_.push_back(false);
    }

    struct Closed {
        Operation* operation;
        std::size_t index;
        std::size_t call_line;
    };
    /// Closes the process's open operation; nothing when it has none.
    std::optional<Closed> close(std::size_t process) {
        const auto found = open_.find(process);
        if (found == open_.end()) return std::nullopt;
        const std::size_t index = found->second;
        open_.erase(found);
        return Closed{&history_[index], index, lines_[index]};
    }

    /// An operation that never took effect (Jepsen's :fail) leaves the history.
    void drop(std::size_t index) { dropped_[index] = true; }

    std::size_t events() const noexcept { return history_.size(); }

    falsify::linearizability::History<Input, Output> take() {
        falsify::linearizability::History<Input, Output> kept;
        kept.reserve(history_.size());
        for (std::size_t i = 0; i < history_.size(); ++i)
            if (!dropped_[i]) kept.push_back(std::move(history_[i]));
        return kept;
    }

private:
    falsify::linearizability::History<Input, Output> history_;
    std::vector<std::size_t> lines_;
    std::vector<bool> dropped_;
    std::unordered_map<std::size_t, std::size_t> open_;
};

}  // namespace jepsen::detail
