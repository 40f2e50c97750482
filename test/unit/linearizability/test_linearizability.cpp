// The linearizability checker on hand-made histories: verdicts, pending
// operations, partitions, the budget, refused input and the explanation.
#include <falsify/linearizability.hpp>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace lin = falsify::linearizability;

namespace {

/// A register: write(v) stores v, read returns it; starts at 0.
struct RegisterOp {
    bool write = false;
    int value = 0;
};

struct Register {
    int initial_state() const { return 0; }
    std::optional<int> step(int state, const RegisterOp& op, const std::optional<int>& output) const {
        if (op.write) return op.value;
        if (output && *output != state) return std::nullopt;
        return state;
    }
    std::string describe(const RegisterOp& op, const std::optional<int>& output) const {
        if (op.write) return "write(" + std::to_string(op.value) + ")";
        return "read() -> " + (output ? std::to_string(*output) : std::string("?"));
    }
};

using RegisterHistory = lin::History<RegisterOp, int>;

lin::Operation<RegisterOp, int> write(std::size_t client, int value, std::int64_t call, std::int64_t response) {
    return {client, {true, value}, 0, call, response};
}
lin::Operation<RegisterOp, int> read(std::size_t client, int value, std::int64_t call, std::int64_t response) {
    return {client, {false, 0}, value, call, response};
}
lin::Operation<RegisterOp, int> pending_write(std::size_t client, int value, std::int64_t call) {
    return {client, {true, value}, std::nullopt, call, 0};
}

/// Registers by key: operations on different keys never interact.
struct KeyedOp {
    int key = 0;
    RegisterOp op;
};
struct KeyedRegisters {
    int initial_state() const { return 0; }
    std::optional<int> step(int state, const KeyedOp& op, const std::optional<int>& output) const {
        return Register{}.step(state, op.op, output);
    }
    int partition(const KeyedOp& op) const { return op.key; }
};

/// The model without describe(): messages fall back to falsify's rendering.
struct PlainRegister {
    int initial_state() const { return 0; }
    std::optional<int> step(int state, const int& written, const std::optional<int>& output) const {
        if (written >= 0) return written;
        if (output && *output != state) return std::nullopt;
        return state;
    }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(linearizability_checker)

BOOST_AUTO_TEST_CASE(an_empty_history_is_linearizable) {
    const auto result = lin::check(Register{}, RegisterHistory{});
    BOOST_TEST(result.linearizable());
    BOOST_TEST(result.explanation.empty());
}

BOOST_AUTO_TEST_CASE(a_sequential_history_that_matches_the_model_is_linearizable) {
    const RegisterHistory history = {write(0, 1, 1, 2), read(0, 1, 3, 4), write(1, 2, 5, 6), read(1, 2, 7, 8)};
    BOOST_TEST(lin::check(Register{}, history).linearizable());
}

BOOST_AUTO_TEST_CASE(a_read_that_overlaps_a_write_may_see_either_value) {
    // write(1) runs from 1 to 10; one read sees the old value, a later overlapping one the new.
    const RegisterHistory history = {write(0, 1, 1, 10), read(1, 0, 2, 3), read(2, 1, 4, 5)};
    BOOST_TEST(lin::check(Register{}, history).linearizable());
}

BOOST_AUTO_TEST_CASE(real_time_order_is_respected) {
    // The read starts after write(1) returned, so it cannot see the old 0.
    const RegisterHistory history = {write(0, 1, 1, 2), read(1, 0, 3, 4)};
    const auto result = lin::check(Register{}, history);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(result.longest_prefix == std::vector<std::size_t>{0});
    BOOST_TEST(result.unplaced == std::vector<std::size_t>{1});
}

BOOST_AUTO_TEST_CASE(reads_that_disagree_on_the_order_of_two_writes_are_not_linearizable) {
    // Both writes overlap both reads, but client 2 sees 1 then 2 and client 3 sees 2 then 1.
    const RegisterHistory history = {write(0, 1, 1, 20), write(1, 2, 1, 20), read(2, 1, 2, 3),  read(2, 2, 4, 5),
                                     read(3, 2, 6, 7),  read(3, 1, 8, 9)};
    BOOST_TEST(lin::check(Register{}, history).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(a_pending_operation_may_take_effect_late) {
    // write(5) never returned; a read long after it may already see 5.
    const RegisterHistory history = {pending_write(0, 5, 1), read(1, 0, 2, 3), read(1, 5, 10, 11)};
    BOOST_TEST(lin::check(Register{}, history).linearizable());
}

BOOST_AUTO_TEST_CASE(a_pending_operation_may_never_take_effect) {
    const RegisterHistory history = {pending_write(0, 5, 1), read(1, 0, 2, 3), read(1, 0, 10, 11)};
    BOOST_TEST(lin::check(Register{}, history).linearizable());
}

BOOST_AUTO_TEST_CASE(a_pending_operation_cannot_take_effect_before_its_call) {
    const RegisterHistory history = {read(1, 5, 1, 2), pending_write(0, 5, 3)};
    BOOST_TEST(lin::check(Register{}, history).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(a_pending_operation_takes_effect_at_most_once) {
    // One write(5) cannot explain 5, then 7, then 5 again.
    const RegisterHistory history = {pending_write(0, 5, 1), read(1, 5, 2, 3), write(1, 7, 4, 5), read(1, 5, 6, 7)};
    BOOST_TEST(lin::check(Register{}, history).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(partitions_are_checked_alone_and_any_violation_decides) {
    using Op = lin::Operation<KeyedOp, int>;
    lin::History<KeyedOp, int> good;
    for (int key = 0; key < 20; ++key) {
        const std::int64_t t = key * 10;
        good.push_back(Op{0, {key, {true, key + 1}}, 0, t + 1, t + 5});
        good.push_back(Op{1, {key, {false, 0}}, key + 1, t + 2, t + 6});
    }
    const auto fine = lin::check(KeyedRegisters{}, good);
    BOOST_TEST(fine.linearizable());
    BOOST_TEST(fine.partitions == 20u);

    auto bad = good;
    bad.push_back(Op{2, {7, {false, 0}}, 99, 300, 301});  // key 7 never held 99
    const auto refuted = lin::check(KeyedRegisters{}, bad);
    BOOST_TEST(refuted.verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(refuted.unplaced == std::vector<std::size_t>{40});
    BOOST_TEST(refuted.explanation.find("operations of its partition") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_explanation_names_the_operation_its_client_and_times_and_the_order_found) {
    const RegisterHistory history = {write(0, 1, 1, 2), write(0, 2, 3, 4), read(1, 1, 5, 6)};
    const auto result = lin::check(Register{}, history);
    BOOST_TEST(result.explanation ==
               "No linearization: read() -> 1 on client 1 (called at 5, returned at 6) cannot take effect after the "
               "longest linearizable order found (2 of 3 operations): write(1) on client 0 (called at 1, returned at 2); "
               "write(2) on client 0 (called at 3, returned at 4)");
}

BOOST_AUTO_TEST_CASE(without_describe_operations_are_rendered_as_values) {
    const lin::History<int, int> history = {{0, 4, 0, 1, 2}, {1, -1, 3, 3, 4}};
    const auto result = lin::check(PlainRegister{}, history);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(result.explanation.find("-1 -> 3 on client 1") != std::string::npos, result.explanation);
    BOOST_TEST(result.explanation.find("4 -> 0 on client 0") != std::string::npos, result.explanation);
}

BOOST_AUTO_TEST_CASE(a_search_that_runs_out_of_budget_says_unknown) {
    // Many overlapping writes and a read no order explains: refuting it needs
    // every order of the writes, far more than 50 steps.
    RegisterHistory history;
    for (int i = 0; i < 12; ++i) history.push_back(write(static_cast<std::size_t>(i), i + 1, 1, 100));
    history.push_back(read(20, 99, 50, 60));
    lin::CheckOptions options;
    options.max_steps = 50;
    const auto result = lin::check(Register{}, history, options);
    BOOST_TEST(result.verdict == lin::Verdict::Unknown);
    BOOST_TEST(result.steps <= 50u);
    BOOST_TEST(result.explanation.find("max_steps") != std::string::npos, result.explanation);
    options.max_steps = 0;
    BOOST_TEST(lin::check(Register{}, history, options).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(a_response_before_its_call_is_refused_with_the_operation_named) {
    const RegisterHistory history = {write(0, 1, 1, 2), read(1, 1, 9, 3)};
    try {
        lin::check(Register{}, history);
        BOOST_FAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& error) {
        BOOST_TEST(std::string(error.what()) ==
                   "linearizability::check: operation 1 returns at 3, before its call at 9; give every returned "
                   "operation response >= call (or no output when it never returned)");
    }
}

BOOST_AUTO_TEST_CASE(verdicts_have_names) {
    BOOST_TEST(std::string(lin::to_string(lin::Verdict::Linearizable)) == "linearizable");
    BOOST_TEST(std::string(lin::to_string(lin::Verdict::NotLinearizable)) == "not linearizable");
    BOOST_TEST(std::string(lin::to_string(lin::Verdict::Unknown)) == "unknown");
}

BOOST_AUTO_TEST_SUITE_END()
