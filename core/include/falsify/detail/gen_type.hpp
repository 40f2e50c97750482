#pragma once
// What Gen<T> (<falsify/gen_type.hpp>) is made of: its names, made once or given whole.
#include <atomic>
#include <memory>
#include <string>
#include <utility>

namespace falsify::detail {

/// A value made the first time it is asked for, once, whichever thread asks.
template <class V>
class MadeOnce {
public:
    MadeOnce() = default;
    MadeOnce(const MadeOnce&) = delete;
    MadeOnce& operator=(const MadeOnce&) = delete;
    ~MadeOnce() { delete made_.load(std::memory_order_acquire); }

    template <class Make>
    const V& get(const Make& make) const {
        const V* made = made_.load(std::memory_order_acquire);
        if (made) return *made;
        auto fresh = std::make_unique<const V>(make());
        if (made_.compare_exchange_strong(made, fresh.get(), std::memory_order_acq_rel)) return *fresh.release();
        return *made;
    }

private:
    mutable std::atomic<const V*> made_{nullptr};
};

/// A generator's name, made only when asked: most generators are built by
/// the thousand inside flat_map functions and never named in a report.
template <class MakeName>
class LazyName {
public:
    explicit LazyName(MakeName make) : make_(std::move(make)) {}
    const std::string& get() const { return text_.get(make_); }

private:
    MakeName make_;
    MadeOnce<std::string> text_;
};

/// Where a generator lists no nested trees, or regenerates as it generates.
struct NoParts {
    template <class... Args>
    void operator()(const Args&...) const noexcept {}
};
struct NoRefit {};

/// A name given whole.
class EagerName {
public:
    explicit EagerName(std::string text) : text_(std::move(text)) {}
    const std::string& get() const noexcept { return text_; }

private:
    std::string text_;
};

}  // namespace falsify::detail
