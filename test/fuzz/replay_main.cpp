// The main of a fuzz target built without libFuzzer: every file named, or
// held by a directory named, on the command line is given to the target once.
// An input the target finds fault with aborts, as under the fuzzer. Options
// (-x, --x: libFuzzer's, or a test runner's) are ignored.
#include "fuzz_target.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

int main(int argc, char** argv) {
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] == '-') continue;
        const fs::path path(argv[i]);
        if (fs::is_directory(path)) {
            for (const auto& entry : fs::directory_iterator(path))
                if (entry.is_regular_file()) inputs.push_back(entry.path());
        } else if (fs::is_regular_file(path)) {
            inputs.push_back(path);
        } else {
            std::cerr << argv[0] << ": no such file or directory: " << path << '\n';
            return 2;
        }
    }
    if (inputs.empty()) {
        std::cerr << argv[0] << ": no inputs given; name files or directories of inputs to replay\n";
        return 2;
    }
    std::sort(inputs.begin(), inputs.end());
    for (const auto& input : inputs) {
        std::ifstream in(input, std::ios::binary);
        const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    }
    std::cout << argv[0] << ": " << inputs.size() << " input(s) replayed, none found at fault\n";
    return 0;
}
