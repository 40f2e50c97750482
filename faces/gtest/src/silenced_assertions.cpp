// GoogleTest assertions in a property body: intercepted on this thread while
// the engine runs the body, and turned into a GTestAssertionFailed that
// carries the first failure's site and every failure's message.
#include <falsify/gtest.hpp>

#include <gtest/gtest-spi.h>

#include <string>

namespace falsify::gtest {

struct SilencedAssertions::Collector {
    ::testing::TestPartResultArray results;
    ::testing::ScopedFakeTestPartResultReporter reporter{::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD,
                                                         &results};
};

namespace {

// Appended piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on "literal" + std::string&&.
void append_site(std::string& out, const ::testing::TestPartResult& part) {
    if (!part.file_name()) {
        out += "(unknown file)";
        return;
    }
    out += part.file_name();
    if (part.line_number() >= 0) {
        out += ':';
        out += std::to_string(part.line_number());
    }
}

}  // namespace

GTestAssertionFailed::GTestAssertionFailed(std::string message, const char* file, int line)
    : AssertionFailure(std::move(message), file, line) {}

SilencedAssertions::SilencedAssertions()
    : collector_(std::make_unique<Collector>()),
      crash_cleanup_([](void* self) noexcept { static_cast<SilencedAssertions*>(self)->collector_.reset(); }, this) {}

SilencedAssertions::~SilencedAssertions() = default;

bool SilencedAssertions::has_fatal_failure() const {
    const auto& results = collector_->results;
    for (int i = 0; i < results.size(); ++i)
        if (results.GetTestPartResult(i).fatally_failed()) return true;
    return false;
}

void SilencedAssertions::rethrow_if_failed() const {
    const auto& results = collector_->results;
    const ::testing::TestPartResult* first = nullptr;
    std::string message;
    for (int i = 0; i < results.size(); ++i) {
        const ::testing::TestPartResult& part = results.GetTestPartResult(i);
        if (!part.failed()) continue;
        if (!first) first = &part;
        if (!message.empty()) message += '\n';
        append_site(message, part);
        message += ": ";
        message += part.summary();
    }
    if (!first) return;
    const char* file = first->file_name() ? harness::interned_file_name(first->file_name()) : nullptr;
    throw GTestAssertionFailed(message, file, first->line_number() >= 0 ? first->line_number() : 0);
}

}  // namespace falsify::gtest
