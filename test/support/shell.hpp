#pragma once
// Runs a command through the shell, as a user would from a terminal.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include <sys/wait.h>

namespace falsify::test {

struct Output {
    int status = -1;   // the exit status, -1 when the command did not exit
    std::string text;  // what the command printed (redirect stderr into it with 2>&1)
};

inline Output run_shell(const std::string& command) {
    Output out;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (!pipe) return out;
    char buffer[4096];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.text.append(buffer, n);
    const int status = ::pclose(pipe);
    out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

/// `command` as pasted into a fresh shell: bash, started in / (so that every
/// path in it must be absolute), with no PROPERTY_* variable of this process;
/// stderr into the output.
inline Output run_pasted(const std::string& command) {
    std::string quoted = "'";
    for (char c : command + " 2>&1") quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    quoted += "'";
    return run_shell("bash -c 'for v in ${!PROPERTY_@}; do unset \"$v\"; done; cd / && eval \"$1\"' replay " + quoted);
}

/// The rest of the first line of `text` that holds `label` (`Shrunk:   `), its
/// counts in parentheses left out for a Shrunk: line; empty when there is none.
inline std::string line_after(const std::string& text, const std::string& label) {
    const auto at = text.find(label);
    if (at == std::string::npos) return {};
    const auto from = at + label.size();
    auto end = text.find('\n', from);
    // A label at the start of an indented line keeps the lines indented deeper that continue it.
    const std::size_t indent = label.front() == '\n' ? label.find_first_not_of(' ', 1) - 1 : std::string::npos;
    while (indent != std::string::npos && end != std::string::npos && text.find_first_not_of(' ', end + 1) > end + 1 + indent + 1 &&
           text.find_first_not_of(' ', end + 1) != std::string::npos && text[text.find_first_not_of(' ', end + 1)] != '\n')
        end = text.find('\n', end + 1);
    std::string line = text.substr(from, end == std::string::npos ? std::string::npos : end - from);
    if (label.find("Shrunk:") != std::string::npos) line = line.substr(0, line.find(" shrink step(s)") == std::string::npos ? line.size() : line.rfind(" (", line.find(" shrink step(s)")));
    return line;
}

/// A scratch directory (for PROPERTY_DB), removed with what it holds.
struct ScratchDirectory {
    std::string path;
    ScratchDirectory() {
        char pattern[] = "/tmp/falsify-shell-XXXXXX";
        path = ::mkdtemp(pattern) ? pattern : "";
    }
    ScratchDirectory(const ScratchDirectory&) = delete;
    ScratchDirectory& operator=(const ScratchDirectory&) = delete;
    ~ScratchDirectory() {
        std::error_code ignored;
        if (!path.empty()) std::filesystem::remove_all(path, ignored);
    }
};

/// `text` quoted for a POSIX shell.
inline std::string quoted(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

/// How many times `needle` occurs in `text`.
inline std::size_t occurrences(const std::string& text, const std::string& needle) {
    std::size_t n = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
    return n;
}

/// The command of a report's `Replay:` line; empty when there is none.
inline std::string replay_line(const std::string& text) {
    const auto at = text.find("\n  Replay:   ");
    if (at == std::string::npos) return {};
    return text.substr(at + 13, text.find('\n', at + 1) - at - 13);
}

/// The argument whose name ends with `name` (b2 passes a test's programs sorted); empty when none does.
inline std::string program_named(int argc, char** argv, const std::string& name) {
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument.size() >= name.size() && argument.compare(argument.size() - name.size(), name.size(), name) == 0) return argument;
    }
    return {};
}

/// The lines of `text` that contain `marker`, each with the indented lines that follow it:
/// what a framework reported for one test.
inline std::string lines_of(const std::string& text, const std::string& marker) {
    std::string out;
    bool within = false;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(at, end - at);
        if (line.find(marker) != std::string::npos) within = true;
        else if (line.empty() || line[0] != ' ') within = false;
        if (within) out += line + '\n';
        at = end + 1;
    }
    return out;
}

/// The text between the first `begin` and the next `end` after it (empty when either is missing).
inline std::string between(const std::string& text, const std::string& begin, const std::string& end) {
    const auto from = text.find(begin);
    if (from == std::string::npos) return {};
    const auto to = text.find(end, from + begin.size());
    return to == std::string::npos ? std::string() : text.substr(from, to - from);
}

}  // namespace falsify::test
