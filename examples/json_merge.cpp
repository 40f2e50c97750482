// A deep merge of JSON configuration documents: objects merge key by key, and
// anything else in the overlay replaces the base. Its author also appended
// arrays, so merging a document into itself doubles every array in it; merge
// is meant to be idempotent. falsify finds that and shrinks the document to
// the smallest one that shows it.
#include <falsify/falsify.hpp>
#include <falsify/gen/json.hpp>

#include <boost/json/value.hpp>

#include <iostream>

namespace config {

boost::json::value merge(const boost::json::value& base, const boost::json::value& overlay) {
    if (base.is_object() && overlay.is_object()) {
        boost::json::object out = base.get_object();
        for (const auto& [key, value] : overlay.get_object()) {
            const auto* existing = out.if_contains(key);
            out[key] = existing ? merge(*existing, value) : value;
        }
        return out;
    }
    if (base.is_array() && overlay.is_array()) {  // the bug: arrays are appended, not replaced
        boost::json::array out = base.get_array();
        for (const auto& item : overlay.get_array()) out.push_back(item);
        return out;
    }
    return overlay;
}

}  // namespace config

int main() {
    auto result = falsify::property("merge_is_idempotent",
                                    [](const boost::json::value& doc) { FALSIFY_ASSERT(config::merge(doc, doc) == doc); },
                                    falsify::gen::json(), falsify::Config().runs(1000))
                      .names({"doc"})
                      .file(__FILE__)
                      .check();
    if (result.passed()) {
        std::cout << "merge(doc, doc) == doc held on every document: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
