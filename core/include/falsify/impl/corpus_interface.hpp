#pragma once
// The definitions behind <falsify/corpus_interface.hpp>, which includes this file at its end.
#include <falsify/corpus_interface.hpp>

namespace falsify {

inline bool DocumentStore::remove(const std::string& key, DocumentKind kind) {
    bool removed = false;
    update(key, kind, [&removed](const std::optional<std::string>& current) -> std::optional<std::string> {
        removed = current.has_value();
        return std::nullopt;
    });
    return removed;
}

}  // namespace falsify
