#include "histories.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace jepsen {
namespace {

using falsify::linearizability::Operation;

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == separator) {
            parts.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

int to_int(std::string_view text) { return std::stoi(std::string(text)); }

[[noreturn]] void refuse(std::size_t line, const std::string& why) {
    throw std::runtime_error("line " + std::to_string(line) + ": " + why);
}

/// Opens and closes operations per client, as both formats need.
template <class Input, class Output>
class Recorder {
public:
    void invoke(std::size_t client, Input input, std::int64_t time) {
        Operation<Input, Output> op;
        op.client = client;
        op.input = std::move(input);
        op.call = time;
        open_[client] = history_.size();
        history_.push_back(std::move(op));
    }
    /// The client's open operation, or nullptr (a response without a call).
    Operation<Input, Output>* open(std::size_t client) {
        auto found = open_.find(client);
        if (found == open_.end()) return nullptr;
        Operation<Input, Output>* op = &history_[found->second];
        open_.erase(found);
        return op;
    }
    falsify::linearizability::History<Input, Output> take() { return std::move(history_); }

private:
    falsify::linearizability::History<Input, Output> history_;
    std::unordered_map<std::size_t, std::size_t> open_;
};

/// The text between `key` (`:f `) and the next ',' or '}', quotes removed.
std::optional<std::string> edn_field(std::string_view line, std::string_view key) {
    const std::size_t at = line.find(key);
    if (at == std::string_view::npos) return std::nullopt;
    std::size_t start = at + key.size();
    if (start < line.size() && line[start] == '"') {
        const std::size_t end = line.find('"', start + 1);
        if (end == std::string_view::npos) return std::nullopt;
        return std::string(line.substr(start + 1, end - start - 1));
    }
    const std::size_t end = line.find_first_of(",}", start);
    return std::string(line.substr(start, end - start));
}

}  // namespace

RegisterHistory parse_etcd_log(const std::string& text) {
    Recorder<RegisterInput, RegisterOutput> recorder;
    std::size_t line_number = 0;
    for (std::string_view line : split(text, '\n')) {
        ++line_number;
        const std::size_t at = line.find("jepsen.util - ");
        if (at == std::string_view::npos) continue;
        const auto fields = split(line.substr(at + 14), '\t');
        if (fields.size() < 4) continue;
        const std::size_t client = static_cast<std::size_t>(to_int(fields[0]));
        const std::string_view type = fields[1], f = fields[2], value = fields[3];
        const auto time = static_cast<std::int64_t>(line_number);
        if (type == ":invoke") {
            RegisterInput input;
            if (f == ":read") {
                input.kind = RegisterInput::Read;
            } else if (f == ":write") {
                input.kind = RegisterInput::Write;
                input.value = to_int(value);
            } else if (f == ":cas") {
                input.kind = RegisterInput::Cas;
                const auto pair = split(value.substr(1, value.size() - 2), ' ');
                if (pair.size() != 2) refuse(line_number, "a cas without [from to]");
                input.value = to_int(pair[0]);
                input.swap = to_int(pair[1]);
            } else {
                refuse(line_number, "an unknown operation " + std::string(f));
            }
            recorder.invoke(client, input, time);
            continue;
        }
        auto* op = recorder.open(client);
        if (op == nullptr) refuse(line_number, "a response from client " + std::to_string(client) + " without a call");
        if (type == ":info") continue;  // timed out: its outcome is unknown
        op->response = time;
        switch (op->input.kind) {
            case RegisterInput::Read: op->output = value == "nil" ? -1 : to_int(value); break;
            case RegisterInput::Write: op->output = 0; break;
            case RegisterInput::Cas: op->output = type == ":ok" ? 1 : 0; break;
        }
    }
    return recorder.take();
}

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

KeyValueHistory parse_kv_edn(const std::string& text) {
    Recorder<KeyValueInput, KeyValueOutput> recorder;
    std::size_t line_number = 0;
    for (std::string_view line : split(text, '\n')) {
        ++line_number;
        if (line.find('{') == std::string_view::npos) continue;
        const auto process = edn_field(line, ":process ");
        const auto type = edn_field(line, ":type ");
        const auto f = edn_field(line, ":f ");
        const auto key = edn_field(line, ":key ");
        const auto value = edn_field(line, ":value ");
        if (!process || !type || !f || !key || !value) refuse(line_number, "a map without :process, :type, :f, :key or :value");
        const std::size_t client = static_cast<std::size_t>(to_int(*process));
        const auto time = static_cast<std::int64_t>(line_number);
        if (*type == ":invoke") {
            KeyValueInput input;
            input.kind = *f == ":get" ? KeyValueInput::Get : *f == ":put" ? KeyValueInput::Put : KeyValueInput::Append;
            if (input.kind == KeyValueInput::Append && *f != ":append") refuse(line_number, "an unknown operation " + *f);
            input.key = *key;
            if (input.kind != KeyValueInput::Get) input.value = *value;
            recorder.invoke(client, std::move(input), time);
            continue;
        }
        auto* op = recorder.open(client);
        if (op == nullptr) refuse(line_number, "a response from process " + *process + " without a call");
        if (*type != ":ok") continue;
        op->response = time;
        op->output = op->input.kind == KeyValueInput::Get && *value != "nil" ? *value : std::string();
    }
    return recorder.take();
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
    if (!in) throw std::runtime_error("cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace jepsen
