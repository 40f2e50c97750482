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
               "The Redis server announced an array of 444444444 elements: more than a reply falsify asks for can hold (1048576)");
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
    BOOST_TEST(refusal("*1048576\r\n").empty());  // announced, waiting for its elements
}

BOOST_AUTO_TEST_SUITE_END()
