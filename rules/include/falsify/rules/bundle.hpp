#pragma once
// Bundles: values a rule returns (a handle, a key, an id) that later rules take
// as arguments. Declared inside the machine class:
//
//   FALSIFY_BUNDLE(files, int);                       // a bundle of ints
//   FALSIFY_RULE_INTO(files, open, (std::string path)) { return fs.open(path); }
//   FALSIFY_RULE(read, (falsify::Ref<files> file)) { fs.read(*file); }
//   FALSIFY_RULE(close, (falsify::Consumes<files> file)) { fs.close(*file); }
//
// A reference names one produced value, not a position: it prints as `v3`
// (the third value the sequence produces). Shrinking points it at earlier
// values of its bundle, and elsewhere when its producer is deleted (see
// sequence_tree.hpp).
#include <falsify/rules/detail/bundle.hpp>
#include <falsify/show.hpp>

#include <cstdint>
#include <string>

namespace falsify {

/// The base of every FALSIFY_BUNDLE type: Self is the bundle, T its values.
template <class Self, class T>
struct Bundle {
    using value_type = T;
};

/// An argument drawn from bundle B. With Consume, the value leaves the bundle
/// once the step ran (a closed handle is not used again).
template <class B, bool Consume = false>
class Ref {
public:
    using bundle_type = B;
    using value_type = typename B::value_type;
    static constexpr bool consumes = Consume;

    /// The number shown as `vN`.
    std::uint64_t id() const noexcept { return id_; }
    const value_type& value() const noexcept { return *value_; }
    const value_type& operator*() const noexcept { return *value_; }
    const value_type* operator->() const noexcept { return value_; }

private:
    friend struct detail::RefAccess<B, Consume>;
    std::uint64_t id_ = 0;
    const value_type* value_ = nullptr;
};

template <class B>
using Consumes = Ref<B, true>;

template <class B, bool C>
struct Show<Ref<B, C>> {
    static void show(std::string& out, const Ref<B, C>& ref) {
        out += 'v';  // appended, not "v" + ...: GCC 12 -O3 warns on that (-Wrestrict, a false positive)
        out += std::to_string(ref.id());
    }
};

}  // namespace falsify

/// Declares a bundle inside a machine class: FALSIFY_BUNDLE(files, int);
#define FALSIFY_BUNDLE(name, ...) \
    struct name : ::falsify::Bundle<name, __VA_ARGS__> {}

// What Ref is made of.
#include <falsify/rules/impl/bundle.hpp>
