// Store schemes: the engine and the environment parser name no store; a
// library (or a user) registers `scheme://` locations, and open_corpus() and
// PROPERTY_DB then open them. A message never repeats a location.
#include <falsify/corpus.hpp>
#include <falsify/environment.hpp>
#include <falsify/falsify.hpp>

#include <boost/test/unit_test.hpp>

#include <map>
#include <stdexcept>
#include <string>

using namespace falsify;

namespace {

/// Documents in a map: a store of the user's own.
struct MemoryStore final : DocumentStore {
    std::map<std::string, std::string> documents;
    std::optional<std::string> load(const std::string& key, DocumentKind kind) override {
        const auto found = documents.find(key + (kind == DocumentKind::Search ? ":search" : ""));
        return found == documents.end() ? std::nullopt : std::optional(found->second);
    }
    void update(const std::string& key, DocumentKind kind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override {
        const std::string slot = key + (kind == DocumentKind::Search ? ":search" : "");
        const auto found = documents.find(slot);
        const auto next = change(found == documents.end() ? std::nullopt : std::optional(found->second));
        if (next) documents[slot] = *next;
        else documents.erase(slot);
    }
};

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(accepted)";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(store_schemes)

BOOST_AUTO_TEST_CASE(an_unregistered_scheme_is_refused_without_echo) {
    const std::string message = refusal([] { (void)open_corpus("memcached://SECRET@h/1"); });
    BOOST_TEST(message.find("cannot open") != std::string::npos, message);
    BOOST_TEST(message.find("SECRET") == std::string::npos, message);
    BOOST_TEST(message.find("memcached") == std::string::npos, message);
    BOOST_TEST(refusal([] { check_store_location("s3://SECRET"); }).find("SECRET") == std::string::npos);
    BOOST_TEST(refusal([] { check_store_location(""); }).find("empty") != std::string::npos);
    BOOST_CHECK_NO_THROW(check_store_location("build/property-db"));
    BOOST_TEST(!store_scheme_of("build/property-db").has_value());
    BOOST_TEST(*store_scheme_of("MeM://x") == "mem");
    BOOST_CHECK_THROW(register_store_scheme("", {}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(a_registered_scheme_opens_through_open_corpus_and_is_checked_for_the_environment) {
    auto store = std::make_shared<MemoryStore>();
    StoreScheme how;
    how.check = [](const std::string& location) {
        if (location.find("/bad") != std::string::npos) throw std::invalid_argument("has a bad path");
    };
    std::string password_seen;
    how.open = [store, &password_seen](const std::string&, const std::string& password) {
        password_seen = password;
        return store;
    };
    register_store_scheme("mem", how);
    // Schemes are case-insensitive; the password reaches the opener.
    const auto corpus = open_corpus("MEM://team", "pw");
    BOOST_TEST(password_seen == "pw");
    BOOST_TEST(open_document_store("mem://team") == store);
    const Result result = property("schemes/over_5", [](int x) { FALSIFY_ASSERT(x <= 5); })
                              .names({"x"})
                              .with(param("x", gen::ints(0, 100)))
                              .with(Config().seed(4))
                              .with(corpus)
                              .check();
    BOOST_TEST_REQUIRE(result.outcome() == Outcome::Falsified);
    BOOST_TEST(store->documents.count(corpus_key("schemes/over_5")) == 1u);
    BOOST_TEST(corpus->recall("schemes/over_5", {"x"}).size() == 1u);
    // The scheme's own check decides what the environment accepts.
    BOOST_CHECK_NO_THROW(check_store_location("mem://team"));
    BOOST_TEST(refusal([] { check_store_location("mem://bad"); }) == "has a bad path");
    // The list of what can be opened names the registered schemes (never the location given).
    const std::string message = refusal([] { (void)open_corpus("ftp://SECRET"); });
    BOOST_TEST(message.find("mem://") != std::string::npos, message);
}

BOOST_AUTO_TEST_SUITE_END()
