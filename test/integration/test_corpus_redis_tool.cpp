// The falsify-corpus tool (the built binary, an argument of the suite):
// dir -> redis -> dir is byte-identical; list, show and prune; AUTH and TLS
// from the environment; a refused address is not echoed.
#include "shell.hpp"
#include "test_corpus_redis_support.hpp"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <map>

using namespace falsify;
using falsify::test::Output;
using falsify::test::Recorder;
using falsify::test::RedisServer;
using falsify::test::TempDir;

namespace {

/// Runs the tool with `arguments` (already shell-quoted), after `environment` assignments.
Output tool(const std::string& arguments, const std::string& environment = "") {
    const std::string binary = test::input_binary("falsify-corpus");
    const std::string command = environment + " '" + binary + "' " + arguments + " 2>&1";
    return test::run_shell(command);
}

std::string quoted(const std::string& text) { return "'" + text + "'"; }

/// A corpus with a values entry, a seed entry and a search document, in `directory`.
void populate(const std::string& directory) {
    const auto corpus = directory_corpus(directory);
    Recorder r;
    property("tool/values", [](int x, const std::string&) { FALSIFY_ASSERT(x < 0); })
        .names({"x", "s"})
        .with(param("x", gen::constant(12)))
        .with(param("s", gen::constant(std::string("caf\xC3\xA9 \"/\" \xFF"))))
        .with(corpus)
        .with(r.listener())
        .check();
    property("tool/seeded",
             [](int x) {
                 (void)draw(gen::ints(0, 9));
                 FALSIFY_ASSERT(x <= 50);
             })
        .names({"x"})
        .with(param("x", gen::ints(0, 100)))
        .with(Config().seed(77))
        .with(corpus)
        .with(r.listener())
        .check();
    corpus->remember_targets("tool/seeded",
                             Data::object({{"id", Data::string("tool/seeded")}, {"format", Data::integer(1)}, {"targets", Data::object()}}));
    BOOST_TEST_REQUIRE(r.count<falsify::event::CorpusStored>() == 2u);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_redis_tool)

BOOST_AUTO_TEST_CASE(copy_round_trips_dir_to_redis_to_dir_byte_identically) {
    RedisServer server;
    TempDir source, target;
    populate(source.path());
    const std::string dsn = quoted(server.dsn(5, "tool:"));

    const Output up = tool("copy " + quoted(source.path()) + " " + dsn);
    BOOST_TEST(up.status == 0, up.text);
    BOOST_TEST(up.text == "copied 3 document(s)\n");
    for (const std::string id : {"tool/values", "tool/seeded"})
        BOOST_TEST(server.get("tool:" + corpus_key(id), 5).value_or("<none>") == *test::read_text(test::document_path(source.path(), id)));
    BOOST_TEST(server.get("tool:" + corpus_key("tool/seeded") + ":search", 5).value_or("<none>") ==
               *test::read_text(source / (corpus_key("tool/seeded") + ".search.json")));

    const Output down = tool("copy " + dsn + " " + quoted(target / "copy"));
    BOOST_TEST(down.status == 0, down.text);
    BOOST_TEST(down.text == "copied 3 document(s)\n");
    std::vector<std::string> documents;
    for (const auto& name : test::listing(source.path()))
        if (name != ".corpus.lock") documents.push_back(name);
    BOOST_TEST(documents.size() == 3u);
    for (const auto& name : documents) {
        BOOST_TEST(test::read_text(target / ("copy/" + name)).value_or("<none>") == *test::read_text(source / name), name);
        BOOST_TEST(test::permissions(target / ("copy/" + name)) == 0600u);
    }
    // What was copied replays: the recorded input fails again at once, from the copy.
    const Result replayed = property("tool/values", [](int x, const std::string&) { FALSIFY_ASSERT(x < 0); })
                                .names({"x", "s"})
                                .with(param("x", gen::ints(-5, -1)))
                                .with(param("s", gen::constant(std::string())))
                                .with(directory_corpus(target / "copy"))
                                .check();
    BOOST_TEST(replayed.outcome() == Outcome::RegressionFailed);
}

BOOST_AUTO_TEST_CASE(list_show_and_prune) {
    RedisServer server;
    TempDir source;
    populate(source.path());
    const std::string dsn = quoted(server.dsn(0, "tool:"));
    BOOST_TEST_REQUIRE(tool("copy " + quoted(source.path()) + " " + dsn).status == 0);

    const std::string values_key = corpus_key("tool/values"), seeded_key = corpus_key("tool/seeded");
    const Output listed = tool("list " + dsn);
    BOOST_TEST(listed.status == 0, listed.text);
    BOOST_TEST(listed.text.find(values_key + " regression 1 tool/values\n") != std::string::npos, listed.text);
    BOOST_TEST(listed.text.find(seeded_key + " regression 1 tool/seeded\n") != std::string::npos, listed.text);
    BOOST_TEST(listed.text.find(seeded_key + " search 0 tool/seeded\n") != std::string::npos, listed.text);
    BOOST_TEST(tool("list " + quoted(source.path())).text == listed.text);

    const Output shown = tool("show " + dsn + " tool/values");
    BOOST_TEST(shown.status == 0);
    BOOST_TEST(shown.text == *test::read_text(test::document_path(source.path(), "tool/values")));
    BOOST_TEST(tool("show " + dsn + " " + seeded_key + " --search").text ==
               *test::read_text(source / (seeded_key + ".search.json")));
    BOOST_TEST(tool("show " + dsn + " tool/none").status == 1);

    const Output pruned = tool("prune " + dsn + " tool/seeded");
    BOOST_TEST(pruned.text == "removed 2 document(s)\n", pruned.text);
    BOOST_TEST(!server.get("tool:" + seeded_key));
    BOOST_TEST(server.get("tool:" + values_key).has_value());
    BOOST_TEST(tool("prune " + dsn + " --all").text == "removed 1 document(s)\n");
    BOOST_TEST(server.command({"DBSIZE"}).integer == 0);
    const Output empty = tool("list " + dsn);
    BOOST_TEST(empty.status == 0);
    BOOST_TEST(empty.text == "falsify-corpus: the store holds no documents\n", empty.text);
    BOOST_TEST(tool("frobnicate").status == 2);
}

BOOST_AUTO_TEST_CASE(the_tool_refuses_what_it_cannot_do_and_says_so) {
    const Output help = tool("--help");
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.text.rfind("usage: falsify-corpus list  STORE\n", 0) == 0u, help.text);
    // A mistyped directory is not an empty corpus.
    TempDir dir;
    const std::string missing = dir / "no-such-corpus";
    for (const std::string& command : {"list " + quoted(missing), "copy " + quoted(missing) + " " + quoted(dir / "to"),
                                       "prune " + quoted(missing) + " --all", "show " + quoted(missing) + " p"}) {
        const Output out = tool(command);
        BOOST_TEST(out.status == 1, command);
        BOOST_TEST(out.text == "falsify-corpus: There is no corpus directory \"" + missing + "\"\n", out.text);
    }
    BOOST_TEST(!std::filesystem::exists(dir / "to"));
    // --all stands alone; an option is never taken for a property id.
    populate(dir.path());
    BOOST_TEST(tool("prune " + quoted(dir.path()) + " --all extra").status == 2);
    BOOST_TEST(tool("prune " + quoted(dir.path()) + " tool/values --all").status == 2);
    BOOST_TEST(tool("list " + quoted(dir.path()) + " --verbose").status == 2);
    BOOST_TEST(test::listing(dir.path()).size() == 4u);  // nothing was pruned
    // A document too large to read is listed as unreadable, and a copy counts it as skipped and fails.
    const std::string huge_key = corpus_key("tool/huge");
    test::write_text(dir / (huge_key + ".json"), std::string(17u << 20, ' '));
    const Output listed = tool("list " + quoted(dir.path()));
    BOOST_TEST(listed.status == 0);
    BOOST_TEST(listed.text.find(huge_key + " regression ? (unreadable: The corpus document \"") != std::string::npos, listed.text);
    TempDir target;
    const Output copied = tool("copy " + quoted(dir.path()) + " " + quoted(target.path()));
    BOOST_TEST(copied.status == 1);
    BOOST_TEST(copied.text.rfind("copied 3 document(s), skipped 1 that could not be copied:\n  " + huge_key + " regression: The corpus document",
                                 0) == 0u,
               copied.text);
    std::filesystem::remove(dir / (huge_key + ".json"));
    // Bytes a document never holds are shown escaped, not sent to the terminal.
    test::write_text(test::document_path(dir.path(), "tool/binary"), std::string("{\x01\x1b[2J\x7f}\n"));
    const Output shown = tool("show " + quoted(dir.path()) + " tool/binary");
    BOOST_TEST(shown.status == 0);
    BOOST_TEST(shown.text == "{\\x01\\x1b[2J\\x7f}\nfalsify-corpus: the document holds 3 byte(s) that are not text, shown as \\xNN\n",
               shown.text);
}

BOOST_AUTO_TEST_CASE(prune_removes_a_document_too_large_to_read) {
    // Over 16 MiB a document is never read, and prune read it first: it could not be removed.
    TempDir dir;
    populate(dir.path());
    const std::string huge_key = corpus_key("tool/huge");
    test::write_text(dir / (huge_key + ".json"), std::string(17u << 20, ' '));
    const Output pruned = tool("prune " + quoted(dir.path()) + " tool/huge");
    BOOST_TEST(pruned.status == 0, pruned.text);
    BOOST_TEST(pruned.text == "removed 1 document(s)\n", pruned.text);
    BOOST_TEST(!std::filesystem::exists(dir / (huge_key + ".json")));
    BOOST_TEST(tool("prune " + quoted(dir.path()) + " tool/huge").status == 1);

    RedisServer server;
    const std::string dsn = quoted(server.dsn(0, "tool:"));
    BOOST_REQUIRE(server.command({"SET", "tool:" + huge_key, std::string(17u << 20, 'x')}).type == RedisReply::Type::Status);
    BOOST_REQUIRE(server.command({"SET", "tool:" + corpus_key("tool/values"), "{}"}).type == RedisReply::Type::Status);
    const Output all = tool("prune " + dsn + " --all");
    BOOST_TEST(all.status == 0, all.text);
    BOOST_TEST(all.text == "removed 2 document(s)\n", all.text);
    BOOST_TEST(server.command({"DBSIZE"}).integer == 0);
}

BOOST_AUTO_TEST_CASE(an_id_that_matches_nothing_fails_naming_it_and_how_to_list_ids) {
    // prune said "removed 0 document(s)" and exited 0: a mistyped id passed for a pruned one.
    TempDir dir;
    populate(dir.path());
    const std::string hint = "`falsify-corpus list STORE` lists the keys and property ids it holds\n";
    const Output typo = tool("prune " + quoted(dir.path()) + " tool/valeus");
    BOOST_TEST(typo.status == 1, typo.text);
    BOOST_TEST(typo.text == "removed 0 document(s)\nfalsify-corpus: nothing to prune for \"tool/valeus\": the store holds no document under its key " +
                                corpus_key("tool/valeus") + " (give a property id as the test names it, or a key); " + hint,
               typo.text);
    // What matches is pruned; what does not is named, and fails the command.
    const Output mixed = tool("prune " + quoted(dir.path()) + " tool/values nope");
    BOOST_TEST(mixed.status == 1, mixed.text);
    BOOST_TEST(mixed.text.rfind("removed 1 document(s)\nfalsify-corpus: nothing to prune for \"nope\"", 0) == 0u, mixed.text);
    BOOST_TEST(!std::filesystem::exists(test::document_path(dir.path(), "tool/values")));
    const Output seeded = tool("prune " + quoted(dir.path()) + " " + corpus_key("tool/seeded"));
    BOOST_TEST(seeded.status == 0, seeded.text);
    BOOST_TEST(seeded.text == "removed 2 document(s)\n", seeded.text);
    // show names the id it did not find, and how to list them.
    const Output shown = tool("show " + quoted(dir.path()) + " tool/none");
    BOOST_TEST(shown.status == 1);
    BOOST_TEST(shown.text == "falsify-corpus: no regression document for \"tool/none\" (key " + corpus_key("tool/none") + "); " + hint,
               shown.text);
    // --all over an empty store removes nothing, and that is no mistake; list says the store is empty.
    BOOST_TEST(tool("prune " + quoted(dir.path()) + " --all").status == 0);
    const Output listed = tool("list " + quoted(dir.path()));
    BOOST_TEST(listed.status == 0);
    BOOST_TEST(listed.text == "falsify-corpus: the store holds no documents\n", listed.text);
    // A store whose path loops is named as such, not taken for a missing directory.
    const std::string loop = dir / "loop";
    std::filesystem::create_symlink(loop, loop);
    const Output looped = tool("list " + quoted(loop));
    BOOST_TEST(looped.status == 1);
    BOOST_TEST(looped.text.find("falsify-corpus: The corpus directory \"" + loop + "\" cannot be reached: resolving it meets a loop") == 0u,
               looped.text);
}

BOOST_AUTO_TEST_CASE(copy_merges_and_never_overwrites_what_the_destination_holds) {
    TempDir source, target;
    populate(source.path());
    // The destination already has another entry of tool/values, and its own search document.
    const auto destination = directory_corpus(target.path());
    destination->remember("tool/values", CorpusEntry::values({{"x", Data::integer(99)}, {"s", Data::string("t")}}, 5));
    const Data search = Data::object({{"id", Data::string("tool/seeded")}, {"format", Data::integer(1)}, {"targets", Data::object({{"t", Data::array()}})}});
    destination->remember_targets("tool/seeded", search);
    const std::string search_path = target / (corpus_key("tool/seeded") + ".search.json");
    const std::string search_before = *test::read_text(search_path);

    const Output merged = tool("copy " + quoted(source.path()) + " " + quoted(target.path()));
    BOOST_TEST(merged.status == 0, merged.text);
    BOOST_TEST(merged.text == "copied 1 document(s), merged 1 entry into 1 the destination had, left 1 the destination already had as it was\n");
    // The destination's document is merged into, not replaced: its x=99 stays.
    const auto entries = directory_corpus(target.path())->recall("tool/values", {"x", "s"});
    BOOST_REQUIRE(entries.size() == 2u);
    BOOST_TEST(entries[0].arguments.at(0).value.as_integer<int>().value_or(0) == 99);  // the destination's, first and unchanged
    BOOST_TEST(entries[1].arguments.at(0).value.as_integer<int>().value_or(0) == 12);
    BOOST_TEST(*test::read_text(search_path) == search_before);
    BOOST_TEST(*test::read_text(test::document_path(target.path(), "tool/seeded")) ==
               *test::read_text(test::document_path(source.path(), "tool/seeded")));
    // Again: nothing left to add.
    const Output again = tool("copy " + quoted(source.path()) + " " + quoted(target.path()));
    BOOST_TEST(again.text == "copied 0 document(s), left 3 the destination already had as it was\n", again.text);
    BOOST_TEST(again.status == 0);

    // A destination document of a newer format is neither overwritten nor downgraded.
    const std::string values_key = corpus_key("tool/values");
    const std::string newer = "{\"format\": 2, \"property\": \"tool/values\", \"entries\": []}\n";
    test::write_text(test::document_path(target.path(), "tool/values"), newer);
    const Output refused = tool("copy " + quoted(source.path()) + " " + quoted(target.path()));
    BOOST_TEST(refused.status == 1);
    BOOST_TEST(refused.text == "copied 0 document(s), left 2 the destination already had as it was, skipped 1 that could not be copied:\n  " +
                                   values_key + " regression: The destination's document " + values_key +
                                   " is in format 2, and this version writes format 1: it is left as it is, never overwritten nor "
                                   "downgraded\n",
               refused.text);
    BOOST_TEST(*test::read_text(test::document_path(target.path(), "tool/values")) == newer);
}

BOOST_AUTO_TEST_CASE(copy_refuses_an_unreadable_document_and_names_its_key) {
    TempDir source, target;
    const std::string broken = corpus_key("tool/broken"), damaged = corpus_key("tool/damaged"), misfiled = corpus_key("tool/misfiled");
    test::write_text(source / (broken + ".json"), "{\"format\": 1, \"property\": \"tool/broken\", \"entries\": [");
    test::write_text(source / (damaged + ".json"),
                     "{\"format\": 1, \"property\": \"tool/damaged\", \"entries\": [{\"kind\": \"values\", \"args\": {}}]}\n");
    test::write_text(source / (misfiled + ".json"), "{\"format\": 1, \"property\": \"tool/other\", \"entries\": []}\n");
    const Output copied = tool("copy " + quoted(source.path()) + " " + quoted(target.path()));
    BOOST_TEST(copied.status == 1);  // nothing unreadable is copied, and the exit status says so
    std::map<std::string, std::string> lines{
        {broken, broken + " regression: The document " + broken +
                     " cannot be read: it is not valid JSON (cut short, or with bytes after its end); not copied"},
        {damaged, damaged + " regression: The document " + damaged +
                      " holds 1 damaged entry this version cannot read: #1 {\"kind\":\"values\",\"args\":{}} (no seed that is a "
                      "non-negative integer); not copied"},
        {misfiled, misfiled + " regression: The document " + misfiled + " cannot be read: it belongs to property \"tool/other\", whose key is " +
                       corpus_key("tool/other") + " (copied by hand?); not copied"}};
    std::string expected = "copied 0 document(s), skipped 3 that could not be copied:\n";
    for (const auto& [key, line] : lines) expected += "  " + line + "\n";  // the listing is sorted by key
    BOOST_TEST(copied.text == expected, copied.text);
    for (const auto& name : test::listing(target.path())) BOOST_TEST(name == ".corpus.lock");
}

BOOST_AUTO_TEST_CASE(the_tool_takes_the_password_and_tls_trust_from_the_environment_and_never_echoes_an_address) {
    RedisServer secured({.tls = true, .password = "t00l-pw", .port = 0});
    TempDir source;
    populate(source.path());
    const std::string dsn = quoted(secured.dsn(1));
    const Output copied =
        tool("copy " + quoted(source.path()) + " " + dsn, "PROPERTY_DB_PASSWORD=t00l-pw SSL_CERT_FILE=" + quoted(secured.ca_file()));
    BOOST_TEST(copied.status == 0, copied.text);
    BOOST_TEST(copied.text == "copied 3 document(s)\n");
    const Output wrong = tool("list " + dsn, "PROPERTY_DB_PASSWORD=not-t00l-pw SSL_CERT_FILE=" + quoted(secured.ca_file()));
    BOOST_TEST(wrong.status == 1);
    BOOST_TEST(wrong.text.find("refused the password") != std::string::npos, wrong.text);
    BOOST_TEST(wrong.text.find("t00l-pw") == std::string::npos, wrong.text);
    const Output untrusted = tool("list " + dsn, "PROPERTY_DB_PASSWORD=t00l-pw SSL_CERT_FILE=/nonexistent");
    BOOST_TEST(untrusted.status == 1);
    BOOST_TEST(untrusted.text.find("TLS handshake") != std::string::npos, untrusted.text);

    const Output refused = tool("list 'redis://user:SECRET@127.0.0.1:1/0'");
    BOOST_TEST(refused.status == 1);
    BOOST_TEST(refused.text.find("holds credentials") != std::string::npos, refused.text);
    BOOST_TEST(refused.text.find("SECRET") == std::string::npos, refused.text);
}

BOOST_AUTO_TEST_SUITE_END()
