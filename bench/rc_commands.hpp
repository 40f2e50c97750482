#pragma once
// A RapidCheck command sequence rendered as the falsify benches render theirs:
// [Push(0), Push(1), Pop()].
#include <cstddef>
#include <sstream>
#include <string>

namespace bench {

template <class Commands>
std::string show_commands(const Commands& commands) {
    std::ostringstream out;
    out << '[';
    for (std::size_t i = 0; i < commands.size(); ++i) {
        if (i) out << ", ";
        commands[i]->show(out);
    }
    out << ']';
    return out.str();
}

}  // namespace bench
