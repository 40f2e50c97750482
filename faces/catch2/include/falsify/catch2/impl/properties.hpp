#pragma once
// The definitions behind <falsify/catch2/properties.hpp>, which includes this file at its end.
#include <falsify/catch2/properties.hpp>

namespace falsify::catch2::detail {

inline std::string test_spec(const std::string& name) {
    std::string spec;
    for (char c : name) {
        if (c == '\\' || c == ',' || c == '[' || c == ']' || c == '*' || c == '"' || c == '~') spec += '\\';
        spec += c;
    }
    return spec;
}

inline void report_at(const Site& site, Catch::ResultWas::OfType type, const std::string& message) {
    Catch::AssertionHandler handler("FALSIFY_CATCH_PROPERTY", Catch::SourceLineInfo(site.file, static_cast<std::size_t>(site.line)),
                                    Catch::StringRef(), Catch::ResultDisposition::ContinueOnFailure);
    handler.handleMessage(type, message);
    handler.complete();
}

}  // namespace falsify::catch2::detail

namespace falsify::catch2 {

inline void check_definition(PropertyDefinition definition, const Site& site) {
    harness::check(std::move(definition), site, Face::framework());
}

}  // namespace falsify::catch2
