#pragma once
// The definitions behind <falsify/harness/face.hpp>, which includes this file at its end.
#include <falsify/harness/face.hpp>

namespace falsify::harness {

template <class Face, class Call>
void absorbing_abort(typename Face::Silence& silence, Call&& call) {
    if constexpr (requires { typename Face::Abort; }) {
        try {
            call();
        } catch (const typename Face::Abort&) {
            if constexpr (requires { silence.ended(); }) silence.ended();
        }
    } else {
        call();
    }
}

template <class Face, class Call>
void silenced(Call&& call) {
    typename Face::Silence silence;
    absorbing_abort<Face>(silence, call);
    silence.rethrow_if_failed();
}

template <class Face>
void silenced_step(void (*step)(void*), void* context) {
    silenced<Face>([&] { step(context); });
}

template <class Face, class... Args, class... Extras>
void check_property(void (*body)(Args...), const Site& site, Extras&&... extras) {
    check(define<SilencedBody<Face, Args...>, Args...>({body}, site, std::forward<Extras>(extras)...), site, Face::framework());
}

template <class Face, class Fixture, class... Args, class... Extras>
void check_fixture_property(void (Fixture::*body)(Args...), const Site& site, Extras&&... extras) {
    check(define<SilencedFixtureBody<Face, Fixture, Args...>, Args...>({body}, site, std::forward<Extras>(extras)...), site,
          Face::framework());
}

}  // namespace falsify::harness

namespace falsify::harness {

template <class Face, class... Args>
void SilencedBody<Face, Args...>::operator()(const std::decay_t<Args>&... args) const {
    silenced<Face>([&] { body(args...); });
}

template <class Face, class Fixture, class... Args>
void SilencedFixtureBody<Face, Fixture, Args...>::operator()(const std::decay_t<Args>&... args) const {
    typename Face::Silence silence;
    absorbing_abort<Face>(silence, [&] {
        Fixture fixture;
        if constexpr (requires { fixture.falsify_set_up(); }) fixture.falsify_set_up();
        bool run = true;
        if constexpr (requires { silence.has_fatal_failure(); }) run = !silence.has_fatal_failure();
        if (run) {
            try {
                (fixture.*body)(args...);
            } catch (...) {
                if constexpr (requires { fixture.falsify_tear_down(); }) fixture.falsify_tear_down();
                throw;
            }
        }
        if constexpr (requires { fixture.falsify_tear_down(); }) fixture.falsify_tear_down();
    });
    silence.rethrow_if_failed();
}

}  // namespace falsify::harness
