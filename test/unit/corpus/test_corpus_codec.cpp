// falsify::Data and falsify::Codec: the exact JSON of every supported type,
// lossless round trips, and the values that are refused.
#include <falsify/codec.hpp>
#include <falsify/codec_aggregate.hpp>
#include <falsify/draw.hpp>
#include <falsify/falsify.hpp>
#include <falsify/json.hpp>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <boost/test/unit_test.hpp>

#include <bit>
#include <cfloat>

#include <array>
#include <cmath>
#include <cstring>
#include <deque>
#include <limits>
#include <list>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <variant>

using namespace falsify;

namespace {

enum class Color : unsigned char { Red = 1, Blue = 200 };
enum Plain { Zero, One, Minus = -3 };

struct Point {
    int x;
    std::string name;
    friend bool operator==(const Point&, const Point&) = default;
};

struct Segment {
    Point from;
    Point to;
    std::optional<double> weight;
    friend bool operator==(const Segment&, const Segment&) = default;
};

struct Tag {
    friend bool operator==(const Tag&, const Tag&) = default;
};

class Opaque {
    [[maybe_unused]] int* pointer_ = nullptr;
};

/// A struct with a field that has no codec: a codec of its own, that says it cannot represent the value.
struct HoldsPointer {
    int* pointer;
};

/// The compact JSON of encode(value).
template <class T>
std::string json_of(const T& value) {
    const std::optional<Data> data = Codec<T>::encode(value);
    BOOST_TEST_REQUIRE(data.has_value());
    const auto text = to_json(*data);
    BOOST_TEST_REQUIRE(text.has_value());
    return *text;
}

/// encode -> JSON text -> parse -> decode gives the value back, and the expected text.
template <class T>
void round_trip(const T& value, const std::string& expected_json) {
    const std::string text = json_of(value);
    BOOST_TEST(text == expected_json);
    const std::optional<Data> parsed = parse_json(text);
    BOOST_TEST_REQUIRE(parsed.has_value());
    const std::optional<T> back = Codec<T>::decode(*parsed);
    BOOST_TEST_REQUIRE(back.has_value(), "does not decode: " + text);
    BOOST_TEST((*back == value), "decodes to another value: " + text);
}

template <class T>
bool same_bits(T a, T b) {
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}

template <class T>
std::optional<T> decoded(const std::string& json) {
    const auto data = parse_json(json);
    BOOST_TEST_REQUIRE(data.has_value(), json);
    return Codec<T>::decode(*data);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_codec)

BOOST_AUTO_TEST_CASE(scalars_are_plain_json) {
    round_trip(true, "true");
    round_trip(0, "0");
    round_trip(-42, "-42");
    round_trip(std::numeric_limits<std::int8_t>::min(), "-128");
    round_trip(std::numeric_limits<std::int64_t>::min(), "-9223372036854775808");
    round_trip(std::numeric_limits<std::uint64_t>::max(), "18446744073709551615");
    round_trip(static_cast<unsigned short>(65535), "65535");
    round_trip('a', "97");
    round_trip(U'\U0001F600', "128512");
    // One number, one representation: an unsigned value that fits is the same Data as the signed one.
    BOOST_TEST((Data::integer(5u) == Data::integer(5)));
    BOOST_TEST((Data::integer(std::numeric_limits<std::uint64_t>::max()).kind() == Data::Kind::UInt));
}

BOOST_AUTO_TEST_CASE(floating_point_values_are_a_tagged_exact_text) {
    round_trip(0.1, R"({"#":"f","v":"0.1"})");
    round_trip(1.0, R"({"#":"f","v":"1.0"})");
    round_trip(-2.5e-300, R"({"#":"f","v":"-2.5e-300"})");
    round_trip(1e300, R"({"#":"f","v":"1e+300"})");
    round_trip(std::numeric_limits<double>::denorm_min(), R"({"#":"f","v":"5e-324"})");
    round_trip(std::numeric_limits<double>::infinity(), R"({"#":"f","v":"inf"})");
    round_trip(-std::numeric_limits<double>::infinity(), R"({"#":"f","v":"-inf"})");
    round_trip(0.1f, R"({"#":"f","v":"0.1"})");
    // -0.0 == 0.0 and nan != nan: compare bit patterns.
    BOOST_TEST(json_of(-0.0) == R"({"#":"f","v":"-0.0"})");
    BOOST_TEST(same_bits(*decoded<double>(R"({"#":"f","v":"-0.0"})"), -0.0));
    BOOST_TEST(json_of(std::numeric_limits<double>::quiet_NaN()) == R"({"#":"f","v":"nan"})");
    BOOST_TEST(same_bits(*decoded<double>(R"({"#":"f","v":"nan"})"), std::numeric_limits<double>::quiet_NaN()));
    BOOST_TEST(json_of(-std::numeric_limits<double>::quiet_NaN()) == R"({"#":"f","v":"-nan"})");
    BOOST_TEST(same_bits(*decoded<double>(R"({"#":"f","v":"-nan"})"), -std::numeric_limits<double>::quiet_NaN()));
    // A nan with another payload would not survive its text: refused (the corpus keeps a seed instead).
    std::uint64_t bits = 0x7FF8000000000123ULL;
    double payload = 0;
    std::memcpy(&payload, &bits, sizeof bits);
    BOOST_TEST(!Codec<double>::encode(payload).has_value());
    BOOST_TEST(!Encodable<long double>);
}

BOOST_AUTO_TEST_CASE(strings_are_text_when_utf8_and_base64_otherwise) {
    round_trip(std::string("h\xC3\xA9llo \"q\" / \\"), "\"h\xC3\xA9llo \\\"q\\\" / \\\\\"");
    round_trip(std::string("a\0b\n", 4), R"("a\u0000b\n")");
    round_trip(std::string("\xFF\xFE"), R"({"#":"b","v":"//4="})");
    round_trip(std::string("\xED\xA0\x80"), R"({"#":"b","v":"7aCA"})");   // a surrogate
    round_trip(std::string("\xC0\x80"), R"({"#":"b","v":"wIA="})");       // an overlong NUL
    round_trip(std::string("\xF4\x90\x80\x80"), R"({"#":"b","v":"9JCAgA=="})");  // above U+10FFFF
    round_trip(std::string("\xF0\x9F\x98\x80"), "\"\xF0\x9F\x98\x80\"");
    round_trip(std::string(), R"("")");
    round_trip(std::vector<std::byte>{std::byte{0}, std::byte{0xFB}, std::byte{0xFF}}, R"({"#":"b","v":"APv/"})");
    round_trip(std::vector<std::byte>{}, R"({"#":"b","v":""})");
}

BOOST_AUTO_TEST_CASE(enums_are_a_tagged_integer) {
    round_trip(Color::Blue, R"({"#":"e","v":200})");
    round_trip(Minus, R"({"#":"e","v":-3})");
    round_trip(std::byte{7}, R"({"#":"e","v":7})");
    BOOST_TEST(!decoded<Color>("200").has_value());
    BOOST_TEST(!decoded<Color>(R"({"#":"e","v":256})").has_value());
}

BOOST_AUTO_TEST_CASE(optionals_distinguish_every_level_of_absence) {
    round_trip(std::optional<int>(), "null");
    round_trip(std::optional<int>(5), "5");
    round_trip(std::optional<std::optional<int>>(std::optional<int>()), R"({"#":"o","v":null})");
    round_trip(std::optional<std::optional<int>>(), "null");
    round_trip(std::optional<std::optional<int>>(7), "7");
    using Three = std::optional<std::optional<std::optional<int>>>;
    round_trip(Three(std::optional<std::optional<int>>(std::optional<int>())), R"({"#":"o","v":{"#":"o","v":null}})");
    round_trip(Three(std::optional<std::optional<int>>()), R"({"#":"o","v":null})");
    round_trip(Three(), "null");
}

BOOST_AUTO_TEST_CASE(tuples_pairs_arrays_and_variants) {
    round_trip(std::tuple<int, std::string, bool>(1, "a", true), R"([1,"a",true])");
    round_trip(std::pair<long, double>(-1, 0.5), R"([-1,{"#":"f","v":"0.5"}])");
    round_trip(std::array<int, 3>{4, 5, 6}, "[4,5,6]");
    round_trip(std::tuple<>(), "[]");
    round_trip(std::variant<int, std::string>("x"), R"({"#":"v","i":1,"v":"x"})");
    round_trip(std::variant<int, std::string>(3), R"({"#":"v","i":0,"v":3})");
    round_trip(std::variant<std::monostate, int>(), R"({"#":"v","i":0,"v":null})");
    // Two alternatives of one type: the index tells them apart.
    round_trip(std::variant<int, int>(std::in_place_index<1>, 9), R"({"#":"v","i":1,"v":9})");
    BOOST_TEST((!decoded<std::tuple<int, int>>("[1]").has_value()));
    BOOST_TEST(!(decoded<std::variant<int, std::string>>(R"({"#":"v","i":2,"v":1})").has_value()));
    BOOST_TEST(!(decoded<std::variant<int, std::string>>(R"({"#":"v","i":0,"v":"x"})").has_value()));
}

BOOST_AUTO_TEST_CASE(sequences_sets_and_maps) {
    round_trip(std::vector<int>{3, 1, 2}, "[3,1,2]");
    round_trip(std::deque<std::string>{"a", "b"}, R"(["a","b"])");
    round_trip(std::list<bool>{true, false}, "[true,false]");
    round_trip(std::vector<bool>{false, true}, "[false,true]");
    round_trip(std::vector<std::vector<int>>{{}, {1}}, "[[],[1]]");
    round_trip(std::set<int>{3, 1, 2}, "[1,2,3]");
    round_trip(std::multiset<int>{2, 1, 2}, "[1,2,2]");
    round_trip(std::map<std::string, int>{{"b", 2}, {"a", 1}}, R"([["a",1],["b",2]])");
    round_trip(std::map<int, std::vector<int>>{{1, {2}}}, "[[1,[2]]]");
    // Unordered containers: one value, one text, whatever the iteration order.
    round_trip(std::unordered_set<int>{5, 3, 9, 1}, "[1,3,5,9]");
    round_trip(std::unordered_map<int, bool>{{2, true}, {1, false}}, "[[1,false],[2,true]]");
    BOOST_TEST(!decoded<std::vector<int>>(R"([1,"x"])").has_value());
    BOOST_TEST((!decoded<std::map<int, int>>("[[1]]").has_value()));
}

BOOST_AUTO_TEST_CASE(aggregates_through_pfr_and_empty_tag_types) {
    round_trip(Point{3, "p"}, R"([3,"p"])");
    round_trip(Segment{{0, "a"}, {1, "b"}, std::nullopt}, R"([[0,"a"],[1,"b"],null])");
    round_trip(std::vector<Point>{{1, "x"}}, R"([[1,"x"]])");
    round_trip(Tag{}, "null");
    BOOST_TEST(!decoded<Point>(R"([3])").has_value());
    BOOST_TEST(!decoded<Point>(R"(["3","p"])").has_value());
}

BOOST_AUTO_TEST_CASE(types_without_a_codec_are_not_encodable) {
    BOOST_TEST(!Encodable<RandomEngine>);
    BOOST_TEST(!Encodable<Opaque>);
    BOOST_TEST(!Encodable<std::vector<Opaque>>);
    BOOST_TEST(!(Encodable<std::map<int, Opaque>>));
    BOOST_TEST(!(Encodable<std::variant<int, Opaque>>));
    BOOST_TEST(!(Encodable<std::tuple<int, Opaque>>));
    BOOST_TEST(!Codec<HoldsPointer>::encode(HoldsPointer{nullptr}).has_value());
    BOOST_TEST(!Codec<std::vector<HoldsPointer>>::encode({HoldsPointer{nullptr}}).has_value());
    BOOST_TEST(!Encodable<const char*>);
    BOOST_TEST((Encodable<std::optional<std::vector<std::tuple<int, std::string>>>>));
}

BOOST_AUTO_TEST_CASE(malformed_data_decodes_to_nothing) {
    BOOST_TEST(!decoded<int>("\"1\"").has_value());
    BOOST_TEST(!decoded<int>("1.0").has_value());
    BOOST_TEST(!decoded<std::uint8_t>("256").has_value());
    BOOST_TEST(!decoded<unsigned>("-1").has_value());
    BOOST_TEST(!decoded<bool>("1").has_value());
    BOOST_TEST(!decoded<double>("0.5").has_value());
    BOOST_TEST(!decoded<double>(R"({"#":"f","v":"0x1p3"})").has_value());
    BOOST_TEST(!decoded<double>(R"({"#":"f","v":"1.5 "})").has_value());
    BOOST_TEST(!decoded<double>(R"({"#":"f","v":1.5})").has_value());
    BOOST_TEST(!decoded<std::string>(R"({"#":"b","v":"abc"})").has_value());   // not a multiple of 4
    BOOST_TEST(!decoded<std::string>(R"({"#":"b","v":"ab=c"})").has_value());  // padding inside
    BOOST_TEST(!decoded<std::string>(R"({"#":"b","v":"//5="})").has_value());  // non-canonical trailing bits
    BOOST_TEST(!decoded<std::string>(R"({"#":"x","v":"YQ=="})").has_value());
    BOOST_TEST(!decoded<std::string>(R"({"v":"YQ==","#":"b"})").has_value());
    BOOST_TEST(*decoded<std::string>(R"({"#":"b","v":"YQ=="})") == "a");
}

BOOST_AUTO_TEST_CASE(data_json_text_and_limits) {
    Data object;
    object.set("b", Data::integer(1)).set("a", Data::array({Data::null(), Data::boolean(false), Data::string("\x01")}));
    object.set("b", Data::integer(2));  // replaces, keeps the position
    BOOST_TEST(*to_json(object) == R"({"b":2,"a":[null,false,"\u0001"]})");
    BOOST_TEST((*parse_json(*to_json(object)) == object));
    BOOST_TEST(!to_json(Data::number(std::nan(""))).has_value());
    BOOST_TEST(!parse_json("{").has_value());
    BOOST_TEST(!parse_json("\"\xFF\"").has_value());  // JSON text must be UTF-8
    std::string deep(300, '[');
    deep += std::string(300, ']');
    BOOST_TEST(!parse_json(deep).has_value());
    std::string fine(200, '[');
    fine += std::string(200, ']');
    BOOST_TEST(parse_json(fine).has_value());
    BOOST_TEST(data_less(Data::integer(1), Data::integer(2)));
    BOOST_TEST(!data_less(Data::integer(2), Data::integer(2)));
    BOOST_TEST(data_less(Data::null(), Data::boolean(false)));
}

// The engine writes JSON itself (it links no JSON library); the corpus reads it back with
// Boost.JSON, and documents stay byte-identical to those Boost.JSON wrote before.
bool written_as_boost_json_writes(double d, const std::string& s) {
    const Data data = Data::object({{"d", Data::number(d)},
                                    {"k" + s, Data::array({Data::string(s), Data::null(), Data::boolean(true), Data::integer(-7),
                                                     Data::integer(UINT64_MAX), Data::object()})}});
    boost::json::object o;
    o["d"] = d;
    o["k" + s] = boost::json::array{boost::json::string(s), nullptr, true, -7, UINT64_MAX, boost::json::object()};
    return to_json(data) == boost::json::serialize(o);
}

BOOST_AUTO_TEST_CASE(the_engine_writes_json_exactly_as_boost_json_does) {
    for (const double d : {0.0, -0.0, 1.0, -1.5, 0.1, 100.0, 1e21, 1e-7, 5e-324, DBL_MIN, DBL_MAX, 123456789012345680000.0, 1.0 / 3})
        BOOST_TEST(written_as_boost_json_writes(d, "\"\\/\b\f\n\r\t\x01\x1f\x7f\xE2\x82\xAC"), d);
    // Every double, by its bits, and strings of any bytes.
    const auto result = property("json text",
                                 [](std::uint64_t bits, const std::string& s) {
                                     const double d = std::bit_cast<double>(bits);
                                     if (!std::isfinite(d)) return;  // JSON has none; to_json refuses them
                                     FALSIFY_ASSERT(written_as_boost_json_writes(d, s));
                                 })
                            .names({"bits", "s"})
                            .with(param("s", gen::byte_strings(0, 24)))
                            .with(Config().seed(11).runs(3000))
                            .check();
    BOOST_TEST(result.passed(), result.message());
}

BOOST_AUTO_TEST_SUITE_END()
