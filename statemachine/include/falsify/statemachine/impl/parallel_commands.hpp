#pragma once
// The definitions behind <falsify/statemachine/parallel_commands.hpp>, which includes this file at its end.
#include <falsify/statemachine/parallel_commands.hpp>

namespace falsify {

template <class Model, class System>
std::size_t ParallelCommands<Model, System>::size() const noexcept {
    std::size_t total = prefix.size();
    for (const auto& branch : branches) total += branch.size();
    return total;
}

template <class Model, class System>
std::string ParallelCommands<Model, System>::show() const {
    std::string out;
    append_to(out);
    return out;
}

template <class Model, class System>
void ParallelCommands<Model, System>::append_to(std::string& out) const {
    detail::append_labels(out, prefix);
    for (std::size_t b = 0; b < branches.size(); ++b) {
        out += b == 0 ? " | " : " || ";
        detail::append_labels(out, branches[b]);
    }
}

}  // namespace falsify
