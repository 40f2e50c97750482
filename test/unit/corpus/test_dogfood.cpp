// The library's own parsers and codecs, tested with the library: a shrink
// path, every PROPERTY_* count, the codecs, the regex generator and the
// corpus documents each round-trip whatever falsify generates for them.
#include "support.hpp"
#include "test_corpus_support.hpp"

#include <falsify/corpus.hpp>
#include <falsify/environment.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

using namespace falsify;

BOOST_AUTO_TEST_SUITE(dogfood)

namespace {

/// Passes, or fails the test case with falsify's own report of the counterexample.
void check_passes(const Result& result) { BOOST_TEST(result.passed(), result.message()); }

/// A node of a shrink path: a parameter name or draw#N.
Gen<std::string> path_nodes() {
    return gen::one_of(gen::matching("[a-zA-Z_][a-zA-Z0-9_]{0,8}"), gen::ints(1, 999'999'999).map([](int n) {
        std::string name = "draw#";
        return name += std::to_string(n);
    }));
}

/// A PathStep as the report writes it.
std::string written(const std::tuple<std::string, std::string, int, bool>& step) {
    const auto& [node, partner, index, restructuring] = step;
    std::string out = node;
    if (!partner.empty()) out += "+" + partner;
    out += restructuring ? "!" : ":";
    return out += std::to_string(index);
}

/// Every value of T survives encode, decode, encode as the same data.
template <class T>
void codec_round_trips(const std::string& name) {
    check_passes(property(name, [](const T& value) {
                     const std::optional<Data> data = Codec<T>::encode(value);
                     FALSIFY_ASSERT(data.has_value());
                     const std::optional<T> decoded = Codec<T>::decode(*data);
                     FALSIFY_ASSERT(decoded.has_value());
                     const std::optional<Data> again = Codec<T>::encode(*decoded);
                     FALSIFY_ASSERT(again.has_value());
                     FALSIFY_ASSERT(to_json(*again) == to_json(*data));
                 })
                     .names({"value"})
                     .with(Config().seed(11).runs(300))
                     .check());
}

/// Documents in memory, as a store holds them.
struct MemoryStore final : DocumentStore {
    std::map<std::string, std::string> documents;
    std::optional<std::string> load(const std::string& key, DocumentKind) override {
        const auto it = documents.find(key);
        return it == documents.end() ? std::nullopt : std::optional(it->second);
    }
    void update(const std::string& key, DocumentKind kind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override {
        const auto next = change(load(key, kind));
        if (next) documents[key] = *next;
        else documents.erase(key);
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(every_shrink_path_a_report_writes_parses_back_to_its_steps) {
    const auto steps = gen::vectors(gen::tuples(path_nodes(), gen::one_of(gen::constant(std::string()), path_nodes()), gen::ints(0, 999'999'999),
                                                gen::booleans()),
                                    1, 12);
    check_passes(property("shrink paths round-trip",
                          [](const std::vector<std::tuple<std::string, std::string, int, bool>>& path) {
                              for (const auto& step : path) FALSIFY_ASSUME(std::get<0>(step) != std::get<1>(step));
                              std::string text;
                              for (const auto& step : path) {
                                  if (!text.empty()) text += '/';
                                  text += written(step);
                              }
                              const std::vector<PathStep> parsed = parse_shrink_path(text);
                              FALSIFY_ASSERT(parsed.size() == path.size());
                              for (std::size_t i = 0; i < path.size(); ++i) {
                                  FALSIFY_ASSERT(parsed[i].node == std::get<0>(path[i]));
                                  FALSIFY_ASSERT(parsed[i].partner == std::get<1>(path[i]));
                                  FALSIFY_ASSERT(parsed[i].index == static_cast<std::size_t>(std::get<2>(path[i])));
                                  FALSIFY_ASSERT(parsed[i].restructuring == std::get<3>(path[i]));
                              }
                          })
                     .names({"path"})
                     .with(param("path", steps))
                     .with(Config().seed(3).runs(500))
                     .check());
}

BOOST_AUTO_TEST_CASE(every_count_a_variable_takes_parses_back_and_nothing_else_does) {
    const auto parse = [](const char* variable, const std::string& value) {
        return EnvironmentOverrides::parse([&](const char* name) { return std::string(name) == variable ? value.c_str() : nullptr; });
    };
    check_passes(property("counts round-trip",
                          [&](std::uint64_t seed, std::int64_t runs, const std::string& pad) {
                              FALSIFY_ASSUME(runs >= 1);
                              FALSIFY_ASSERT(*parse("PROPERTY_SEED", pad + std::to_string(seed) + pad).seed == seed);
                              FALSIFY_ASSERT(*parse("PROPERTY_RUNS", pad + std::to_string(runs)).runs == static_cast<std::size_t>(runs));
                              FALSIFY_ASSERT(*parse("PROPERTY_SEARCH_RUNS", std::to_string(runs - 1) + pad).search_runs ==
                                             static_cast<std::size_t>(runs - 1));
                          })
                     .names({"seed", "runs", "pad"})
                     .with(param("pad", gen::matching("[ \t]{0,2}")))
                     .with(Config().seed(5).runs(500))
                     .check());
    // Text that is not a count is refused, whatever it is: never read as some other number.
    check_passes(property("non-counts are refused",
                          [&](const std::string& text) {
                              FALSIFY_ASSUME(!std::regex_match(text, std::regex("[ \t\n\v\f\r]*(0|[1-9][0-9]*)[ \t\n\v\f\r]*")));
                              bool refused = false;
                              try {
                                  (void)parse("PROPERTY_SEED", text);
                              } catch (const std::invalid_argument&) {
                                  refused = true;
                              }
                              FALSIFY_ASSERT((refused || text.find_first_not_of(" \t\n\v\f\r") == std::string::npos));
                          })
                     .names({"text"})
                     .with(param("text", gen::one_of(gen::matching("[-+ 0-9.xe]{1,8}"), gen::ascii_strings(0, 6))))
                     .with(Config().seed(6).runs(500))
                     .check());
}

BOOST_AUTO_TEST_CASE(every_codec_round_trips_what_falsify_generates) {
    codec_round_trips<int>("int");
    codec_round_trips<std::uint64_t>("uint64");
    codec_round_trips<double>("double");
    codec_round_trips<std::string>("string");
    codec_round_trips<std::vector<std::optional<int>>>("vector of optionals");
    codec_round_trips<std::map<std::string, std::vector<int>>>("map of vectors");
    codec_round_trips<std::tuple<bool, char, std::string>>("tuple");
    codec_round_trips<std::variant<int, std::string>>("variant");
}

BOOST_AUTO_TEST_CASE(bytes_round_trip_through_base64_and_text_through_the_one_utf8_reader) {
    // Bytes that are not UTF-8 take the base64 envelope, text the plain
    // string: both come back byte for byte, and the codec and the string
    // generators' reader agree on which is which.
    check_passes(property("byte strings",
                          [](const std::string& bytes) {
                              const std::optional<Data> data = Codec<std::string>::encode(bytes);
                              FALSIFY_ASSERT(data.has_value());
                              FALSIFY_ASSERT((Codec<std::string>::decode(*data) == std::optional<std::string>(bytes)));
                              FALSIFY_ASSERT(gen::detail::decode_utf8(bytes).has_value() == (data->kind() == Data::Kind::String));
                          })
                     .names({"bytes"})
                     .with(param("bytes", gen::byte_strings(0, 40)))
                     .with(Config().seed(12).runs(500))
                     .check());
    check_passes(property("utf-8 text",
                          [](const std::string& text) {
                              const auto code_points = gen::detail::decode_utf8(text);
                              FALSIFY_ASSERT(code_points.has_value());
                              std::string again;
                              for (const char32_t c : *code_points) gen::append_utf8(again, c);
                              FALSIFY_ASSERT(again == text);
                          })
                     .names({"text"})
                     .with(param("text", gen::strings(0, 40)))
                     .with(Config().seed(13).runs(500))
                     .check());
}

BOOST_AUTO_TEST_CASE(every_string_the_regex_generator_makes_matches_the_pattern) {
    for (const std::string pattern :
         {"[a-c]{2,4}(x|yz)\\d?", "\\d{3}-[^a-z\\s]\\.(?:ab|\\t){2}\\S\\W", "(a|bc)*d+", "[A-Z][a-z]{0,5}( [A-Z][a-z]{0,5})?",
          "x{0}y[0-9a-fA-F]{2,}", "\\w+@\\w+\\.(com|org)", "[^x]?\\$\\^\\.\\*", "(ab|cd|ef){1,3}[.!?]"}) {
        const std::regex expected(pattern);
        check_passes(property("matching(" + pattern + ")", [&](const std::string& s) { FALSIFY_ASSERT(std::regex_match(s, expected)); })
                         .names({"s"})
                         .with(param("s", gen::matching(pattern, 8)))
                         .with(Config().seed(9).runs(300))
                         .check());
    }
}

BOOST_AUTO_TEST_CASE(a_corpus_document_reads_back_to_its_entries_and_rewrites_to_the_same_bytes) {
    using Recorded = std::tuple<bool, int, std::string, std::uint64_t>;
    const auto entries = gen::vectors(gen::tuples(gen::booleans(), gen::ints<int>(), gen::strings(0, 8), gen::ints<std::uint64_t>()), 1, 6);
    const auto entry_of = [](const Recorded& r) {
        const auto& [values, x, s, seed] = r;
        return values ? CorpusEntry::values({{"s", Data::string(s)}, {"x", Data::integer(x)}}, seed)
                      : CorpusEntry::seeded(seed, static_cast<std::size_t>(seed % 1000), EdgeCases::Mixin);
    };
    const auto as_map = [](const Data::Object& members) {
        std::map<std::string, std::optional<std::string>> out;
        for (const auto& m : members) out[m.key] = to_json(m.value);
        return out;
    };
    check_passes(property("documents round-trip",
                          [&](const std::vector<Recorded>& recorded) {
                              auto store = std::make_shared<MemoryStore>();
                              DocumentCorpus corpus(store, CorpusLimits{64, 64});
                              for (const Recorded& r : recorded) corpus.remember("dogfood", entry_of(r));
                              FALSIFY_ASSERT(store->documents.size() == 1u);
                              const std::string written = store->documents.begin()->second;
                              // Read, then written again with nothing new: the same bytes.
                              corpus.remember("dogfood", entry_of(recorded.back()));
                              FALSIFY_ASSERT(store->documents.begin()->second == written);
                              // Every entry read back is one that was recorded, the newest among them.
                              const auto read = corpus.recall("dogfood", {"x", "s"});
                              bool newest_read = false;
                              for (const CorpusEntry& entry : read) {
                                  bool found = false;
                                  for (const Recorded& r : recorded) {
                                      const CorpusEntry e = entry_of(r);
                                      if (e.kind != entry.kind || e.seed != entry.seed) continue;
                                      if (entry.is_values() && as_map(entry.arguments) != as_map(e.arguments)) continue;
                                      if (!entry.is_values() && entry.runs_before_failure != e.runs_before_failure) continue;
                                      found = true;
                                      newest_read = newest_read || &r == &recorded.back();
                                  }
                                  FALSIFY_ASSERT(found);
                              }
                              FALSIFY_ASSERT(newest_read);
                          })
                     .names({"recorded"})
                     .with(param("recorded", entries))
                     .with(Config().seed(8).runs(200))
                     .check());
}

BOOST_AUTO_TEST_SUITE_END()
