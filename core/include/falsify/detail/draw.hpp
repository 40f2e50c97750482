#pragma once
// What <falsify/draw.hpp> is made of, apart so that the public header reads as its API.
#include <falsify/detail/any_tree.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/property.hpp>
#include <falsify/show.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <typeinfo>

namespace falsify::detail {

/// The node at the next tape position: the recorded one when the tape has it
/// (and it is of the requested type), else a fresh one from the run's stream.
/// Throws std::logic_error outside a property run.
const AnyTree& draw_node(const std::type_info& type, AnyTree (*generate)(Random&, const void*), const void* generator);
void add_note(std::string label, std::string rendered);
/// Whether the calling thread runs a property's body (where draw() and note() work).
bool in_property_run() noexcept;

}  // namespace falsify::detail
