// A run-length encoder that writes each run as <count><char>. Its decoder reads
// a single digit, so any run longer than 9 characters comes back wrong.
// falsify finds that and shrinks the input to the smallest such run.
#include <falsify/falsify.hpp>

#include <iostream>
#include <string>

namespace rle {

std::string encode(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t run = 1;
        while (i + run < text.size() && text[i + run] == text[i]) ++run;
        out += std::to_string(run);
        out += text[i];
        i += run;
    }
    return out;
}

std::string decode(const std::string& encoded) {
    std::string out;
    for (std::size_t i = 0; i + 1 < encoded.size(); i += 2) out.append(static_cast<std::size_t>(encoded[i] - '0'), encoded[i + 1]);
    return out;
}

}  // namespace rle

int main() {
    namespace gen = falsify::gen;
    // Text over a two-letter alphabet, so that long runs are common.
    auto text = gen::vectors(gen::elements({'a', 'b'}), 0, 40).map([](const std::vector<char>& cs) {
        return std::string(cs.begin(), cs.end());
    });
    auto result = falsify::property(
                      "rle_round_trip", [](const std::string& s) { FALSIFY_ASSERT(rle::decode(rle::encode(s)) == s); }, text,
                      falsify::Config().runs(1000))
                      .names({"s"})
                      .check();
    if (result.passed()) {
        std::cout << "The round trip held on every input: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
