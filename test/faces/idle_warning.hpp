#pragma once
// What each face's run of IdleMachine (idle_machine.hpp) must print on stderr after
// "Property "<name>": ", read by the faces' tests.
inline constexpr const char* idle_warning = "never never ran in 100 sequence(s), so nothing tested it: it came up ";
