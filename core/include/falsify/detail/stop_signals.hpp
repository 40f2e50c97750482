#pragma once
// For a program built on falsify whose stop signals (SIGTERM, SIGINT, SIGHUP,
// SIGQUIT) ask it to end in good order, as a campaign worker's do: a stop is
// then no interrupted run, and falsify says no last words for it.
namespace falsify::detail {

void stop_signals_are_orderly() noexcept;

}  // namespace falsify::detail
