// The descent's caches of inputs already run (see seen_inputs.hpp).
#include "engine/seen_inputs.hpp"

namespace falsify::detail {

namespace {

/// What an entry costs beside its trees: the rendering, the trial's texts and
/// notes, and the containers holding them (a rough, fixed overhead).
std::size_t own_bytes_of(const std::string& key, const SeenInputs::Input& input, const Trial& trial) {
    std::size_t bytes = 2 * key.size() + 256 + (input.first.size() + input.second.size() + trial.draws.size()) * sizeof(AnyTree);
    bytes += trial.failure.type.size() + trial.failure.message.size() + trial.skip_reason.size();
    for (const Argument& note : trial.notes) bytes += note.name.size() + note.value.size() + sizeof(Argument);
    return bytes;
}

thread_local SeenInputsWatch* current_watch = nullptr;

}  // namespace

const Trial* SeenInputs::find(const std::string& key, const std::vector<AnyTree>& args, const std::vector<AnyTree>& tape) const {
    const auto found = by_rendering_.find(key);
    if (found == by_rendering_.end()) return nullptr;
    const auto& inputs = found->second;
    const std::size_t from = inputs.size() > max_compared ? inputs.size() - max_compared : 0;
    for (std::size_t i = inputs.size(); i-- > from;)
        if (same_inputs(inputs[i].input.first, args) && same_inputs(inputs[i].input.second, tape)) return &inputs[i].trial;
    return nullptr;
}

void SeenInputs::remember(const std::string& key, Input input, Trial trial) {
    Entry entry{std::move(input), std::move(trial), 0};
    entry.own_bytes = own_bytes_of(key, entry.input, entry.trial);
    auto& inputs = by_rendering_[key];
    if (inputs.empty()) order_.push_back(key);
    inputs.push_back(std::move(entry));
    ++count_;
    bytes_ += inputs.back().own_bytes;
    hold(inputs.back(), false);
    while (!order_.empty() && (count_ > max_remembered || bytes_ > budget_bytes_)) forget_oldest();
    if (bytes_ > peak_bytes_) peak_bytes_ = bytes_;
}

void SeenInputs::clear() {
    by_rendering_.clear();
    order_.clear();
    held_.clear();
    count_ = 0;
    bytes_ = 0;
}

bool SeenInputs::same_inputs(const std::vector<AnyTree>& a, const std::vector<AnyTree>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!a[i]->compares_exactly() || !a[i]->same_value(*b[i])) return false;
    return true;
}

void SeenInputs::hold(const Entry& entry, bool release) {
    for (const AnyTree& tree : entry.input.first) hold_tree(tree, release);
    for (const AnyTree& tree : entry.input.second) hold_tree(tree, release);
    for (const AnyTree& tree : entry.trial.draws) hold_tree(tree, release);
}

void SeenInputs::hold_tree(const AnyTree& tree, bool release) {
    if (!tree) return;
    if (!release) {
        Held& held = held_[tree.get()];
        if (held.holders++ == 0) {
            held.bytes = tree->footprint();
            bytes_ += held.bytes;
        }
        return;
    }
    const auto found = held_.find(tree.get());
    if (found == held_.end()) return;
    if (--found->second.holders > 0) return;
    bytes_ -= found->second.bytes;
    held_.erase(found);
}

void SeenInputs::forget_oldest() {
    const auto oldest = by_rendering_.find(order_.front());
    for (const Entry& entry : oldest->second) {
        bytes_ -= entry.own_bytes;
        hold(entry, true);
    }
    count_ -= oldest->second.size();
    by_rendering_.erase(oldest);
    order_.pop_front();
}

SeenInputsWatch::SeenInputsWatch(std::size_t budget_bytes) : budget_bytes_(budget_bytes), previous_(current_watch) { current_watch = this; }

SeenInputsWatch::~SeenInputsWatch() { current_watch = previous_; }

SeenInputsWatch* SeenInputsWatch::current() noexcept { return current_watch; }

}  // namespace falsify::detail
