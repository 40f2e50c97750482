// Properties whose bodies crash, then an ordinary failing and an ordinary
// passing one, run by test_gtest_face.cpp: a crash is that property's failure,
// shrunk, and the later properties are run and reported as when run alone.
#include <falsify/gtest.hpp>

#include "crash_bodies.hpp"

// A body that crashes is left by a jump: what its frames held is never freed.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

using namespace falsify;
namespace crash = falsify::test::crash;

// Passing properties that change the process first: every crash after them shows it changed nothing.
FALSIFY_GTEST_PROPERTY(Crash, resets_signal_dispositions, (int n), gen::ints(0, 1000), Config().seed(11).runs(5)) { crash::reset_signal_dispositions(n); }
FALSIFY_GTEST_PROPERTY(Crash, forks_children_that_exit, (int n), gen::ints(0, 1000), Config().seed(11).runs(5)) { crash::fork_children_that_exit(n); }

FALSIFY_GTEST_PROPERTY(Crash, crash_abort, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::abort_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_segv, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_assert, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::assert_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_terminate, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::terminate_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_exit, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::exit_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_quick_exit, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::quick_exit_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_hang, (int n), gen::ints(0, 1000), Config().seed(11).hang_ms(100)) { crash::hang_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_hang_blocking_signals, (int n), gen::ints(0, 1000), Config().seed(11).hang_ms(100)) { crash::hang_blocking_signals_at(n); }
FALSIFY_GTEST_PROPERTY(Crash, crash_segv_blocking_signals, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_blocking_signals_at(n); }

FALSIFY_GTEST_PROPERTY(Crash, ordinary_failing, (int n), gen::ints(0, 1000), Config().seed(5)) { EXPECT_LT(n, 100); }
FALSIFY_GTEST_PROPERTY(Crash, ordinary_passing, (int n), gen::ints(0, 1000), Config().seed(5)) { EXPECT_LE(n, 1000); }

// Probes that end the process (crash_bodies.hpp, `ending`): each is run alone, never with the rest.
FALSIFY_GTEST_PROPERTY(Ends, ends_segv_on_a_thread, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::segv_on_a_thread_at(n); }
FALSIFY_GTEST_PROPERTY(Ends, ends_exit_on_a_thread, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::exit_on_a_thread_at(n); }
FALSIFY_GTEST_PROPERTY(Ends, ends_quick_exit_on_a_thread, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::quick_exit_on_a_thread_at(n); }
FALSIFY_GTEST_PROPERTY(Ends, ends_sigterm, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::sigterm_at(n); }
FALSIFY_GTEST_PROPERTY(Ends, ends_sigterm_while_shrinking, (int n), gen::ints(0, 1000), Config().seed(11)) { crash::sigterm_while_shrinking_at(n); }
