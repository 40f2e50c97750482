// The catalog, JSON: gen::json's domain (leaves, arrays, objects, depth), its
// shrinking (a level to a leaf, then to an entry), and gen::json_strings.
#include "support.hpp"

#include <falsify/falsify.hpp>
#include <falsify/gen/json.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/test/unit_test.hpp>

#include <functional>
#include <set>
#include <stdexcept>
#include <string>

using namespace falsify;
namespace json = boost::json;

namespace {

/// Nesting depth: a leaf is 0, an array or object one more than its deepest entry.
int depth(const json::value& v) {
    int deepest = -1;
    if (v.is_array())
        for (const auto& item : v.get_array()) deepest = std::max(deepest, depth(item));
    else if (v.is_object())
        for (const auto& entry : v.get_object()) deepest = std::max(deepest, depth(entry.value()));
    else
        return 0;
    return deepest + 1;
}

/// Every node of v, depth first.
void each_node(const json::value& v, const std::function<void(const json::value&)>& visit) {
    visit(v);
    if (v.is_array())
        for (const auto& item : v.get_array()) each_node(item, visit);
    if (v.is_object())
        for (const auto& entry : v.get_object()) each_node(entry.value(), visit);
}

bool any_node(const json::value& v, const std::function<bool(const json::value&)>& test) {
    bool found = false;
    each_node(v, [&](const json::value& n) { found = found || test(n); });
    return found;
}

/// The shrunk argument of a property over gen::json() that fails when `fails` holds.
std::string shrunk(const std::function<bool(const json::value&)>& fails, std::uint64_t seed) {
    const auto result = property("json", [&](const json::value& doc) { FALSIFY_ASSERT(!fails(doc)); })
                            .names({"doc"})
                            .with(param("doc", gen::json()))
                            .with(Config().seed(seed).runs(1000))
                            .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    return result.counter_example()->shrunk_arguments.at(0).value;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(catalog_json)

BOOST_AUTO_TEST_CASE(values_stay_in_the_documented_domain_and_reach_every_kind) {
    const auto g = gen::json();
    std::set<std::string> kinds;
    int deepest = 0;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        Random random(seed);
        const json::value doc = g.generate(random).value();
        BOOST_TEST_REQUIRE(depth(doc) <= 3, json::serialize(doc));
        deepest = std::max(deepest, depth(doc));
        each_node(doc, [&](const json::value& n) {
            if (n.is_null()) kinds.insert("null");
            if (n.is_bool()) kinds.insert("bool");
            if (n.is_int64()) {
                kinds.insert("int");
                BOOST_TEST((n.get_int64() >= -1000 && n.get_int64() <= 1000), n.get_int64());
            }
            if (n.is_double()) {
                kinds.insert("double");
                BOOST_TEST((n.get_double() >= -1000.0 && n.get_double() < 1000.0), n.get_double());
            }
            if (n.is_string()) {
                kinds.insert("string");
                const json::string& s = n.get_string();
                BOOST_TEST(s.size() <= 12u);
                for (char c : s) BOOST_TEST((std::isalnum(static_cast<unsigned char>(c)) || c == ' '), s);
            }
            if (n.is_array()) {
                kinds.insert("array");
                BOOST_TEST(n.get_array().size() <= 4u);
            }
            if (n.is_object()) {
                kinds.insert("object");
                BOOST_TEST(n.get_object().size() <= 4u);
                for (const auto& entry : n.get_object()) {
                    BOOST_TEST(entry.key().size() <= 8u);
                    for (char c : entry.key()) BOOST_TEST((c >= 'a' && c <= 'z'), std::string(entry.key()));
                }
            }
        });
    }
    BOOST_TEST(kinds == (std::set<std::string>{"array", "bool", "double", "int", "null", "object", "string"}),
               boost::test_tools::per_element());
    BOOST_TEST(deepest == 3);
}

BOOST_AUTO_TEST_CASE(depth_zero_gives_leaves_and_a_negative_depth_is_refused) {
    const auto leaves = gen::json(0);
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        Random random(seed);
        BOOST_TEST(depth(leaves.generate(random).value()) == 0);
    }
    BOOST_TEST(falsify::test::error_of<std::invalid_argument>([] { (void)gen::json(-1); }) ==
               "gen::json: max_depth must be at least 0 (0 gives leaves only), got -1");
    BOOST_TEST(gen::json(2).name() == "gen::json(2)");
}

BOOST_AUTO_TEST_CASE(a_failure_shrinks_to_the_smallest_document_that_shows_it) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        BOOST_TEST_CONTEXT("seed " << seed) {
            // Any object: the empty one. Any array with an entry: one null in it.
            BOOST_TEST(shrunk([](const json::value& d) { return any_node(d, [](const json::value& n) { return n.is_object(); }); }, seed) ==
                       "{}");
            BOOST_TEST(shrunk([](const json::value& d) {
                           return any_node(d, [](const json::value& n) { return n.is_array() && !n.get_array().empty(); });
                       },
                              seed) == "[null]");
            // A leaf past a bound, wherever it sits: the bare leaf.
            BOOST_TEST(shrunk([](const json::value& d) {
                           return any_node(d, [](const json::value& n) { return n.is_int64() && n.get_int64() > 500; });
                       },
                              seed) == "501");
            BOOST_TEST(shrunk([](const json::value& d) {
                           return any_node(d, [](const json::value& n) { return n.is_string() && n.get_string().size() >= 3; });
                       },
                              seed) == "\"aaa\"");
        }
    }
}

BOOST_AUTO_TEST_CASE(json_strings_are_the_serialised_values_and_shrink_through_them) {
    const auto texts = gen::json_strings();
    const auto values = gen::json();
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        Random a(seed), b(seed);
        const std::string text = texts.generate(a).value();
        BOOST_TEST(text == json::serialize(values.generate(b).value()));
        BOOST_CHECK_NO_THROW(json::parse(text));
    }
    const auto result = property("text", [](const std::string& s) { FALSIFY_ASSERT(s.find('{') == std::string::npos); })
                            .names({"s"})
                            .with(param("s", texts))
                            .with(Config().seed(3).runs(1000))
                            .check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.counter_example()->shrunk_arguments.at(0).value == "\"{}\"");
}

BOOST_AUTO_TEST_SUITE_END()
