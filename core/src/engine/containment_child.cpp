// The forked child that runs an execution once one has crashed (containment.hpp):
// its record, or how it ended and what it said as it did, read by the parent.
#include "engine/containment.hpp"
#include "engine/containment_trap.hpp"

#ifdef FALSIFY_CONTAINS_CRASHES
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <new>

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

namespace falsify::detail {

volatile sig_atomic_t in_forked_child = 0;

namespace {

constexpr std::size_t said_limit = 4096;

/// The last two lines of what a child said, joined: an assert's message, terminate's `what():`.
std::string last_lines(const std::string& said) {
    std::string out;
    std::size_t end = said.size(), lines = 0;
    while (lines < 2 && end > 0) {
        while (end > 0 && (said[end - 1] == '\n' || said[end - 1] == ' ')) --end;
        if (end == 0) break;
        const std::size_t begin = said.rfind('\n', end - 1) == std::string::npos ? 0 : said.rfind('\n', end - 1) + 1;
        std::string line = said.substr(begin, end - begin);
        while (!line.empty() && line.front() == ' ') line.erase(0, 1);
        out = out.empty() ? line : line + "; " + out;
        end = begin;
        ++lines;
    }
    return out;
}

void write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}
}  // namespace

ChildOutcome Containment::run_in_child(const std::function<std::string()>& child) {
    if (!counts_) {
        void* shared = ::mmap(nullptr, sizeof(SharedDrawCounts), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        if (shared == MAP_FAILED) return {};
        counts_ = new (shared) SharedDrawCounts;
    }
    int record_pipe[2], said_pipe[2];
    if (::pipe2(record_pipe, O_CLOEXEC) != 0) return {};
    if (::pipe2(said_pipe, O_CLOEXEC) != 0) {
        ::close(record_pipe[0]);
        ::close(record_pipe[1]);
        return {};
    }
    // What stdio holds would otherwise be written twice, once by each process.
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        become_forked_child();
        ::close(record_pipe[0]);
        ::close(said_pipe[0]);
        ::dup2(said_pipe[1], STDERR_FILENO);
        ::close(said_pipe[1]);
        std::string record;
        try {
            record = child();
        } catch (...) {
            ::_exit(125);
        }
        const std::uint64_t size = record.size();
        write_all(record_pipe[1], reinterpret_cast<const char*>(&size), sizeof size);
        write_all(record_pipe[1], record.data(), record.size());
        std::fflush(nullptr);
        ::_exit(0);
    }
    ::close(record_pipe[1]);
    ::close(said_pipe[1]);
    if (pid < 0) {
        ::close(record_pipe[0]);
        ::close(said_pipe[0]);
        return {};
    }
    std::string record, said;
    bool hung = false;
    const auto started = std::chrono::steady_clock::now();
    pollfd fds[2] = {{record_pipe[0], POLLIN, 0}, {said_pipe[0], POLLIN, 0}};
    int open = 2;
    char buffer[4096];
    while (open > 0) {
        int wait = -1;
        if (hang_ms_) {
            const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
            if (static_cast<std::uint64_t>(spent) >= *hang_ms_) {
                hung = true;
                break;
            }
            wait = static_cast<int>(*hang_ms_ - static_cast<std::uint64_t>(spent));
        }
        const int ready = ::poll(fds, 2, wait);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) break;
        for (pollfd& fd : fds) {
            if (fd.fd < 0 || !(fd.revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = ::read(fd.fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                ::close(fd.fd);
                fd.fd = -1;
                --open;
                continue;
            }
            std::string& into = &fd == &fds[0] ? record : said;
            into.append(buffer, static_cast<std::size_t>(n));
            if (&fd == &fds[1] && said.size() > 2 * said_limit) said.erase(0, said.size() - said_limit);
        }
    }
    for (pollfd& fd : fds)
        if (fd.fd >= 0) ::close(fd.fd);
    if (hung) ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    ChildOutcome outcome;
    std::uint64_t size = 0;
    if (!hung && WIFEXITED(status) && WEXITSTATUS(status) == 0 && record.size() >= sizeof size) {
        std::memcpy(&size, record.data(), sizeof size);
        if (record.size() == sizeof size + size) {
            outcome.record = record.substr(sizeof size);
            return outcome;
        }
    }
    Crash crash;
    if (hung) {
        crash.kind = Crash::Hang;
        crash.hang_ms = *hang_ms_;
    } else if (WIFSIGNALED(status)) {
        crash.kind = Crash::Signal;
        crash.code = WTERMSIG(status);
    } else {
        crash.kind = Crash::Exit;
        crash.code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    }
    crash.said = last_lines(said);
    outcome.crash = std::move(crash);
    return outcome;
}

}  // namespace falsify::detail

#endif
