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
