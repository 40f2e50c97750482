// Replies read from a Redis server, as bytes: an array's announced element count
// is bounded before anything is allocated for it.
#include "corpus_redis_resp.hpp"

#include <falsify/corpus_interface.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

namespace {

/// The message reading `bytes` is refused with ("" when every reply is read).
std::string refusal(const std::string& bytes) {
    falsify::detail::RedisReplyReader reader;
    try {
        reader.feed(bytes.data(), bytes.size());
        while (reader.next()) {
        }
    } catch (const falsify::CorpusError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(redis_replies)

BOOST_AUTO_TEST_CASE(an_array_count_beyond_the_bound_is_refused_before_its_elements_arrive) {
    // 444 444 444 element pointers: 3.5 GB that hiredis would allocate at once.
    BOOST_TEST(refusal("*444444444\r\n") ==
               "The Redis server announced an array of 444444444 elements: more than a reply falsify asks for can hold (262144)");
    BOOST_TEST(refusal("*-5\r\n") == "The Redis server sent what is not RESP2: Multi-bulk length out of range");
}

BOOST_AUTO_TEST_CASE(arrays_up_to_the_bound_and_nil_arrays_are_read) {
    falsify::detail::RedisReplyReader reader;
    const std::string bytes = "*2\r\n$1\r\na\r\n:7\r\n*-1\r\n";
    reader.feed(bytes.data(), bytes.size());
    const auto array = reader.next();
    BOOST_REQUIRE(array);
    BOOST_TEST(array->elements.size() == 2u);
    BOOST_TEST(array->elements[0].text == "a");
    BOOST_TEST(array->elements[1].integer == 7);
    const auto nil = reader.next();
    BOOST_REQUIRE(nil);
    BOOST_TEST((nil->type == falsify::RedisReply::Type::Nil));
    BOOST_TEST(refusal("*262144\r\n").empty());  // announced, waiting for its elements
}

BOOST_AUTO_TEST_CASE(a_reply_of_too_many_values_too_deep_or_too_large_is_refused) {
    // 15 MiB of nested empty arrays: 256 x 256 x 60 = 4 million values, which took over a GB.
    std::string leaf = "*60\r\n";
    for (int i = 0; i < 60; ++i) leaf += "*0\r\n";
    std::string middle = "*256\r\n";
    for (int i = 0; i < 256; ++i) middle += leaf;
    std::string nested = "*256\r\n";
    for (int i = 0; i < 256; ++i) nested += middle;
    BOOST_TEST(refusal(nested) == "The Redis server sent a reply of more than 262144 values in all: more than a reply falsify asks for can hold");
    // hiredis itself nests up to 7 deep.
    BOOST_TEST(refusal("*1\r\n*1\r\n*1\r\n*1\r\n*1\r\n:1\r\n") ==
               "The Redis server sent a reply with arrays nested 5 deep: deeper than a reply falsify asks for can be (4)");
    BOOST_TEST(refusal("*1\r\n*1\r\n*1\r\n*1\r\n:1\r\n").empty());
    // A bulk string larger than any reply the client reads, refused as it arrives.
    const std::string huge = "$" + std::to_string(17u << 20) + "\r\n" + std::string(17u << 20, 'x') + "\r\n";
    BOOST_TEST(refusal(huge) == "The Redis server sent a reply larger than 16781312 bytes, more than any corpus document: refused");
}

BOOST_AUTO_TEST_CASE(the_bounds_are_per_reply) {
    falsify::detail::RedisReplyReader reader;
    // 20 replies of 1 MiB each, 20 MiB in all, through one reader.
    const std::string one = "$1048576\r\n" + std::string(1u << 20, 'y') + "\r\n";
    for (int i = 0; i < 20; ++i) {
        reader.feed(one.data(), one.size());
        const auto reply = reader.next();
        BOOST_REQUIRE(reply);
        BOOST_TEST(reply->text.size() == (1u << 20));
    }
    // A SCAN's answer: a cursor and a thousand keys, many times over.
    std::string scan = "*2\r\n$1\r\n0\r\n*1000\r\n";
    for (int i = 0; i < 1000; ++i) scan += "$4\r\nkey" + std::to_string(i % 10) + "\r\n";
    for (int i = 0; i < 300; ++i) {
        reader.feed(scan.data(), scan.size());
        const auto reply = reader.next();
        BOOST_REQUIRE(reply);
        BOOST_REQUIRE(reply->elements.size() == 2u);
        BOOST_TEST(reply->elements[1].elements.size() == 1000u);
    }
}

BOOST_AUTO_TEST_SUITE_END()
