// What an adapter learns about where it runs: the program, and assertion sites
// kept alive for the descent.
#include <falsify/harness.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <system_error>

namespace falsify::harness {

std::string running_program() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string() : self.string();
}

std::vector<std::string> running_arguments() {
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::string> arguments;
    for (std::size_t at = 0; at < all.size();) {
        const std::size_t end = std::min(all.find('\0', at), all.size());
        arguments.push_back(all.substr(at, end - at));
        at = end + 1;
    }
    if (!arguments.empty()) arguments.erase(arguments.begin());
    return arguments;
}

std::string output_options(const std::vector<std::string>& arguments, std::initializer_list<std::string_view> options,
                           std::initializer_list<std::string_view> separate) {
    std::string kept;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        auto sets = [&](std::string_view option) {
            return argument == option || (argument.size() > option.size() && argument.substr(0, option.size()) == option &&
                                          argument[option.size()] == '=');
        };
        // Appended piece by piece: g++ -O3 warns falsely (-Wrestrict) on " " + a string.
        if (std::any_of(options.begin(), options.end(), sets)) {
            kept.append(1, ' ').append(shell_quote(arguments[i]));
        } else if (std::find(separate.begin(), separate.end(), argument) != separate.end() && i + 1 < arguments.size()) {
            kept.append(1, ' ').append(shell_quote(arguments[i])).append(1, ' ').append(shell_quote(arguments[i + 1]));
            ++i;
        } else if (std::any_of(separate.begin(), separate.end(), sets)) {
            kept.append(1, ' ').append(shell_quote(arguments[i]));
        }
    }
    return kept;
}

const char* interned_file_name(const std::string& file) {
    static std::mutex guard;
    static std::set<std::string> files;
    const std::lock_guard<std::mutex> lock(guard);
    return files.insert(file).first->c_str();
}

}  // namespace falsify::harness
