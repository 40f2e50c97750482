#pragma once
// The Boost.Test face: one macro declares a property as a test case.
//
//   FALSIFY_PROPERTY(never_42, (std::vector<int> xs)) {
//       FALSIFY_ASSERT(std::find(xs.begin(), xs.end(), 42) == xs.end());
//   }
//   FALSIFY_PROPERTY(small, (int value), falsify::Config().runs(500),
//                    falsify::param("value", falsify::gen::ints(0, 100))) {
//       BOOST_TEST(value <= 50);
//   }
//
// After the parameter list come, in any order: a falsify::Config, named
// generators (falsify::param), explicit examples (falsify::example), listeners.
// PROPERTY_RUNS, PROPERTY_SEED, PROPERTY_PHASES, PROPERTY_DERANDOMIZE,
// PROPERTY_EDGE_CASES and PROPERTY_VERBOSE are read from the environment.
#include <falsify/environment.hpp>
#include <falsify/falsify.hpp>

#include <boost/test/execution_monitor.hpp>
#include <boost/test/unit_test.hpp>

#include <functional>
#include <string>
#include <type_traits>
#include <utility>

namespace falsify::boost_test {

/// Thrown in place of a failed BOOST_TEST / BOOST_CHECK / BOOST_REQUIRE inside
/// a property body, so that the engine sees the run fail.
class BoostAssertionFailed : public Error {
public:
    BoostAssertionFailed();
};

/// Where a property was declared.
struct Site {
    const char* file;
    int line;
    const char* name;
    const char* parameters;
};

/// While alive, Boost.Test assertions neither print nor count: they are
/// collected, and BoostAssertionFailed is thrown by rethrow_if_failed().
class SilencedAssertions {
public:
    SilencedAssertions();
    ~SilencedAssertions();
    SilencedAssertions(const SilencedAssertions&) = delete;
    SilencedAssertions& operator=(const SilencedAssertions&) = delete;
    void rethrow_if_failed() const;

private:
    bool owner_;
    unsigned failures_before_;
};

std::string property_id();
Listener verbose_listener(std::string name);
/// Reports a verdict at the property's line; `replay` re-runs the shrunk input with Boost.Test live.
void report(const Result& result, const Site& site, const std::function<void()>& replay);

namespace detail {

template <class T, class... Extras>
inline constexpr bool has_named_generator = (std::is_same_v<std::decay_t<Extras>, NamedGenerator<T>> || ...);

template <class T, class... Extras>
constexpr void require_generator() {
    if constexpr (!HasArbitrary<T> && !has_named_generator<T, Extras...>) (void)no_default_generator_for<T>{};
}

template <class P, class E>
void apply_extra(P& property, Config& config, E&& extra) {
    if constexpr (std::is_same_v<std::decay_t<E>, Config>) config = std::forward<E>(extra);
    else property.with(std::forward<E>(extra));
}

}  // namespace detail

template <class... Args, class... Extras>
void check(void (*body)(Args...), const Site& site, Extras&&... extras) {
    (detail::require_generator<std::decay_t<Args>, Extras...>(), ...);
    const EnvironmentOverrides environment = EnvironmentOverrides::from_environment();
    std::function<void(Args...)> silenced = [body](Args... args) {
        SilencedAssertions silence;
        try {
            body(std::forward<Args>(args)...);
        } catch (const boost::execution_aborted&) {
            // BOOST_REQUIRE: the failure was collected; fall through to rethrow it as ours.
        }
        silence.rethrow_if_failed();
    };
    Property<Args...> property(property_id(), silenced);
    property.names(falsify::detail::parameter_names(site.parameters)).file(site.file).name(site.name);
    Config config;
    (detail::apply_extra(property, config, std::forward<Extras>(extras)), ...);
    property.with(environment.apply(config));
    if (environment.verbose) property.with(verbose_listener(site.name));
    const PropertyDefinition definition = property.definition();
    const Result result = run(definition);
    report(result, site, [&] {
        PropertyDefinition live = definition;
        live.body = [body](const std::vector<falsify::detail::AnyTree>& args) {
            [&]<std::size_t... I>(std::index_sequence<I...>) {
                body(falsify::detail::value_of<std::decay_t<Args>>(args[I])...);
            }(std::index_sequence_for<Args...>());
        };
        live.body(result.shrunk_input());
    });
}

}  // namespace falsify::boost_test

#define FALSIFY_DETAIL_BODY(name) falsify_property_body_##name

/// Declares a property as a Boost.Test test case. `params` is the
/// parenthesised parameter list; optional extras follow (see above).
#define FALSIFY_PROPERTY(name, params, ...)                                                                          \
    static void FALSIFY_DETAIL_BODY(name) params;                                                                    \
    BOOST_AUTO_TEST_CASE(name) {                                                                                     \
        ::falsify::boost_test::check(&FALSIFY_DETAIL_BODY(name), ::falsify::boost_test::Site{__FILE__, __LINE__, #name, #params} \
                                         __VA_OPT__(, ) __VA_ARGS__);                                                \
    }                                                                                                                \
    static void FALSIFY_DETAIL_BODY(name) params
