#include "histories.hpp"

#include <fstream>
#include <sstream>

namespace jepsen {

std::optional<int> RegisterModel::step(int state, const RegisterInput& input,
                                       const std::optional<RegisterOutput>& output) const {
    switch (input.kind) {
        case RegisterInput::Read:
            if (output && *output != state) return std::nullopt;
            return state;
        case RegisterInput::Write: return input.value;
        case RegisterInput::Cas:
            if (!output) return state == input.value ? input.swap : state;
            if (*output == 1) return state == input.value ? std::optional<int>(input.swap) : std::nullopt;
            return state != input.value ? std::optional<int>(state) : std::nullopt;
    }
    return std::nullopt;
}

std::string RegisterModel::describe(const RegisterInput& input, const std::optional<RegisterOutput>& output) const {
    std::string text;
    switch (input.kind) {
        case RegisterInput::Read:
            text = "read() -> ";
            text += !output ? "?" : *output < 0 ? "nil" : std::to_string(*output);
            return text;
        case RegisterInput::Write:
            text = "write(" + std::to_string(input.value) + ")";
            return output ? text : text + " -> ?";
        case RegisterInput::Cas:
            text = "cas(" + std::to_string(input.value) + ", " + std::to_string(input.swap) + ") -> ";
            text += !output ? "?" : *output == 1 ? "ok" : "fail";
            return text;
    }
    return text;
}

std::optional<std::string> KeyValueModel::step(const std::string& state, const KeyValueInput& input,
                                               const std::optional<KeyValueOutput>& output) const {
    switch (input.kind) {
        case KeyValueInput::Get:
            if (output && *output != state) return std::nullopt;
            return state;
        case KeyValueInput::Put: return input.value;
        case KeyValueInput::Append: return state + input.value;
    }
    return std::nullopt;
}

std::string KeyValueModel::describe(const KeyValueInput& input, const std::optional<KeyValueOutput>& output) const {
    switch (input.kind) {
        case KeyValueInput::Get: return "get(\"" + input.key + "\") -> " + (output ? "\"" + *output + "\"" : "?");
        case KeyValueInput::Put: return "put(\"" + input.key + "\", \"" + input.value + "\")";
        case KeyValueInput::Append: return "append(\"" + input.key + "\", \"" + input.value + "\")";
    }
    return {};
}

std::optional<KeyValueMapModel::State> KeyValueMapModel::step(const State& state, const KeyValueInput& input,
                                                              const std::optional<KeyValueOutput>& output) const {
    const auto found = state.find(input.key);
    const std::string current = found == state.end() ? std::string() : found->second;
    const auto next = KeyValueModel{}.step(current, input, output);
    if (!next) return std::nullopt;
    if (*next == current) return state;
    State changed = state;
    // An absent key and an empty value are one state: keep one form of it.
    if (next->empty()) changed.erase(input.key); else changed[input.key] = *next;
    return changed;
}

std::size_t KeyValueMapModel::hash(const State& state) const {
    std::size_t h = 0;
    for (const auto& [key, value] : state)
        h = h * 1000003u ^ std::hash<std::string>{}(key) ^ (std::hash<std::string>{}(value) << 1);
    return h;
}

std::string KeyValueMapModel::describe(const KeyValueInput& input, const std::optional<KeyValueOutput>& output) const {
    return KeyValueModel{}.describe(input, output);
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw HistoryError(path, 0, "cannot be opened");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad() || text.bad()) throw HistoryError(path, 0, "cannot be read");
    return text.str();
}

Format detect_format(std::string_view text, const std::string& source) {
    const std::size_t first = text.find_first_not_of(" \t\r\n\f\v");
    if (first == std::string_view::npos) throw HistoryError(source, 0, "no operations (an empty or blank file)");
    return text[first] == '{' ? Format::KeyValueEdn : Format::EtcdLog;
}

}  // namespace jepsen
