// JSON documents: a bounded recursion over leaves, arrays and objects.
#include <falsify/gen/json.hpp>

#include <falsify/gen/choice.hpp>
#include <falsify/gen/combinators.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/strings.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

namespace falsify::gen {

namespace {

namespace json_ns = boost::json;

Gen<json_ns::value> json_leaves() {
    auto as_value = [](const auto& v) { return json_ns::value(v); };
    // Listed simplest first: a leaf shrinks toward null.
    return Gen<json_ns::value>(one_of(constant(json_ns::value(nullptr)), booleans().map(as_value),
                                      ints<std::int64_t>(-1000, 1000).map(as_value), doubles(-1000, 1000).map(as_value),
                                      string_from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ", 0, 12)
                                          .map([](const std::string& s) { return json_ns::value(json_ns::string(s)); })));
}

/// One list of keyed entries, read as an object or (keys dropped) as an array:
/// an object's first simplification is the array of its values, never a
/// fresh draw of another shape.
Gen<json_ns::value> json_branches(const Gen<json_ns::value>& below) {
    using Entry = std::tuple<std::string, json_ns::value>;
    auto entries = vectors(tuples(string_from("abcdefghijklmnopqrstuvwxyz", 0, 8), below), 0, 4);
    return tuples(booleans(), std::move(entries)).map([](const std::tuple<bool, std::vector<Entry>>& branch) {
        const auto& [is_object, items] = branch;
        if (!is_object) {
            json_ns::array out;
            for (const auto& item : items) out.push_back(std::get<1>(item));
            return json_ns::value(std::move(out));
        }
        json_ns::object out;
        for (const auto& [key, item] : items) out[key] = item;  // a repeated key keeps its last value
        return json_ns::value(std::move(out));
    });
}

}  // namespace

Gen<boost::json::value> json(int max_depth) {
    if (max_depth < 0)
        throw std::invalid_argument("gen::json: max_depth must be at least 0 (0 gives leaves only), got " + std::to_string(max_depth));
    if (max_depth == 0) return json_leaves().named("gen::json(0)");
    return recursive(json_leaves(), json_branches, max_depth).named("gen::json(" + std::to_string(max_depth) + ")");
}

Gen<std::string> json_strings(int max_depth) {
    return json(max_depth)
        .map([](const boost::json::value& v) { return std::string(boost::json::serialize(v)); })
        .named("gen::json_strings(" + std::to_string(max_depth) + ")");
}

}  // namespace falsify::gen
