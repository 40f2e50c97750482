// The etcd log reader: `INFO  jepsen.util - <process> <type> <f> [<value>] [<reason>]`.
#include "histories.hpp"
#include "recorder.hpp"
#include "scanner.hpp"

#include <limits>

namespace jepsen {
namespace {

using detail::LineScanner;
using detail::shown;

enum class Type { Invoke, Ok, Fail, Info };

/// The value field: absent (a reason stands in its place), nil, a number, or [from to].
struct Value {
    enum Kind { Absent, Nil, Number, Pair } kind = Absent;
    int first = 0;
    int second = 0;
    bool operator==(const Value&) const = default;
};

const char* name(RegisterInput::Kind f) {
    switch (f) {
        case RegisterInput::Read: return ":read";
        case RegisterInput::Write: return ":write";
        case RegisterInput::Cas: return ":cas";
    }
    return "?";
}

std::string show(const Value& value) {
    switch (value.kind) {
        case Value::Absent: return "no value";
        case Value::Nil: return "nil";
        case Value::Number: return std::to_string(value.first);
        case Value::Pair: {
            std::string text = "[";  // appended: see shown() on g++ 12's -Wrestrict
            text += std::to_string(value.first);
            text += ' ';
            text += std::to_string(value.second);
            return text += ']';
        }
    }
    return "?";
}

std::string_view keyword(LineScanner& in, const char* what, const char* choices) {
    const std::string_view word = in.word();
    if (word.empty()) in.refuse("the line ends where " + std::string(what) + " (" + choices + ") should be");
    if (!detail::is_keyword(word))
        in.refuse(std::string(what) + " must be a keyword (" + choices + "), found " + shown(word));
    return word;
}

Type read_type(LineScanner& in) {
    const std::string_view word = keyword(in, "the type", ":invoke, :ok, :fail or :info");
    if (word == ":invoke") return Type::Invoke;
    if (word == ":ok") return Type::Ok;
    if (word == ":fail") return Type::Fail;
    if (word == ":info") return Type::Info;
    in.refuse("unknown type " + shown(word) + "; expected :invoke, :ok, :fail or :info");
}

RegisterInput::Kind read_f(LineScanner& in) {
    const std::string_view word = keyword(in, "the operation", ":read, :write or :cas");
    if (word == ":read") return RegisterInput::Read;
    if (word == ":write") return RegisterInput::Write;
    if (word == ":cas") return RegisterInput::Cas;
    in.refuse("unknown operation " + shown(word) + "; expected :read, :write or :cas");
}

int register_value(const LineScanner& in, std::string_view word) {
    const auto value = detail::parse_count(word);
    // -1 is the model's "unset", so values are the integers from 0 up.
    if (!value || *value > static_cast<std::uint64_t>(std::numeric_limits<int>::max()))
        in.refuse("a value must be nil, an integer from 0 to 2147483647 or [from to], found " + shown(word));
    return static_cast<int>(*value);
}

Value read_value(LineScanner& in) {
    in.skip_blanks();
    if (in.peek() == '[') {
        const std::string_view rest = in.rest();
        const std::size_t close = rest.find(']');
        if (close == std::string_view::npos) in.refuse("a [from to] without its ']'");
        LineScanner inside(rest.substr(1, close - 1), in.source(), in.line());
        Value value{Value::Pair};
        value.first = register_value(in, inside.word());
        value.second = register_value(in, inside.word());
        inside.skip_blanks();
        if (!inside.at_end()) in.refuse("a [from to] holds two values, found " + shown(rest.substr(0, close + 1)));
        in.advance(close + 1);
        if (!in.at_end() && !detail::is_blank(in.peek())) in.refuse("unexpected " + shown(in.word()) + " after " + show(value));
        return value;
    }
    const std::string_view rest = in.rest();
    LineScanner ahead(rest, in.source(), in.line());
    const std::string_view word = ahead.word();
    if (word.empty() || word.front() == ':') return {};  // a reason, or nothing
    in.word();
    if (word == "nil") return {Value::Nil};
    return {Value::Number, register_value(in, word)};
}

}  // namespace

RegisterHistory parse_etcd_log(std::string_view text, const std::string& source) {
    detail::Recorder<RegisterInput, RegisterOutput> recorder;
    detail::for_each_line(text, [&](std::size_t line, std::string_view content) {
        if (detail::is_blank_line(content)) return;
        LineScanner in(content, source, line);
        const std::string_view level = in.word(), logger = in.word(), dash = in.word();
        if (level != "INFO" || logger != "jepsen.util" || dash != "-")
            in.refuse("expected a Jepsen log line \"INFO  jepsen.util - <process> <type> <f> <value>\", found " +
                      shown(content));
        const std::string_view process_word = in.word();
        if (process_word.empty()) in.refuse("the line ends where the process number should be");
        const auto process_number = detail::parse_count(process_word);
        if (!process_number) in.refuse("the process must be a number, found " + shown(process_word));
        const auto process = static_cast<std::size_t>(*process_number);
        const Type type = read_type(in);
        const RegisterInput::Kind f = read_f(in);
        const Value value = read_value(in);
        const std::string_view reason = in.word();
        if (!reason.empty() && !detail::is_keyword(reason))
            in.refuse("expected a reason such as :timed-out or the end of the line, found " + shown(reason));
        in.skip_blanks();
        if (!in.at_end()) in.refuse("unexpected " + shown(in.rest()) + " after the reason");

        const std::string who = "process " + std::to_string(process);
        if (value.kind == Value::Absent && reason.empty())
            in.refuse("the line ends where the value (nil, a number or [from to]) should be");
        if (value.kind != Value::Absent) {
            const bool fits = f == RegisterInput::Read    ? value.kind == Value::Nil || value.kind == Value::Number
                              : f == RegisterInput::Write ? value.kind == Value::Number
                                                          : value.kind == Value::Pair;
            if (!fits)
                in.refuse(std::string("a ") + name(f) + " cannot have the value " + show(value) + "; expected " +
                          (f == RegisterInput::Read ? "nil or a number" : f == RegisterInput::Write ? "a number" : "[from to]"));
        }

        if (type == Type::Invoke) {
            if (!reason.empty()) in.refuse("an :invoke has no reason, found " + shown(reason));
            if (f == RegisterInput::Read && value.kind != Value::Nil) in.refuse("a :read is invoked with nil, found " + show(value));
            if (const auto since = recorder.open_since(process))
                in.refuse(who + " invokes again while its operation from line " + std::to_string(*since) +
                          " is open; a process runs one operation at a time");
            RegisterInput input;
            input.kind = f;
            input.value = value.first;
            input.swap = value.second;
            recorder.invoke(process, input, line);
            return;
        }

        const auto closed = recorder.close(process);
        if (!closed) in.refuse("a response from " + who + ", which has no operation open");
        auto& op = *closed->operation;
        const std::string call = " its :invoke at line " + std::to_string(closed->call_line);
        if (op.input.kind != f)
            in.refuse(who + " answers " + name(f) + ", but" + call + " is a " + name(op.input.kind));
        if (f != RegisterInput::Read && value.kind != Value::Absent) {
            const Value invoked{f == RegisterInput::Write ? Value::Number : Value::Pair, op.input.value,
                                f == RegisterInput::Write ? 0 : op.input.swap};
            if (value != invoked) in.refuse(who + " answers with " + show(value) + ", but" + call + " says " + show(invoked));
        }
        switch (type) {
            case Type::Invoke: break;
            case Type::Ok:
                if (!reason.empty()) in.refuse("an :ok has no reason, found " + shown(reason));
                if (value.kind == Value::Absent) in.refuse("the line ends where the value should be");
                op.response = static_cast<std::int64_t>(line);
                op.output = f == RegisterInput::Read ? (value.kind == Value::Nil ? -1 : value.first)
                            : f == RegisterInput::Write ? 0
                                                        : 1;
                break;
            case Type::Fail:
                // etcd's cas fails when the register did not hold `from`; any other
                // failure (one with a reason) means the operation never took effect.
                if (f == RegisterInput::Cas && reason.empty()) {
                    op.response = static_cast<std::int64_t>(line);
                    op.output = 0;
                } else {
                    recorder.drop(closed->index);
                }
                break;
            case Type::Info: break;  // unknown outcome: pending to the end
        }
    });
    if (recorder.events() == 0) throw HistoryError(source, 0, "no operations (an empty or blank file)");
    auto history = recorder.take();
    if (history.empty()) throw HistoryError(source, 0, "no operations: every one failed");
    return history;
}

}  // namespace jepsen
