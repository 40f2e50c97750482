// A regression corpus document as a store returns it (a file, or a Redis
// value another process wrote): recalled into entries, or refused with
// CorpusError. Nothing else may escape, and nothing may crash.
#include "fuzz_target.hpp"

#include <falsify/corpus.hpp>

namespace {

/// A store holding the input as the one regression document of every property.
class OneDocument final : public falsify::DocumentStore {
public:
    explicit OneDocument(std::string text) : text_(std::move(text)) {}
    std::optional<std::string> load(const std::string&, falsify::DocumentKind kind) override {
        if (kind == falsify::DocumentKind::Search) return std::nullopt;
        return text_;
    }
    void update(const std::string&, falsify::DocumentKind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override {
        text_ = change(text_).value_or("");
    }

private:
    std::string text_;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    falsify::DocumentCorpus corpus(std::make_shared<OneDocument>(std::string(falsify::fuzz::text_of(data, size))));
    falsify::fuzz::refusing_only<falsify::CorpusError>([&] { (void)corpus.recall("fuzz/property", {"x", "s"}); });
    return 0;
}
