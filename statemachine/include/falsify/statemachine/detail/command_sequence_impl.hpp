#pragma once
// CommandSequence's rendering, and when two sequences are the same value
// (see <falsify/statemachine/command_sequence.hpp>).
#include <falsify/detail/comparable.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_sequence.hpp>

#include <cstddef>
#include <string>
#include <typeinfo>
#include <vector>

namespace falsify {

namespace detail {

/// `[c1, c2, ...]`: each command's label.
template <class Model, class System>
void append_labels(std::string& out, const std::vector<CommandPtr<Model, System>>& commands) {
    out += '[';
    for (std::size_t i = 0; i < commands.size(); ++i) {
        if (i) out += ", ";
        out += commands[i]->label();
    }
    out += ']';
}

/// Whether two commands are the same step: one object, or two of one class
/// whose labels agree and show what they hold. A label that is the default
/// one (`Enter()`) or shows an argument by its type's name only says nothing
/// of the arguments: such commands are taken to differ, so that a candidate
/// that changes only an argument is still tried.
bool same_step(const std::type_info& type_a, const std::type_info& type_b, const std::string& label_a, const std::string& label_b,
               bool labels_show_everything);

template <class Model, class System>
struct SameValue<CommandSequence<Model, System>> {
    static bool same(const CommandSequence<Model, System>& a, const CommandSequence<Model, System>& b) {
        if (a.commands.size() != b.commands.size() || falsify::show(a.initial_model) != falsify::show(b.initial_model)) return false;
        for (std::size_t i = 0; i < a.commands.size(); ++i) {
            const auto* x = a.commands[i].get();
            const auto* y = b.commands[i].get();
            if (x == y) continue;
            if (!x || !y) return false;
            const UnprintableTypes placeholders;
            const std::string label_x = x->label(), label_y = y->label();
            if (!same_step(typeid(*x), typeid(*y), label_x, label_y, placeholders.types().empty())) return false;
        }
        return true;
    }
};

}  // namespace detail

template <class Model, class System>
std::string CommandSequence<Model, System>::show() const {
    std::string out;
    append_to(out);
    return out;
}

template <class Model, class System>
void CommandSequence<Model, System>::append_to(std::string& out) const {
    detail::append_labels(out, commands);
}

}  // namespace falsify
