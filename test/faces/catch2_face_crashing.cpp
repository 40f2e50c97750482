// Properties whose bodies crash, then an ordinary failing and an ordinary
// passing one, run by test_catch2_face.cpp: a crash is that property's failure,
// shrunk, and the later properties are run and reported as when run alone.
#include <falsify/catch2.hpp>

#include "crash_bodies.hpp"

// A body that crashes is left by a jump: what its frames held is never freed.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

using namespace falsify;
namespace crash = falsify::test::crash;

// Passing properties that change the process first: every crash after them shows it changed nothing.
FALSIFY_CATCH_PROPERTY("resets_signal_dispositions", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11).runs(5)) { crash::reset_signal_dispositions(n); }
FALSIFY_CATCH_PROPERTY("forks_children_that_exit", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11).runs(5)) { crash::fork_children_that_exit(n); }

FALSIFY_CATCH_PROPERTY("crash_abort", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::abort_at(n); }
FALSIFY_CATCH_PROPERTY("crash_segv", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_at(n); }
FALSIFY_CATCH_PROPERTY("crash_assert", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::assert_at(n); }
FALSIFY_CATCH_PROPERTY("crash_terminate", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::terminate_at(n); }
FALSIFY_CATCH_PROPERTY("crash_exit", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::exit_at(n); }
FALSIFY_CATCH_PROPERTY("crash_quick_exit", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::quick_exit_at(n); }
FALSIFY_CATCH_PROPERTY("crash_hang", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11).hang_ms(100)) { crash::hang_at(n); }
FALSIFY_CATCH_PROPERTY("crash_hang_blocking_signals", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11).hang_ms(100)) { crash::hang_blocking_signals_at(n); }
FALSIFY_CATCH_PROPERTY("crash_segv_blocking_signals", "[crash]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_blocking_signals_at(n); }

FALSIFY_CATCH_PROPERTY("ordinary_failing", "[crash]", (int n), gen::ints(0, 1000), Config().seed(5)) { CHECK(n < 100); }
FALSIFY_CATCH_PROPERTY("ordinary_passing", "[crash]", (int n), gen::ints(0, 1000), Config().seed(5)) { CHECK(n <= 1000); }

// Probes that end the process (crash_bodies.hpp, `ending`): each is run alone, never with the rest.
FALSIFY_CATCH_PROPERTY("ends_segv_on_a_thread", "[ends]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_on_a_thread_at(n); }
FALSIFY_CATCH_PROPERTY("ends_exit_on_a_thread", "[ends]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::exit_on_a_thread_at(n); }
FALSIFY_CATCH_PROPERTY("ends_quick_exit_on_a_thread", "[ends]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::quick_exit_on_a_thread_at(n); }
FALSIFY_CATCH_PROPERTY("ends_sigterm", "[ends]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::sigterm_at(n); }
FALSIFY_CATCH_PROPERTY("ends_sigterm_while_shrinking", "[ends]", (int n), gen::ints(0, 1000), Config().seed(11)) { crash::sigterm_while_shrinking_at(n); }
