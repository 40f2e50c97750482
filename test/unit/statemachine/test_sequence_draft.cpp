// The regression draft of a command sequence: each step written as the
// construction of its command (gen::command<C>(...) knows C and its
// arguments), and the draft's refusal, with the reason, where a step or the
// initial model cannot be written. test/unit/draft/draft_replay compiles such a draft
// back into its property and proves it fails the same way.
#include "support.hpp"

#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

using namespace falsify;

namespace sequence_draft_test {

/// Check() fails once a key above 2 was put.
struct Store {
    std::vector<int> keys;
};

template <class Model>
struct Put final : Command<Model, Store> {
    int key;
    explicit Put(int key) : key(key) {}
    CommandResult run(const Model&, Store& s) const override {
        s.keys.push_back(key);
        return {};
    }
    std::string label() const override { return show_call("Put", key); }
};

template <class Model>
struct Check final : Command<Model, Store> {
    CommandResult run(const Model&, Store& s) const override {
        for (int key : s.keys)
            if (key > 2) return false;
        return true;
    }
    bool postcondition(const Model&, const CommandResult& fine) const override { return fine.as<bool>(); }
};

/// A model with no falsify::Literal and no equality: no draft can write it
/// (a plain struct would be written with braces, field by field).
class Opaque {
public:
    Opaque() = default;

private:
    [[maybe_unused]] int hidden_ = 0;
};

template <class Model>
std::string draft_of(Model initial, Gen<CommandPtr<Model, Store>> put) {
    auto checked = property("store", [](const CommandSequence<Model, Store>& steps) { StateMachine::check(steps, [] { return Store{}; }); },
                            gen::commands(initial, {put, gen::command<Check<Model>>()}), Config().seed(3));
    const Result result = checked.check();
    BOOST_REQUIRE(result.outcome() == Outcome::Falsified);
    return regression_draft(result, checked.definition());
}

}  // namespace sequence_draft_test

using namespace sequence_draft_test;

BOOST_AUTO_TEST_SUITE(sequence_draft)

BOOST_AUTO_TEST_CASE(each_step_is_written_as_the_construction_of_its_command) {
    const std::string draft = draft_of<int>(0, gen::command<sequence_draft_test::Put<int>>(gen::ints(0, 100)));
    BOOST_TEST(draft.find("falsify::example(falsify::CommandSequence<int, sequence_draft_test::Store>{0, "
                          "{std::make_shared<const sequence_draft_test::Put<int>>(3), "
                          "std::make_shared<const sequence_draft_test::Check<int>>()}})") != std::string::npos,
               draft);
}

BOOST_AUTO_TEST_CASE(a_step_of_another_generator_is_declined_with_its_label) {
    const auto mapped = gen::ints(0, 100).map([](int key) -> CommandPtr<int, sequence_draft_test::Store> { return std::make_shared<const sequence_draft_test::Put<int>>(key); });
    const std::string draft = draft_of<int>(0, mapped);
    BOOST_TEST(draft.find("no C++ literal form here: step 1 (Put(3)) was not made by gen::command<C>(...)") != std::string::npos, draft);
    BOOST_TEST(draft.find("the Replay: command reproduces this case") != std::string::npos, draft);
}

BOOST_AUTO_TEST_CASE(a_model_without_a_literal_is_declined_by_name) {
    const std::string draft = draft_of<Opaque>(Opaque{}, gen::command<sequence_draft_test::Put<Opaque>>(gen::ints(0, 100)));
    BOOST_TEST(draft.find("the initial model (sequence_draft_test::Opaque) has no literal form") != std::string::npos, draft);
}

BOOST_AUTO_TEST_SUITE_END()
