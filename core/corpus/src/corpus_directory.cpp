// Documents as files in a directory. Every write happens under one exclusive
// flock on <dir>/.corpus.lock, goes to an exclusive temp file, is flushed to
// disk and renamed over the document: a reader sees the old document or the
// new one, never half of one, and a planted symlink never redirects a write.
// A document path holding a symlink (or anything but a regular file) is
// refused by name, neither followed nor replaced; a directory path that loops
// is an error, never an empty corpus; a lock given up on is not waited for again.
#include <falsify/corpus.hpp>

#include "corpus_document.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace falsify {

namespace {

std::string error_text(int error) { return std::strerror(error); }

/// Closes a descriptor on every path out.
class Descriptor {
public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const noexcept { return fd_; }
    /// Closes now, reporting the error (a deferred write error can surface here).
    int close() noexcept {
        const int result = ::close(fd_);
        fd_ = -1;
        return result;
    }

private:
    int fd_;
};

/// What a path names when it is not a regular file, for a message.
const char* describe(mode_t mode) {
    if (S_ISLNK(mode)) return "a symbolic link";
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "something other than a regular file";
}

/// The corpus directory's path meets a loop of symbolic links (ELOOP): no
/// document can be read or written there, which must not pass for an empty corpus.
std::string loop_message(const std::string& directory) {
    return "The corpus directory \"" + directory +
           "\" cannot be reached: resolving it meets a loop of symbolic links (or more of them than the system follows), "
           "so no recorded failure can be read or written there. Point PROPERTY_DB at a directory, or repair the link "
           "(ls -l shows where each one points)";
}

/// mkdir -p with mode 0700 for each directory it creates.
void make_directories(const std::string& directory) {
    std::size_t at = 0;
    while (at != std::string::npos) {
        at = directory.find('/', at + 1);
        const std::string prefix = directory.substr(0, at);
        if (prefix.empty() || prefix == "." || prefix == "..") continue;
        if (::mkdir(prefix.c_str(), 0700) == 0) continue;
        const int error = errno;
        struct stat st{};
        if (error == EEXIST && ::stat(prefix.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) continue;
        if (error == ELOOP || (error == EEXIST && errno == ELOOP)) throw CorpusError(loop_message(directory));
        if (error == EEXIST || error == ENOTDIR)
            throw CorpusError("Cannot create the corpus directory \"" + directory + "\": \"" + prefix +
                              "\" exists and is not a directory. Point PROPERTY_DB at a directory, or remove that file");
        throw CorpusError("Cannot create the corpus directory \"" + prefix + "\": " + error_text(error) +
                          ". Point PROPERTY_DB at a writable location");
    }
}

/// The process holding an flock on the file `st` describes, from /proc/locks
/// (Linux); std::nullopt where that cannot be told.
std::optional<long> lock_holder(const struct stat& st) {
    std::FILE* locks = std::fopen("/proc/locks", "re");
    if (!locks) return std::nullopt;
    std::optional<long> holder;
    char line[256];
    // "1: FLOCK  ADVISORY  WRITE 4242 08:01:131 0 EOF"; a waiter's line has "->" after the number.
    while (!holder && std::fgets(line, sizeof line, locks)) {
        char kind[16], advisory[16], mode[16];
        long pid = 0;
        unsigned major_number = 0, minor_number = 0;
        unsigned long inode = 0;
        if (std::sscanf(line, "%*d: %15s %15s %15s %ld %x:%x:%lu", kind, advisory, mode, &pid, &major_number, &minor_number, &inode) != 7)
            continue;
        if (std::strcmp(kind, "FLOCK") == 0 && major_number == major(st.st_dev) && minor_number == minor(st.st_dev) && inode == st.st_ino)
            holder = pid;
    }
    std::fclose(locks);
    return holder;
}

/// The locks this process gave up waiting for, by path and file, with the
/// hand-over count they had then: a stopped holder stays stopped, so a later
/// property of this process is told at once instead of waiting again.
class AbandonedLocks {
public:
    using Key = std::tuple<std::string, dev_t, ino_t>;
    void abandon(const Key& key, std::uint64_t hand_overs) {
        std::lock_guard guard(mutex_);
        locks_[key] = hand_overs;
    }
    void forget(const Key& key) {
        std::lock_guard guard(mutex_);
        locks_.erase(key);
    }
    /// True when `key` was given up on and has not changed hands since.
    bool still_abandoned(const Key& key, std::uint64_t hand_overs) {
        std::lock_guard guard(mutex_);
        const auto found = locks_.find(key);
        return found != locks_.end() && found->second == hand_overs;
    }

private:
    std::mutex mutex_;
    std::map<Key, std::uint64_t> locks_;
};

AbandonedLocks& abandoned_locks() {
    static AbandonedLocks locks;
    return locks;
}

/// Holds the directory's exclusive lock for its lifetime.
class DirectoryLock {
public:
    explicit DirectoryLock(const std::string& path)
        : fd_(::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0600)) {
        if (fd_.get() < 0) {
            const int error = errno;
            if (error == ELOOP)
                throw CorpusError("Refusing the corpus lock \"" + path +
                                  "\": it is a symbolic link, and following it would let whoever planted it choose what is "
                                  "locked. Remove it; the engine creates a regular file there");
            throw CorpusError("Cannot open the corpus lock \"" + path + "\": " + error_text(error) +
                              ". Point PROPERTY_DB at a directory this process can write to");
        }
        struct stat st{};
        if (::fstat(fd_.get(), &st) != 0 || !S_ISREG(st.st_mode))
            throw CorpusError("Refusing the corpus lock \"" + path + "\": it is not a regular file. Remove it");
        const AbandonedLocks::Key key{path, st.st_dev, st.st_ino};
        // Writers hold the lock for one document's write: a lock held longer
        // belongs to a stopped or hung process, and a run must not wait on it
        // forever. Polled with a growing pause. Each holder bumps a count in
        // the lock file, so a waiter tells a busy lock from a stuck one: it
        // gives up only after lock_wait without a hand-over: counted from the
        // first attempt, a writer queued behind many live ones lost its write.
        // A lock given up on once is not waited for again while it stays with
        // the same holder: each later property would lose lock_wait to it.
        auto give_up = std::chrono::steady_clock::now() + lock_wait;
        auto pause = std::chrono::milliseconds(1);
        std::uint64_t seen = hand_overs();
        while (::flock(fd_.get(), LOCK_EX | LOCK_NB) != 0) {
            const int error = errno;
            if (error == EINTR) continue;
            if (error != EWOULDBLOCK)
                throw CorpusError("Cannot lock \"" + path + "\": " + error_text(error) +
                                  " (the file system may not support flock; put PROPERTY_DB on a local disk)");
            if (abandoned_locks().still_abandoned(key, seen))
                throw CorpusError("Cannot lock \"" + path + "\": it is still held by the process" + holder_text(st) +
                                  " this one waited " + wait_text() +
                                  " for earlier, so it is not waited for again; this run goes on without the corpus. " + advice(path, st));
            if (const std::uint64_t now = hand_overs(); now != seen) {
                seen = now;
                give_up = std::chrono::steady_clock::now() + lock_wait;
            }
            if (std::chrono::steady_clock::now() >= give_up) {
                abandoned_locks().abandon(key, seen);
                throw CorpusError("Cannot lock \"" + path + "\": another process" + holder_text(st) + " has held it for " + wait_text() +
                                  " without handing it over (a stopped or hung test process?); this run goes on without the corpus, "
                                  "and later properties of this process do not wait for it again. " + advice(path, st));
            }
            std::this_thread::sleep_for(pause);
            pause = std::min(pause * 2, std::chrono::milliseconds(50));
        }
        abandoned_locks().forget(key);
        // Best effort: a count that cannot be written only shortens other waits.
        const std::uint64_t next = hand_overs() + 1;
        (void)::pwrite(fd_.get(), &next, sizeof next, 0);
    }

    /// How long a run waits for another process's lock.
    static constexpr std::chrono::milliseconds lock_wait{5000};

private:
    /// How many times the lock has been taken (0 for a new or foreign lock file).
    std::uint64_t hand_overs() const {
        std::uint64_t count = 0;
        if (::pread(fd_.get(), &count, sizeof count, 0) != static_cast<ssize_t>(sizeof count)) return 0;
        return count;
    }

    static std::string wait_text() { return std::to_string(std::chrono::duration_cast<std::chrono::seconds>(lock_wait).count()) + " s"; }

    static std::string holder_text(const struct stat& st) {
        const std::optional<long> holder = lock_holder(st);
        return holder ? " (pid " + std::to_string(*holder) + ")" : std::string();
    }

    /// What a person does about a stuck lock.
    static std::string advice(const std::string& path, const struct stat& st) {
        const std::optional<long> holder = lock_holder(st);
        const std::string pid = holder ? std::to_string(*holder) : std::string("<pid>");
        return "Resume that process (kill -CONT " + pid + ") or end it (kill " + pid + ")" +
               (holder ? std::string() : "; fuser -v '" + path + "' names it");
    }

    Descriptor fd_;
};

/// Refuses what stands at a document's path when it is not a regular file: it is
/// neither read nor replaced (the write would rename over it), and the message says
/// what to do. A symbolic link is not followed: one planted in a shared directory
/// would choose what a run reads, and replacing it would silently drop what it named.
[[noreturn]] void refuse_document(const std::string& path, mode_t mode) {
    if (S_ISLNK(mode)) {
        char target[4096];
        const ssize_t n = ::readlink(path.c_str(), target, sizeof target - 1);
        const std::string to = n > 0 ? " to \"" + std::string(target, static_cast<std::size_t>(n)) + "\"" : std::string();
        throw CorpusError("Refusing the corpus document \"" + path + "\": it is a symbolic link" + to +
                          ", which the corpus neither follows nor replaces, so its failures are not replayed and nothing is recorded "
                          "in it. Put the document itself in its place (cp --remove-destination \"$(readlink -f '" + path + "')\" '" +
                          path + "'), or remove the link to start afresh");
    }
    throw CorpusError("Refusing the corpus document \"" + path + "\": it is " + describe(mode) +
                      ", not a document, so it is neither read nor replaced. Move it aside or remove it");
}

/// The document at `directory`/`file`, or std::nullopt when there is none. What
/// is there and is not a regular file (a symbolic link among them) is refused
/// (refuse_document), and so is a directory path that meets a loop of links.
/// A file larger than any document is refused, not read whole, and so never replaced.
std::optional<std::string> read_file(const std::string& directory, const std::string& file) {
    const std::string path = directory + "/" + file;
    // O_NONBLOCK: a FIFO planted at the path must not hang the run.
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ENOENT || error == ENOTDIR) return std::nullopt;
        if (error == ELOOP) {
            // The document itself is a link (O_NOFOLLOW), or the directory's path loops.
            struct stat st{};
            if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) refuse_document(path, st.st_mode);
            throw CorpusError(loop_message(directory));
        }
        throw CorpusError("Cannot read the corpus document \"" + path + "\": " + error_text(error) +
                          ". Make it readable, or point PROPERTY_DB elsewhere");
    }
    struct stat st{};
    if (::fstat(fd.get(), &st) != 0) throw CorpusError("Cannot read the corpus document \"" + path + "\": " + error_text(errno));
    if (!S_ISREG(st.st_mode)) refuse_document(path, st.st_mode);
    std::string text;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw CorpusError("Cannot read the corpus document \"" + path + "\": " + error_text(errno));
        if (n == 0) break;
        text.append(buffer, static_cast<std::size_t>(n));
        if (text.size() > detail::max_document_bytes)
            throw CorpusError("The corpus document \"" + path + "\" is larger than 16 MiB, more than any document: it is left as it "
                              "is and nothing is recorded in it. Move it aside or delete it to start afresh");
    }
    return text;
}

/// Opens the temp file exclusively; an orphaned regular file of this pid (a
/// previous process that died mid-write) is reclaimed, anything else refused.
int open_temp(const std::string& temp) {
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) return fd;
        const int error = errno;
        struct stat st{};
        if (error != EEXIST || ::lstat(temp.c_str(), &st) != 0) break;
        if (!S_ISREG(st.st_mode))
            throw CorpusError("Refusing to write the corpus: the temp path \"" + temp + "\" is occupied by " + describe(st.st_mode) +
                              ", which the engine never creates. Remove it");
        // Under the lock no live writer of ours uses this name: it is an orphan.
        if (::unlink(temp.c_str()) != 0) break;
    }
    throw CorpusError("Cannot create the temp file \"" + temp + "\": " + error_text(errno) +
                      ". Point PROPERTY_DB at a directory this process can write to");
}

void write_atomically(const std::string& directory, const std::string& file, const std::string& text) {
    const std::string path = directory + "/" + file;
    const std::string temp = directory + "/." + file + "." + std::to_string(::getpid()) + ".tmp";
    Descriptor fd(open_temp(temp));
    auto fail = [&](const std::string& what, int error) {
        fd.close();
        ::unlink(temp.c_str());
        throw CorpusError(what + ": " + error_text(error) + "; the previous document is untouched");
    };
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd.get(), text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            fail("Cannot write the corpus document \"" + path + "\" in full (" + std::to_string(written) + " of " +
                     std::to_string(text.size()) + " bytes written; is the disk full?)",
                 n < 0 ? errno : ENOSPC);
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd.get()) != 0) fail("Cannot flush the corpus document \"" + path + "\" to disk", errno);
    if (fd.close() != 0) {
        const int error = errno;
        ::unlink(temp.c_str());
        throw CorpusError("Cannot flush the corpus document \"" + path + "\" to disk: " + error_text(error) +
                          "; the previous document is untouched");
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const int error = errno;
        ::unlink(temp.c_str());
        throw CorpusError("Cannot move the corpus document into place at \"" + path + "\": " + error_text(error) +
                          ". Remove whatever occupies that path");
    }
    // The rename itself reaches the disk with the directory: best effort, some file systems refuse.
    Descriptor dir(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0) (void)::fsync(dir.get());
}

/// True for the name of a temp file the engine writes: `.<hex key>.json.<pid>.tmp`
/// (or `.search.json.`), nothing else.
bool is_engine_temp(const std::string& name) {
    const std::string tail = ".tmp";
    if (name.size() < 2 || name[0] != '.' || name.size() <= tail.size() || name.compare(name.size() - tail.size(), tail.size(), tail) != 0)
        return false;
    const std::string stem = name.substr(1, name.size() - 1 - tail.size());  // <key>.json.<pid>
    const std::size_t dot = stem.rfind('.');
    if (dot == std::string::npos || dot + 1 == stem.size() || stem.find_first_not_of("0123456789", dot + 1) != std::string::npos) return false;
    std::string file = stem.substr(0, dot);
    for (const std::string suffix : {".search.json", ".json"}) {
        if (file.size() <= suffix.size() || file.compare(file.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
        file.resize(file.size() - suffix.size());
        return file.find_first_not_of("0123456789abcdef") == std::string::npos;
    }
    return false;
}

/// Removes the temp files of writers that died mid-write (a killed test
/// process leaves one). Called under the lock, where no live writer has one.
void reclaim_orphaned_temps(const std::string& directory) {
    DIR* dir = ::opendir(directory.c_str());
    if (!dir) return;
    std::vector<std::string> orphans;
    while (const dirent* entry = ::readdir(dir))
        if (is_engine_temp(entry->d_name)) orphans.push_back(directory + "/" + entry->d_name);
    ::closedir(dir);
    for (const std::string& path : orphans) {
        struct stat st{};
        if (::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) (void)::unlink(path.c_str());
    }
}

void remove_file(const std::string& path) {
    if (::unlink(path.c_str()) != 0 && errno != ENOENT)
        throw CorpusError("Cannot remove the emptied corpus document \"" + path + "\": " + error_text(errno));
}

class DirectoryStore final : public DocumentStore {
public:
    explicit DirectoryStore(std::string directory) : directory_(std::move(directory)) {
        if (directory_.empty()) throw std::invalid_argument("The corpus directory path is empty: give a directory, e.g. build/property-db");
        while (directory_.size() > 1 && directory_.back() == '/') directory_.pop_back();
        // A directory that does not exist yet is created at the first write; one whose path loops never can be.
        struct stat st{};
        if (::stat(directory_.c_str(), &st) != 0 && errno == ELOOP) throw std::invalid_argument(loop_message(directory_));
    }

    std::optional<std::string> load(const std::string& key, DocumentKind kind) override {
        return read_file(directory_, file_name(key, kind));
    }

    void update(const std::string& key, DocumentKind kind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override {
        const std::string file = file_name(key, kind);
        make_directories(directory_);
        DirectoryLock lock(directory_ + "/.corpus.lock");
        reclaim_orphaned_temps(directory_);
        const std::optional<std::string> current = read_file(directory_, file);
        const std::optional<std::string> next = change(current);
        if (next == current) return;
        if (!next) return remove_file(directory_ + "/" + file);
        write_atomically(directory_, file, *next);
    }

    bool remove(const std::string& key, DocumentKind kind) override {
        const std::string path = directory_ + "/" + file_name(key, kind);
        struct stat st{};
        if (::lstat(path.c_str(), &st) != 0 && errno == ENOENT) return false;  // nothing to lock the directory for
        DirectoryLock lock(directory_ + "/.corpus.lock");
        if (::unlink(path.c_str()) == 0) return true;
        if (errno == ENOENT) return false;
        throw CorpusError("Cannot remove the corpus document \"" + path + "\": " + error_text(errno));
    }

    std::vector<StoredDocument> list() override {
        std::vector<StoredDocument> out;
        DIR* dir = ::opendir(directory_.c_str());
        if (!dir) {
            if (errno == ENOENT) return out;  // nothing written yet
            throw CorpusError("Cannot list the corpus directory \"" + directory_ + "\": " + error_text(errno));
        }
        while (const dirent* entry = ::readdir(dir)) {
            const std::string name = entry->d_name;
            // Only names the engine writes: temp files, the lock and strangers are not documents.
            for (const auto& [suffix, kind] : {std::pair{std::string(".search.json"), DocumentKind::Search},
                                               std::pair{std::string(".json"), DocumentKind::Regression}}) {
                if (name.size() <= suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
                const std::string key = name.substr(0, name.size() - suffix.size());
                if (key.find_first_not_of("0123456789abcdef") == std::string::npos) out.push_back({key, kind});
                break;
            }
        }
        ::closedir(dir);
        std::sort(out.begin(), out.end(), [](const StoredDocument& a, const StoredDocument& b) {
            return a.key != b.key ? a.key < b.key : a.kind < b.kind;
        });
        return out;
    }

private:
    static std::string file_name(const std::string& key, DocumentKind kind) {
        // The key becomes a file name: nothing in it may reach outside the directory.
        if (key.empty() || key.find_first_not_of("0123456789abcdef") != std::string::npos)
            throw std::invalid_argument("A corpus key is a lowercase hex digest (corpus_key()), got \"" + key + "\"");
        return key + (kind == DocumentKind::Search ? ".search.json" : ".json");
    }

    std::string directory_;
};

}  // namespace

std::shared_ptr<DocumentStore> directory_store(std::string directory) {
    return std::make_shared<DirectoryStore>(std::move(directory));
}

}  // namespace falsify
