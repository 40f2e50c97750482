#pragma once
// Deterministic JSON text: the same value is always the same bytes, whichever
// backend stores it. The engine writes JSON itself (reports, the documents of
// the corpus), so that it links no JSON library; the text is exactly what
// Boost.JSON 1.81 serializes, which reads it back in the corpus layer.
#include <string>
#include <string_view>

namespace falsify::detail {

/// `compact` (JSON text without insignificant whitespace) indented: two
/// spaces, one member or element per line, "key": value, empty containers
/// as {} and []. No trailing newline.
std::string pretty_json(std::string_view compact);

}  // namespace falsify::detail
