// What an adapter learns about where it runs: the program, and assertion sites
// kept alive for the descent.
#include <falsify/harness.hpp>

#include <filesystem>
#include <mutex>
#include <set>
#include <system_error>

namespace falsify::harness {

std::string running_program() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string() : self.string();
}

const char* interned_file_name(const std::string& file) {
    static std::mutex guard;
    static std::set<std::string> files;
    const std::lock_guard<std::mutex> lock(guard);
    return files.insert(file).first->c_str();
}

}  // namespace falsify::harness
