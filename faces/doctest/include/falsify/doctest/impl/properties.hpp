#pragma once
// The definitions behind <falsify/doctest/properties.hpp>, which includes this file at its end.
#include <falsify/doctest/properties.hpp>

namespace falsify::doctest_face {

inline SilencedAssertions::SilencedAssertions()
    : outer_(current()), context_(::doctest::detail::g_cs), running_(::doctest::is_running_in_test) {
    // Never destroyed: destroying a context detaches doctest from it at exit.
    static ::doctest::Context* const silent = [] {
        auto* context = new ::doctest::Context;
        context->setAssertHandler(&collect);
        return context;
    }();
    silent->setAsDefaultForAssertsOutOfTestCases();
    ::doctest::is_running_in_test = false;
    current() = this;
}

inline SilencedAssertions::~SilencedAssertions() { restore(this); }

inline void SilencedAssertions::ended() {
    const std::lock_guard<std::mutex> hold(mutex_);
    if (message_.empty()) message_ = "a doctest FAIL ended the body";
}

inline SilencedAssertions*& SilencedAssertions::current() {
    static SilencedAssertions* silence = nullptr;
    return silence;
}

inline void SilencedAssertions::collect(const ::doctest::AssertData& data) {
    std::ostringstream text;
    text << data.m_file << ":" << data.m_line << ": " << ::doctest::assertString(data.m_at) << "( " << data.m_expr << " ) ";
    if (data.m_threw) text << "threw exception: " << data.m_exception;
    else text << "is NOT correct! values: " << ::doctest::assertString(data.m_at) << "( " << data.m_decomp << " )";
    const int contexts = ::doctest::IReporter::get_num_active_contexts();
    for (int i = 0; i < contexts; ++i) {
        text << "\n  logged: ";
        ::doctest::IReporter::get_active_contexts()[i]->stringify(&text);
    }
    SilencedAssertions* self = current();
    const std::lock_guard<std::mutex> hold(self->mutex_);
    if (self->message_.empty()) {
        self->file_ = harness::interned_file_name(data.m_file);
        self->line_ = data.m_line;
    } else {
        self->message_ += '\n';
    }
    self->message_ += text.str();
}

inline void SilencedAssertions::restore(void* self) noexcept {
    auto* silence = static_cast<SilencedAssertions*>(self);
    ::doctest::detail::g_cs = silence->context_;
    ::doctest::is_running_in_test = silence->running_;
    current() = silence->outer_;
}

inline void SilencedAssertions::rethrow_if_failed() const {
    if (!message_.empty()) throw DoctestAssertionFailed(message_, file_, line_);
}

}  // namespace falsify::doctest_face

namespace falsify::doctest_face {

inline const harness::Framework& Face::framework() {
    static const detail::DoctestFramework framework;
    return framework;
}

inline Site Face::current_site(const char* parameters) {
    const auto* test = ::doctest::getContextOptions()->currentTest;
    if (!test) return Site{"(no running test)", 0, "(no running test)", parameters};
    return Site{test->m_file.c_str(), static_cast<int>(test->m_line), test->m_name, parameters};
}

}  // namespace falsify::doctest_face
