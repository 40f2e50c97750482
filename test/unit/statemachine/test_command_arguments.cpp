// A command's argument of a user's class that can only be moved, with no
// printer and no equality: made afresh for every run, and shrunk.
#include <falsify/statemachine.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <memory>

using namespace falsify;

namespace statemachine_user_types {

/// A command argument that can only be moved, with no printer and no equality.
class Ticket {
public:
    explicit Ticket(int number) : number_(std::make_unique<int>(number)) {}
    int number() const { return *number_; }

private:
    std::unique_ptr<int> number_;
};

struct Gate {
    int passed = 0;
};

/// The second ticket through the gate must be below 100.
struct Enter final : Command<int, Gate> {
    explicit Enter(const Ticket& ticket) : number(ticket.number()) {}
    int number;
    CommandResult run(const int&, Gate& gate) const override {
        note("number", number);
        FALSIFY_ASSERT((++gate.passed < 2 || number < 100));
        return {};
    }
    int next_state(const int& model) const override { return model + 1; }
};

}  // namespace statemachine_user_types

BOOST_AUTO_TEST_SUITE(statemachine_user_types)

BOOST_AUTO_TEST_CASE(a_command_argument_that_can_only_be_moved_shrinks_to_its_minimum) {
    using statemachine_user_types::Enter;
    using statemachine_user_types::Gate;
    using statemachine_user_types::Ticket;
    const auto tickets = gen::ints(0, 1000).map([](int n) { return Ticket{n}; });
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        const Result result = property("gate", [](const CommandSequence<int, Gate>& steps) { StateMachine::check(steps, [] { return Gate{}; }); },
                                       gen::commands(0, {gen::command<Enter>(tickets)}), Config().seed(seed))
                                  .check();
        BOOST_TEST_REQUIRE((result.outcome() == Outcome::Falsified), result.message());
        BOOST_TEST(result.counter_example()->shrunk_notes.front().value == "100", result.message());
        BOOST_TEST(result.counter_example()->shrunk_arguments.front().value == "[Enter(), Enter()]", result.message());
    }
}

BOOST_AUTO_TEST_SUITE_END()
