#pragma once
// Helpers of the regression-corpus suites: scratch directories, files, and a
// listener that keeps every event.
#include <falsify/corpus.hpp>
#include <falsify/falsify.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/stat.h>

namespace falsify::test {

/// A fresh directory under /tmp, removed with everything in it.
class TempDir {
public:
    TempDir() {
        char pattern[] = "/tmp/falsify-corpus-XXXXXX";
        if (!::mkdtemp(pattern)) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::string& path() const noexcept { return path_; }
    std::string operator/(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

inline std::optional<std::string> read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_text(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// The document file of `property_id` in `directory`.
inline std::string document_path(const std::string& directory, const std::string& property_id) {
    return directory + "/" + corpus_key(property_id) + ".json";
}

inline unsigned permissions(const std::string& path) {
    struct stat st{};
    if (::lstat(path.c_str(), &st) != 0) return 0;
    return static_cast<unsigned>(st.st_mode & 07777);
}

/// Every file name in `directory`, sorted.
inline std::vector<std::string> listing(const std::string& directory) {
    std::vector<std::string> names;
    std::error_code ignored;
    for (const auto& entry : std::filesystem::directory_iterator(directory, ignored)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

struct Recorder {
    std::vector<Event> events;

    Listener listener() {
        return [this](const Event& e) { events.push_back(e); };
    }
    template <class E>
    std::vector<E> of() const {
        std::vector<E> out;
        for (const auto& e : events)
            if (const auto* wanted = std::get_if<E>(&e)) out.push_back(*wanted);
        return out;
    }
    template <class E>
    std::size_t count() const {
        return of<E>().size();
    }
    /// The CorpusFailed events as "operation: message".
    std::vector<std::string> failures() const {
        std::vector<std::string> out;
        for (const auto& e : of<falsify::event::CorpusFailed>()) out.push_back(e.operation + ": " + e.failure.message);
        return out;
    }
};

inline std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : " | ") + item;
    return out;
}

}  // namespace falsify::test
