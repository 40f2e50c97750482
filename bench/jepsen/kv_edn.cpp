// The key-value EDN reader: one map per line,
// {:process 9, :type :invoke, :f :append, :key "0", :value "x 9 0 y"}.
#include "histories.hpp"
#include "recorder.hpp"
#include "scanner.hpp"

#include <map>

namespace jepsen {
namespace {

using detail::LineScanner;
using detail::shown;

/// The values this reader takes; collections would need a real EDN reader.
struct Scalar {
    enum Kind { Nil, String, Keyword, Integer, Boolean } kind = Nil;
    std::string text;  // a string's characters, unescaped; otherwise the token
};

std::string show(const Scalar& value) {
    return value.kind == Scalar::String ? "\"" + value.text + "\"" : value.text;
}

/// EDN token boundaries: blanks, commas (whitespace in EDN) and the map's braces.
constexpr std::string_view token_stops = ",{}[]()\"";

Scalar read_string(LineScanner& in) {
    in.advance();  // the opening quote
    Scalar value{Scalar::String, {}};
    for (;;) {
        if (in.at_end()) in.refuse("a string without its closing quote");
        const char c = in.peek();
        in.advance();
        if (c == '"') return value;
        if (c != '\\') {
            value.text += c;
            continue;
        }
        if (in.at_end()) in.refuse("a string without its closing quote");
        const char escaped = in.peek();
        in.advance();
        switch (escaped) {
            case '"': case '\\': value.text += escaped; break;
            case 'n': value.text += '\n'; break;
            case 't': value.text += '\t'; break;
            case 'r': value.text += '\r'; break;
            default: in.refuse("an escape this reader cannot read: \\" + std::string(1, escaped));
        }
    }
}

Scalar read_scalar(LineScanner& in, std::string_view key) {
    in.skip_blanks(true);
    const char c = in.peek();
    if (c == '"') return read_string(in);
    if (c == '[' || c == '{' || c == '(' || c == '#')
        in.refuse("the value of " + std::string(key) + " is a collection; this reader takes strings, keywords, "
                  "integers and nil");
    const std::string_view word = in.word(token_stops);
    if (word.empty()) in.refuse("the map ends where the value of " + std::string(key) + " should be");
    const std::string text(word);
    if (word == "nil") return {Scalar::Nil, text};
    if (word == "true" || word == "false") return {Scalar::Boolean, text};
    if (detail::is_keyword(word)) return {Scalar::Keyword, text};
    const std::string_view digits = word.front() == '-' ? word.substr(1) : word;
    if (detail::parse_count(digits)) return {Scalar::Integer, text};
    in.refuse("the value of " + std::string(key) + " must be a string, keyword, integer or nil, found " + shown(word));
}

std::map<std::string, Scalar> read_map(LineScanner& in) {
    in.skip_blanks(true);
    if (in.peek() != '{')
        in.refuse("expected an EDN map {:process ..., :type ..., :f ..., :key ..., :value ...}, found " + shown(in.rest()));
    in.advance();
    std::map<std::string, Scalar> map;
    for (;;) {
        in.skip_blanks(true);
        if (in.at_end()) in.refuse("the map is not closed with '}'");
        if (in.peek() == '}') {
            in.advance();
            break;
        }
        const std::string_view key = in.word(token_stops);
        if (!detail::is_keyword(key)) in.refuse("a map key must be a keyword such as :process, found " + shown(key.empty() ? in.rest().substr(0, 1) : key));
        Scalar value = read_scalar(in, key);
        if (!map.emplace(std::string(key), std::move(value)).second) in.refuse("the key " + std::string(key) + " appears twice");
    }
    in.skip_blanks(true);
    if (!in.at_end()) in.refuse("unexpected " + shown(in.rest()) + " after the map");
    return map;
}

const Scalar& field(const LineScanner& in, const std::map<std::string, Scalar>& map, const std::string& key) {
    const auto found = map.find(key);
    if (found == map.end()) in.refuse("the map has no " + key);
    return found->second;
}

const char* name(KeyValueInput::Kind f) {
    switch (f) {
        case KeyValueInput::Get: return ":get";
        case KeyValueInput::Put: return ":put";
        case KeyValueInput::Append: return ":append";
    }
    return "?";
}

}  // namespace

KeyValueHistory parse_kv_edn(std::string_view text, const std::string& source) {
    detail::Recorder<KeyValueInput, KeyValueOutput> recorder;
    detail::for_each_line(text, [&](std::size_t line, std::string_view content) {
        if (detail::is_blank_line(content)) return;
        LineScanner in(content, source, line);
        const auto map = read_map(in);

        const Scalar& process_field = field(in, map, ":process");
        const auto process_number =
            process_field.kind == Scalar::Integer ? detail::parse_count(process_field.text) : std::nullopt;
        if (!process_number) in.refuse("the :process must be a number from 0, found " + show(process_field));
        const auto process = static_cast<std::size_t>(*process_number);
        const std::string& type = field(in, map, ":type").text;
        if (field(in, map, ":type").kind != Scalar::Keyword)
            in.refuse(":type must be a keyword (:invoke, :ok, :fail or :info), found " + show(field(in, map, ":type")));
        if (type != ":invoke" && type != ":ok" && type != ":fail" && type != ":info")
            in.refuse("unknown :type " + type + "; expected :invoke, :ok, :fail or :info");
        const Scalar& f_field = field(in, map, ":f");
        const KeyValueInput::Kind f = f_field.text == ":get" ? KeyValueInput::Get
                                      : f_field.text == ":put" ? KeyValueInput::Put
                                                               : KeyValueInput::Append;
        if (f_field.kind != Scalar::Keyword || (f == KeyValueInput::Append && f_field.text != ":append"))
            in.refuse("unknown :f " + show(f_field) + "; expected :get, :put or :append");
        const Scalar& key = field(in, map, ":key");
        if (key.kind != Scalar::String) in.refuse(":key must be a string, found " + show(key));
        const Scalar& value = field(in, map, ":value");
        if (value.kind != Scalar::String && value.kind != Scalar::Nil)
            in.refuse(":value must be a string or nil, found " + show(value));
        const std::string who = "process " + std::to_string(process);

        if (type == ":invoke") {
            if ((f == KeyValueInput::Get) != (value.kind == Scalar::Nil))
                in.refuse(std::string("a ") + name(f) + " is invoked with " +
                          (f == KeyValueInput::Get ? ":value nil" : "a string :value") + ", found " + show(value));
            if (const auto since = recorder.open_since(process))
                in.refuse(who + " invokes again while its operation from line " + std::to_string(*since) +
                          " is open; a process runs one operation at a time");
            KeyValueInput input;
            input.kind = f;
            input.key = key.text;
            input.value = f == KeyValueInput::Get ? std::string() : value.text;
            recorder.invoke(process, std::move(input), line);
            return;
        }

        const auto closed = recorder.close(process);
        if (!closed) in.refuse("a response from " + who + ", which has no operation open");
        auto& op = *closed->operation;
        const std::string call = " its :invoke at line " + std::to_string(closed->call_line);
        if (op.input.kind != f || op.input.key != key.text)
            in.refuse(who + " answers " + name(f) + " on \"" + key.text + "\", but" + call + " is a " +
                      name(op.input.kind) + " on \"" + op.input.key + "\"");
        if (f != KeyValueInput::Get && value.kind == Scalar::String && value.text != op.input.value)
            in.refuse(who + " answers with :value " + show(value) + ", but" + call + " says \"" + op.input.value + "\"");
        if (type == ":ok") {
            op.response = static_cast<std::int64_t>(line);
            // Every key starts as "": a get of an absent key reads nil.
            op.output = f == KeyValueInput::Get && value.kind == Scalar::String ? value.text : std::string();
        } else if (type == ":fail") {
            recorder.drop(closed->index);  // Jepsen's :fail: it never took effect
        }  // :info: unknown outcome, pending to the end
    });
    if (recorder.events() == 0) throw HistoryError(source, 0, "no operations (an empty or blank file)");
    auto history = recorder.take();
    if (history.empty()) throw HistoryError(source, 0, "no operations: every one failed");
    return history;
}

}  // namespace jepsen
