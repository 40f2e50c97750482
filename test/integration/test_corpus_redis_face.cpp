// PROPERTY_DB=redis://... under the Boost.Test face, as a user runs it: the
// boost_face_failing module records its failure in Redis, with the password
// from PROPERTY_DB_PASSWORD, and the next run replays it first.
#include "shell.hpp"
#include "test_corpus_redis_support.hpp"

#include <boost/test/unit_test.hpp>

using namespace falsify;
using falsify::test::Output;
using falsify::test::RedisServer;

namespace {

Output run_module(const std::string& test, const std::string& environment) {
    const std::string command =
        environment + " '" + test::input_binary("boost_face_failing") + "' --color_output=no --run_test=" + test + " 2>&1";
    return test::run_shell(command);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis_face)

BOOST_AUTO_TEST_CASE(property_db_names_a_redis_corpus_whose_password_is_never_printed) {
    RedisServer server({.tls = false, .password = "f4ce-pw", .port = 0});
    const std::string db = "PROPERTY_DB='" + server.dsn(4, "face:") + "' PROPERTY_DB_PASSWORD=f4ce-pw";
    const Output first = run_module("throws_runtime_error", db + " PROPERTY_SEED=3");
    BOOST_TEST(first.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, first.text);
    BOOST_TEST(first.text.find("could not") == std::string::npos, first.text);
    const auto stored = server.get("face:" + corpus_key("throws_runtime_error"), 4);
    BOOST_REQUIRE(stored);
    BOOST_TEST(stored->find("\"n\": 1001") != std::string::npos, *stored);

    const Output second = run_module("throws_runtime_error", db);
    BOOST_TEST(second.status != 0);
    BOOST_TEST(second.text.find("Recorded regression failed (originally found with seed 3): n=1001") != std::string::npos, second.text);

    // A wrong password: reported, the verdict is the property's own, and no password is printed.
    const Output wrong = run_module("throws_runtime_error", "PROPERTY_DB='" + server.dsn(4, "face:") + "' PROPERTY_DB_PASSWORD=not-f4ce-pw");
    BOOST_TEST(wrong.text.find("\n  Shrunk:   n=1001 (") != std::string::npos, wrong.text);
    BOOST_TEST(wrong.text.find("the regression corpus could not recall: The Redis server at 127.0.0.1:") != std::string::npos, wrong.text);
    BOOST_TEST(wrong.text.find("f4ce-pw") == std::string::npos, wrong.text);
    for (const Output* out : {&first, &second})
        BOOST_TEST(out->text.find("f4ce-pw") == std::string::npos, out->text);
}

BOOST_AUTO_TEST_CASE(a_corpus_that_cannot_be_read_is_said_in_the_log_and_fails_a_strict_run) {
    // Nothing listens on port 1: every recall fails at once.
    const std::string down = "PROPERTY_DB='redis://127.0.0.1:1/0' PROPERTY_RUNS=20";
    const Output passed = run_module("holds --log_level=warning", down);
    BOOST_TEST(passed.status == 0, passed.text);
    BOOST_TEST(passed.text.find("the regression corpus could not recall:") != std::string::npos, passed.text);
    BOOST_TEST(passed.text.find("warning: in \"holds\": Property \"holds\" passed without replaying its recorded failures: the regression "
                                "corpus could not be read") != std::string::npos,
               passed.text);
    const Output strict = run_module("holds", down + " PROPERTY_DB_STRICT=1");
    BOOST_TEST(strict.status != 0, strict.text);
    BOOST_TEST(strict.text.find("error: in \"holds\": The regression corpus could not be read, so the recorded failures of \"holds\" were "
                                "not replayed") != std::string::npos,
               strict.text);
    // A readable corpus says nothing of the kind.
    RedisServer server;
    const Output fine = run_module("holds --log_level=warning", "PROPERTY_DB='" + server.dsn(0, "up:") + "' PROPERTY_RUNS=20 PROPERTY_DB_STRICT=1");
    BOOST_TEST(fine.status == 0, fine.text);
    BOOST_TEST(fine.text.find("could not") == std::string::npos, fine.text);
}

BOOST_AUTO_TEST_SUITE_END()
