// The directory corpus under faults: each one is reported as a CorpusFailed
// event and never changes the verdict; permissions; concurrent writers.
// Tests run as root, so each fault is one root cannot bypass.
#include "test_corpus_support.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <map>
#include <set>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace falsify;
using falsify::test::Recorder;
using falsify::test::TempDir;

namespace {

const std::string id = "corpus/faults";

/// Fails on x = value, a constant: its counterexample is a values entry {"x": value}.
/// Without `replay`, the recorded failures of earlier calls are not replayed
/// first (they would still fail, and the new one would never be reached).
Result fails_on(int value, const std::shared_ptr<Corpus>& corpus, Recorder& recorder, bool replay = false) {
    Config config = Config().seed(1).runs(3);
    if (!replay) config.phases({Phase::Random, Phase::Shrink});
    return property(id, [](int x) { FALSIFY_ASSERT(x < 0); })
        .names({"x"})
        .with(param("x", gen::constant(value)))
        .with(config)
        .with(corpus)
        .with(recorder.listener())
        .check();
}

/// The verdict stands and exactly one CorpusFailed(remember) says why.
void check_remember_failed(const Result& result, const Recorder& recorder, const std::string& expected) {
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(result.message().find("Shrunk:   x=") != std::string::npos);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 0u);
    const auto failures = recorder.failures();
    BOOST_REQUIRE_MESSAGE(failures.size() == 1u, test::joined(failures));
    BOOST_TEST(failures[0].rfind("remember: ", 0) == 0u, failures[0]);
    BOOST_TEST(failures[0].find(expected) != std::string::npos, failures[0]);
    const auto event = recorder.of<falsify::event::CorpusFailed>().at(0);
    BOOST_TEST(event.failure.type == "falsify::CorpusError");
}

std::string temp_name(const std::string& property_id) {
    return "." + corpus_key(property_id) + ".json." + std::to_string(::getpid()) + ".tmp";
}

/// Runs `child` in a forked process and returns its exit status (the child must not touch Boost.Test).
template <class F>
int in_child(F child) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        int code = 99;
        try {
            code = child();
        } catch (...) {
            code = 98;
        }
        ::_exit(code);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(corpus_faults)

BOOST_AUTO_TEST_CASE(files_are_0600_and_created_directories_0700) {
    TempDir dir;
    const std::string nested = dir / "a/b";
    Recorder recorder;
    fails_on(3, directory_corpus(nested + "/"), recorder);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 1u);
    BOOST_TEST(test::permissions(dir / "a") == 0700u);
    BOOST_TEST(test::permissions(nested) == 0700u);
    BOOST_TEST(test::permissions(test::document_path(nested, id)) == 0600u);
    BOOST_TEST(test::permissions(nested + "/.corpus.lock") == 0600u);
    directory_corpus(nested)->remember_targets(id, Data::object());
    BOOST_TEST(test::permissions(nested + "/" + corpus_key(id) + ".search.json") == 0600u);
    BOOST_TEST(test::joined(test::listing(nested)) ==
               ".corpus.lock | " + corpus_key(id) + ".json | " + corpus_key(id) + ".search.json");
}

BOOST_AUTO_TEST_CASE(stored_is_emitted_only_once_the_document_is_on_disk) {
    TempDir dir;
    bool seen = false;
    Recorder recorder;
    const Result result = property(id, [](int x) { FALSIFY_ASSERT(x < 0); })
                              .names({"x"})
                              .with(param("x", gen::constant(8)))
                              .with(directory_corpus(dir.path()))
                              .with([&](const Event& e) {
                                  if (!std::holds_alternative<falsify::event::CorpusStored>(e)) return;
                                  const auto text = test::read_text(test::document_path(dir.path(), id));
                                  seen = text && text->find("\"x\": 8") != std::string::npos;
                              })
                              .check();
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(seen);
}

BOOST_AUTO_TEST_CASE(a_symlinked_lock_is_refused) {
    TempDir dir;
    test::write_text(dir / "victim", "precious");
    std::filesystem::create_symlink(dir / "victim", dir / ".corpus.lock");
    Recorder recorder;
    check_remember_failed(fails_on(3, directory_corpus(dir.path()), recorder), recorder, "is a symbolic link");
    BOOST_TEST(*test::read_text(dir / "victim") == "precious");
    BOOST_TEST(!test::read_text(test::document_path(dir.path(), id)).has_value());
}

BOOST_AUTO_TEST_CASE(a_lock_held_by_another_process_is_waited_for_a_bounded_time_then_reported) {
    // A stopped writer holding the lock (flock locks of separate opens
    // conflict, as another process's would): the run waits a few seconds,
    // says why it cannot write, and keeps its verdict; it never hangs.
    TempDir dir;
    Recorder before;
    fails_on(2, directory_corpus(dir.path()), before);
    const int held = ::open((dir / ".corpus.lock").c_str(), O_RDWR);
    BOOST_REQUIRE(held >= 0);
    BOOST_REQUIRE(::flock(held, LOCK_EX) == 0);
    Recorder recorder;
    check_remember_failed(fails_on(3, directory_corpus(dir.path()), recorder), recorder,
                          "another process (pid " + std::to_string(::getpid()) +
                              ") has held it for 5 s without handing it over (a stopped or hung test process?); this run goes on "
                              "without the corpus");
    ::close(held);
    Recorder after;
    fails_on(3, directory_corpus(dir.path()), after);
    BOOST_TEST(after.count<falsify::event::CorpusStored>() == 1u);
}

BOOST_AUTO_TEST_CASE(a_lock_given_up_on_is_not_waited_for_again_by_later_properties) {
    // A process stopped (SIGSTOP, Ctrl-Z) while it holds the lock: the first
    // property waits once and says so, naming the lock and what to do; the
    // properties after it are told at once instead of each waiting 5 s again.
    TempDir dir;
    Recorder before;
    fails_on(2, directory_corpus(dir.path()), before);
    const std::string lock = dir / ".corpus.lock";
    const pid_t holder = ::fork();
    if (holder == 0) {
        const int fd = ::open(lock.c_str(), O_RDWR);
        if (fd < 0 || ::flock(fd, LOCK_EX) != 0) ::_exit(1);
        ::raise(SIGSTOP);
        ::_exit(0);
    }
    BOOST_REQUIRE(holder > 0);
    int status = 0;
    BOOST_REQUIRE(::waitpid(holder, &status, WUNTRACED) == holder);
    BOOST_REQUIRE(WIFSTOPPED(status));
    const std::string pid = std::to_string(holder);
    const auto timed = [&](int value, Recorder& recorder) {
        const auto start = std::chrono::steady_clock::now();
        fails_on(value, directory_corpus(dir.path()), recorder);
        return std::chrono::steady_clock::now() - start;
    };
    Recorder first;
    BOOST_TEST(timed(3, first) >= std::chrono::milliseconds(4900));
    const auto waited = test::joined(first.failures());
    BOOST_TEST(waited.find("Cannot lock \"" + lock + "\": another process (pid " + pid + ") has held it for 5 s") != std::string::npos,
               waited);
    BOOST_TEST(waited.find("later properties of this process do not wait for it again") != std::string::npos, waited);
    BOOST_TEST(waited.find("kill -CONT " + pid) != std::string::npos, waited);
    for (const int value : {4, 5}) {
        Recorder later;
        BOOST_TEST(timed(value, later) < std::chrono::milliseconds(2000));
        const auto told = test::joined(later.failures());
        BOOST_TEST(told.find("Cannot lock \"" + lock + "\": it is still held by the process (pid " + pid +
                             ") this one waited 5 s for earlier, so it is not waited for again") != std::string::npos,
                   told);
        BOOST_TEST(told.find("kill -CONT " + pid) != std::string::npos, told);
    }
    // Resumed, it lets go: the next property writes again.
    ::kill(holder, SIGCONT);
    ::waitpid(holder, &status, 0);
    Recorder after;
    fails_on(6, directory_corpus(dir.path()), after);
    BOOST_TEST(after.count<falsify::event::CorpusStored>() == 1u, test::joined(after.failures()));
}

BOOST_AUTO_TEST_CASE(a_symlinked_document_is_refused_by_name_and_never_replaced) {
    // Neither followed (a link planted in a shared directory would choose what
    // is read) nor replaced (renaming over it silently dropped what it named):
    // refused, by name, when it is read and when it would be written.
    TempDir dir;
    const std::string real = dir / "real";
    Recorder first;
    fails_on(1, directory_corpus(real), first);
    const std::string document = *test::read_text(test::document_path(real, id));
    const std::string corpus = dir / "corpus";
    std::filesystem::create_directory(corpus);
    const std::string link = test::document_path(corpus, id);
    std::filesystem::create_symlink(test::document_path(real, id), link);

    Recorder replayed;
    const Result result = fails_on(2, directory_corpus(corpus), replayed, true);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    const auto failures = replayed.failures();
    BOOST_REQUIRE_MESSAGE(failures.size() == 2u, test::joined(failures));
    BOOST_TEST(failures[0].find("recall: Refusing the corpus document \"" + link + "\": it is a symbolic link to \"" +
                                test::document_path(real, id) + "\"") == 0u,
               failures[0]);
    BOOST_TEST(failures[0].find("cp --remove-destination") != std::string::npos, failures[0]);
    BOOST_TEST(failures[1].rfind("remember: this falsification was not stored", 0) == 0u, failures[1]);

    Recorder written;
    check_remember_failed(fails_on(3, directory_corpus(corpus), written), written,
                          "Refusing the corpus document \"" + link + "\": it is a symbolic link");
    BOOST_TEST(std::filesystem::is_symlink(link));
    BOOST_TEST(*test::read_text(test::document_path(real, id)) == document);
    BOOST_CHECK_THROW(directory_corpus(corpus)->recall(id, {"x"}), CorpusError);

    // Anything else that is not a regular file is refused the same way.
    std::filesystem::remove(link);
    BOOST_REQUIRE(::mkfifo(link.c_str(), 0600) == 0);
    Recorder fifo;
    check_remember_failed(fails_on(3, directory_corpus(corpus), fifo), fifo,
                          "Refusing the corpus document \"" + link + "\": it is a FIFO, not a document");
    BOOST_TEST(std::filesystem::is_fifo(link));
}

BOOST_AUTO_TEST_CASE(a_corpus_directory_whose_path_loops_is_an_error_naming_it) {
    // ELOOP read as "no document" made a looping PROPERTY_DB an empty corpus, silently.
    TempDir dir;
    const std::string loop = dir / "loop";
    std::filesystem::create_symlink(loop, loop);
    for (const std::string& location : {loop, loop + "/sub"}) {
        try {
            (void)directory_corpus(location);
            BOOST_ERROR("a looping corpus directory was accepted: " + location);
        } catch (const std::invalid_argument& e) {
            const std::string message = e.what();
            BOOST_TEST(message.find("The corpus directory \"" + location + "\" cannot be reached: resolving it meets a loop of symbolic links") ==
                           0u,
                       message);
        }
    }
    // A loop made after the store was opened: every operation says so.
    const std::string later = dir / "later";
    const auto corpus = directory_corpus(later);
    std::filesystem::create_symlink(later, later);
    Recorder recorder;
    const Result result = fails_on(3, corpus, recorder, true);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    const auto failures = recorder.failures();
    BOOST_REQUIRE(!failures.empty());
    BOOST_TEST(failures[0].rfind("recall: The corpus directory \"" + later + "\" cannot be reached", 0) == 0u, failures[0]);
    Recorder written;
    check_remember_failed(fails_on(3, corpus, written), written, "The corpus directory \"" + later + "\" cannot be reached");
}

BOOST_AUTO_TEST_CASE(a_writer_queued_behind_many_live_writers_waits_its_turn) {
    // 20 writers each holding the lock 300 ms: the last in line waits about 6 s,
    // longer than a stuck lock is waited for, but the lock keeps changing hands.
    // Counted from the first attempt, the wait gave up and lost writes.
    TempDir dir;
    const std::string key = corpus_key("corpus/queue");
    std::atomic<int> reported{0};
    std::vector<std::thread> writers;
    for (int w = 0; w < 20; ++w)
        writers.emplace_back([&, w] {
            try {
                directory_store(dir.path())->update(key, DocumentKind::Regression, [w](const std::optional<std::string>& current) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(300));
                    return current.value_or("") + "writer " + std::to_string(w) + "\n";
                });
            } catch (const CorpusError&) {
                ++reported;
            }
        });
    for (auto& t : writers) t.join();
    const std::string text = test::read_text(dir / (key + ".json")).value_or("");
    BOOST_TEST(reported == 0);
    BOOST_TEST(std::count(text.begin(), text.end(), '\n') == 20);
    for (int w = 0; w < 20; ++w) BOOST_TEST(text.find("writer " + std::to_string(w) + "\n") != std::string::npos, w);
}

BOOST_AUTO_TEST_CASE(temp_files_left_by_killed_writers_are_removed_at_the_next_write) {
    // Processes killed mid-write leave `.<key>.json.<pid>.tmp` behind; under
    // the lock no live writer has one, so the next write removes them all.
    TempDir dir;
    const std::string other = corpus_key("another property");
    const std::vector<std::string> litter{"." + corpus_key(id) + ".json.4242.tmp", "." + other + ".json.77.tmp",
                                          "." + other + ".search.json.9.tmp"};
    for (const auto& name : litter) test::write_text(dir / name, "half a document");
    const std::vector<std::string> strangers{".notes.json.1.tmp", "." + other + ".json.tmp", other + ".json.5.tmp"};
    for (const auto& name : strangers) test::write_text(dir / name, "someone else's");
    Recorder recorder;
    fails_on(3, directory_corpus(dir.path()), recorder);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 1u, test::joined(recorder.failures()));
    for (const auto& name : litter) BOOST_TEST(!std::filesystem::exists(dir / name), name);
    for (const auto& name : strangers) BOOST_TEST(std::filesystem::exists(dir / name), name);
}

BOOST_AUTO_TEST_CASE(an_occupied_temp_path_is_refused_and_an_orphaned_temp_file_reclaimed) {
    TempDir dir;
    Recorder first;
    fails_on(1, directory_corpus(dir.path()), first);
    const std::string before = *test::read_text(test::document_path(dir.path(), id));

    test::write_text(dir / "victim", "precious");
    std::filesystem::create_symlink(dir / "victim", dir / temp_name(id));
    Recorder symlinked;
    check_remember_failed(fails_on(2, directory_corpus(dir.path()), symlinked), symlinked, "is occupied by a symbolic link");
    BOOST_TEST(*test::read_text(dir / "victim") == "precious");
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), id)) == before);
    std::filesystem::remove(dir / temp_name(id));

    std::filesystem::create_directory(dir / temp_name(id));
    Recorder directory;
    check_remember_failed(fails_on(2, directory_corpus(dir.path()), directory), directory, "is occupied by a directory");
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), id)) == before);
    std::filesystem::remove(dir / temp_name(id));

    // A regular file there is an orphan of this pid (a writer that died): reclaimed under the lock.
    test::write_text(dir / temp_name(id), "half a docu");
    Recorder orphan;
    fails_on(2, directory_corpus(dir.path()), orphan);
    BOOST_TEST(orphan.count<falsify::event::CorpusStored>() == 1u, test::joined(orphan.failures()));
    BOOST_TEST(!std::filesystem::exists(dir / temp_name(id)));
    BOOST_TEST(directory_corpus(dir.path())->recall(id, {"x"}).size() == 2u);
}

BOOST_AUTO_TEST_CASE(a_file_where_the_directory_should_be_is_reported) {
    TempDir dir;
    test::write_text(dir / "file", "not a directory");
    Recorder recorder;
    check_remember_failed(fails_on(3, directory_corpus(dir / "file/corpus"), recorder), recorder,
                          "\"" + (dir / "file") + "\" exists and is not a directory");
    // Recalling from it finds nothing, and says nothing: there is no document.
    BOOST_TEST(directory_corpus(dir / "file/corpus")->recall(id, {"x"}).empty());
}

BOOST_AUTO_TEST_CASE(a_full_disk_leaves_the_previous_document_untouched) {
    TempDir dir;
    Recorder first;
    fails_on(1, directory_corpus(dir.path()), first);
    const std::string before = *test::read_text(test::document_path(dir.path(), id));
    // In a child: the file-size limit would also cut this process's own log.
    const int status = in_child([&] {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{before.size(), before.size()};
        if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) return 10;
        Recorder recorder;
        const Result result = fails_on(2, directory_corpus(dir.path()), recorder);
        if (result.outcome() != Outcome::Falsified) return 11;
        if (recorder.count<falsify::event::CorpusStored>() != 0) return 12;
        const auto failures = recorder.failures();
        if (failures.size() != 1 || failures[0].find("remember: Cannot write the corpus document") != 0) return 13;
        if (failures[0].find("is the disk full?") == std::string::npos) return 14;
        return 0;
    });
    BOOST_TEST(status == 0);
    BOOST_TEST(*test::read_text(test::document_path(dir.path(), id)) == before);
    BOOST_TEST(test::joined(test::listing(dir.path())) == ".corpus.lock | " + corpus_key(id) + ".json");
}

BOOST_AUTO_TEST_CASE(a_directory_where_the_document_should_be_is_refused_and_kept) {
    // Refused when read, before any temp file is written (the rename over it used to be what failed).
    TempDir dir;
    std::filesystem::create_directory(test::document_path(dir.path(), id));
    std::filesystem::create_directory(test::document_path(dir.path(), id) + "/keep");
    Recorder recorder;
    check_remember_failed(fails_on(3, directory_corpus(dir.path()), recorder), recorder,
                          "\": it is a directory, not a document, so it is neither read nor replaced");
    BOOST_TEST(!std::filesystem::exists(dir / temp_name(id)));
    BOOST_TEST(std::filesystem::is_directory(test::document_path(dir.path(), id) + "/keep"));
}

BOOST_AUTO_TEST_CASE(a_document_in_another_format_is_never_overwritten) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), id);
    const std::string foreign = "{\"format\": 2, \"property\": \"" + id +
                                "\", \"entries\": [{\"kind\": \"values\", \"seed\": 1, \"args\": {\"x\": 5}}]}";
    test::write_text(path, foreign);
    Recorder recorder;
    const Result result = fails_on(3, directory_corpus(dir.path()), recorder, true);
    check_remember_failed(result, recorder, "is in format 2, and this version of falsify reads and writes format 1");
    BOOST_TEST(recorder.count<falsify::event::CorpusReplayed>() == 0u);  // not read either
    BOOST_TEST(*test::read_text(path) == foreign);
}

BOOST_AUTO_TEST_CASE(corrupt_json_is_reported_and_never_replaced) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), id);
    const std::string cut = "{\"format\": 1, \"property\": \"" + id + "\", \"entries\": [";
    test::write_text(path, cut);
    Recorder recorder;
    fails_on(3, directory_corpus(dir.path()), recorder, true);
    BOOST_TEST(test::joined(recorder.failures()).rfind("recall: The corpus document of property \"" + id +
                                                           "\" cannot be read: it is not valid JSON",
                                                       0) == 0u,
               test::joined(recorder.failures()));
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 0u);
    BOOST_TEST(*test::read_text(path) == cut);
}

namespace {

/// A store that fails as told: to show the runner's side of every operation.
struct FailingStore final : DocumentStore {
    bool fail_load = false;
    bool fail_update = false;
    int updates = 0;
    std::map<std::string, std::string> documents;

    std::optional<std::string> load(const std::string& key, DocumentKind) override {
        if (fail_load) throw CorpusError("the store is down");
        auto it = documents.find(key);
        return it == documents.end() ? std::nullopt : std::optional(it->second);
    }
    void update(const std::string& key, DocumentKind,
                const std::function<std::optional<std::string>(const std::optional<std::string>&)>& change) override {
        ++updates;
        if (fail_update) throw CorpusError("the store is read-only");
        auto it = documents.find(key);
        const auto next = change(it == documents.end() ? std::nullopt : std::optional(it->second));
        if (next) documents[key] = *next;
        else documents.erase(key);
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_failed_recall_or_prune_is_reported_and_changes_nothing) {
    auto store = std::make_shared<FailingStore>();
    const auto corpus = std::make_shared<DocumentCorpus>(store);
    corpus->remember(id, CorpusEntry::values({{"x", Data::integer(-5)}}, 1));
    store->fail_load = true;
    Recorder recall;
    const Result result = fails_on(3, corpus, recall, true);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    // A corpus that cannot be read is not written this run, and the falsification says it was not stored.
    BOOST_TEST(test::joined(recall.failures()) ==
               "recall: the store is down | remember: this falsification was not stored: the corpus could not be read earlier in "
               "this run (see the recall failure), and a store that cannot be read is not written to");
    BOOST_TEST(store->updates == 1);
    store->fail_load = false;
    store->fail_update = true;
    Recorder prune;
    const Result passed = property(id, [](int) {}).names({"x"}).with(param("x", gen::constant(1))).with(corpus).with(prune.listener()).check();
    BOOST_TEST(passed.passed());
    BOOST_TEST(test::joined(prune.failures()) == "prune: the store is read-only");
    BOOST_TEST(prune.count<falsify::event::CorpusPruned>() == 0u);
}

BOOST_AUTO_TEST_CASE(a_custom_corpus_that_throws_anything_is_reported) {
    struct Throwing final : Corpus {
        std::vector<CorpusEntry> recall(const std::string&, const std::vector<std::string>&) override { return {}; }
        void remember(const std::string&, const CorpusEntry&) override { throw 42; }
        void prune(const std::string&, const CorpusEntry&) override {}
        std::optional<Data> recall_targets(const std::string&) override { return std::nullopt; }
        void remember_targets(const std::string&, const std::optional<Data>&) override {}
    };
    Recorder recorder;
    const Result result = fails_on(3, std::make_shared<Throwing>(), recorder);
    BOOST_TEST(result.outcome() == Outcome::Falsified);
    BOOST_TEST(test::joined(recorder.failures()) == "remember: the corpus threw an exception not derived from std::exception");
}

BOOST_AUTO_TEST_CASE(an_oversized_document_is_not_read_and_never_replaced) {
    TempDir dir;
    const std::string path = test::document_path(dir.path(), id);
    std::string huge = "{\"format\": 1, \"property\": \"" + id + "\", \"entries\": [";
    huge += std::string(17u << 20, ' ');
    huge += "{\"kind\": \"values\", \"seed\": 1, \"epoch\": 1, \"args\": {\"x\": 5}}]}";
    test::write_text(path, huge);
    const std::string said = "The corpus document \"" + path +
                             "\" is larger than 16 MiB, more than any document: it is left as it is and nothing is recorded in it. Move "
                             "it aside or delete it to start afresh";
    BOOST_CHECK_EXCEPTION(directory_corpus(dir.path())->recall(id, {"x"}), CorpusError,
                          [&](const CorpusError& e) { return std::string(e.what()) == said; });
    Recorder recorder;
    fails_on(3, directory_corpus(dir.path()), recorder, true);
    BOOST_TEST(recorder.count<falsify::event::CorpusStored>() == 0u);
    BOOST_TEST(recorder.failures().at(0) == "recall: " + said);
    Recorder written;
    fails_on(3, directory_corpus(dir.path()), written);  // not replaying first: the write itself refuses
    BOOST_TEST(written.failures().at(0) == "remember: " + said);
    BOOST_TEST(test::read_text(path)->size() == huge.size());
}

BOOST_AUTO_TEST_CASE(a_second_backend_stores_the_same_bytes) {
    TempDir dir;
    auto memory = std::make_shared<FailingStore>();
    const auto in_memory = std::make_shared<DocumentCorpus>(memory);
    const auto on_disk = directory_corpus(dir.path());
    for (const auto& corpus : {std::shared_ptr<Corpus>(in_memory), on_disk}) {
        corpus->remember(id, CorpusEntry::values({{"x", Data::integer(1)}}, 10));
        corpus->remember(id, CorpusEntry::seeded(11, 4, EdgeCases::None));
        corpus->remember(id, CorpusEntry::values({{"x", Data::string("\xE2\x82\xAC / \"")}}, 12));
        corpus->prune(id, CorpusEntry::values({{"x", Data::integer(1)}}, 10));
    }
    BOOST_TEST(memory->documents.at(corpus_key(id)) == *test::read_text(test::document_path(dir.path(), id)));
    BOOST_TEST(corpus_key(id).size() == 40u);
    BOOST_TEST(corpus_key("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
}

BOOST_AUTO_TEST_CASE(the_search_document_is_separate_and_untouched_by_regression_rules) {
    TempDir dir;
    const auto corpus = directory_corpus(dir.path());
    BOOST_TEST(!corpus->recall_targets(id).has_value());
    const Data document = Data::object({{"targets", Data::object()}});
    corpus->remember_targets(id, document);
    Recorder recorder;
    fails_on(3, corpus, recorder);
    property(id, [](int) {}).names({"x"}).with(param("x", gen::constant(3))).with(corpus).check();  // prunes the regression
    BOOST_TEST(!test::read_text(test::document_path(dir.path(), id)).has_value());
    BOOST_TEST((*corpus->recall_targets(id) == document));
    // Written as the corpus writes every document: indented, one trailing newline.
    BOOST_TEST(*test::read_text(dir.path() + "/" + corpus_key(id) + ".search.json") == "{\n  \"targets\": {}\n}\n");
    corpus->remember_targets(id, std::nullopt);
    BOOST_TEST(!corpus->recall_targets(id).has_value());
}

BOOST_AUTO_TEST_CASE(eight_processes_recording_at_once_leave_a_valid_document_with_the_newest_entries) {
    TempDir dir;
    int barrier[2];
    BOOST_REQUIRE(::pipe(barrier) == 0);
    auto spawn = [&](int index, int writes) {
        const pid_t pid = ::fork();
        if (pid != 0) return pid;
        ::close(barrier[1]);
        char byte;
        (void)::read(barrier[0], &byte, 1);  // returns when the parent closes its end: all start together
        int code = 0;
        try {
            for (int k = 0; k < writes; ++k) {
                Recorder recorder;
                fails_on(100 * index + k, directory_corpus(dir.path()), recorder);
                if (recorder.count<falsify::event::CorpusStored>() != 1) code = 1;
            }
        } catch (...) {
            code = 2;
        }
        ::_exit(code);
    };
    // Round one: one write each, 8 slots: no write may be lost.
    std::vector<pid_t> children;
    for (int i = 0; i < 8; ++i) children.push_back(spawn(i + 1, 1));
    ::close(barrier[0]);
    ::close(barrier[1]);
    for (pid_t pid : children) {
        int status = 0;
        ::waitpid(pid, &status, 0);
        BOOST_TEST((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    }
    std::set<int> found;
    for (const auto& e : directory_corpus(dir.path())->recall(id, {"x"})) found.insert(*e.arguments.at(0).value.as_integer<int>());
    BOOST_TEST((found == std::set<int>{100, 200, 300, 400, 500, 600, 700, 800}));

    // Round two: three writes each, 24 in all: the 8 newest stay, each writer's newest first.
    BOOST_REQUIRE(::pipe(barrier) == 0);
    children.clear();
    for (int i = 0; i < 8; ++i) children.push_back(spawn(i + 1, 3));
    ::close(barrier[0]);
    ::close(barrier[1]);
    for (pid_t pid : children) {
        int status = 0;
        ::waitpid(pid, &status, 0);
        BOOST_TEST((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    }
    const auto entries = directory_corpus(dir.path())->recall(id, {"x"});
    BOOST_TEST(entries.size() == 8u);
    std::map<int, std::vector<int>> by_writer;
    for (const auto& e : entries) {
        const int x = *e.arguments.at(0).value.as_integer<int>();
        by_writer[x / 100].push_back(x % 100);
    }
    for (const auto& [writer, writes] : by_writer) {
        // What survives of one writer is its newest writes, newest first: 2, then 1, then 0.
        for (std::size_t k = 0; k < writes.size(); ++k) BOOST_TEST(writes[k] == static_cast<int>(2 - k), "writer " << writer);
    }
    BOOST_TEST(entries.front().arguments.at(0).value.as_integer<int>().value() % 100 == 2);
    BOOST_TEST(test::joined(test::listing(dir.path())) == ".corpus.lock | " + corpus_key(id) + ".json");
}

BOOST_AUTO_TEST_SUITE_END()
