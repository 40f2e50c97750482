// Results no state can give: a read of a value no operation writes, or writes
// only after the read returned. For a model of few states the checker explores
// every state the operations can lead to and refutes such a history at once,
// where trying every order of the operations around the read would take longer
// than any budget; a value some order of them leads to is never refuted so.
#include "linearizability_reachable.hpp"

#include <falsify/linearizability.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lin = falsify::linearizability;

namespace {

/// One integer cell: read, write, compare-and-set (its output: whether it
/// swapped), and add, whose states grow without bound. Starts at 0.
struct CellOp {
    enum Kind { Read, Write, Cas, Add } kind = Read;
    int value = 0;
    int to = 0;
};

struct Cell {
    int initial_state() const { return 0; }
    std::optional<int> step(int state, const CellOp& op, const std::optional<int>& output) const {
        switch (op.kind) {
            case CellOp::Read:
                if (output && *output != state) return std::nullopt;
                return state;
            case CellOp::Write: return op.value;
            case CellOp::Cas:
                if (output && (*output == 1) != (state == op.value)) return std::nullopt;
                return state == op.value ? op.to : state;
            case CellOp::Add: return state + op.value;
        }
        return std::nullopt;
    }
    std::string describe(const CellOp& op, const std::optional<int>& output) const {
        const std::string out = output ? std::to_string(*output) : std::string("?");
        switch (op.kind) {
            case CellOp::Read: return "read() -> " + out;
            case CellOp::Write: return "write(" + std::to_string(op.value) + ")";
            case CellOp::Cas: return "cas(" + std::to_string(op.value) + ", " + std::to_string(op.to) + ") -> " + out;
            case CellOp::Add: return "add(" + std::to_string(op.value) + ")";
        }
        return "?";
    }
};

using CellOperation = lin::Operation<CellOp, int>;
using CellHistory = lin::History<CellOp, int>;

CellOperation cell_read(std::size_t client, int value, std::int64_t call, std::int64_t response) {
    return {client, {CellOp::Read, 0, 0}, value, call, response};
}
CellOperation cell_write(std::size_t client, int value, std::int64_t call, std::int64_t response) {
    return {client, {CellOp::Write, value, 0}, 0, call, response};
}
CellOperation cell_cas(std::size_t client, int from, int to, std::int64_t call, std::int64_t response) {
    return {client, {CellOp::Cas, from, to}, 1, call, response};
}
CellOperation cell_add(std::size_t client, int value, std::int64_t call, std::int64_t response) {
    return {client, {CellOp::Add, value, 0}, 0, call, response};
}

/// `writers` clients writing 1, 2 and 3 in turn, all called before time
/// `writers` and returning from time 100: every order of them is possible.
CellHistory overlapping_writes(std::size_t writers) {
    CellHistory history;
    for (std::size_t client = 0; client < writers; ++client)
        history.push_back(cell_write(client, static_cast<int>(client % 3) + 1, static_cast<std::int64_t>(client),
                                     100 + static_cast<std::int64_t>(client)));
    return history;
}

lin::CheckResult check_within(const CellHistory& history, std::uint64_t max_steps) {
    lin::CheckOptions options;
    options.max_steps = max_steps;
    return lin::check(Cell{}, history, options);
}

/// The states reachable before `target` returns, explored to the end.
lin::detail::ReachableStates::Progress explore(const CellHistory& history, std::size_t target, std::size_t state_limit) {
    std::vector<lin::detail::Timing> timings;
    std::vector<std::size_t> ops;
    for (std::size_t i = 0; i < history.size(); ++i) {
        timings.push_back({history[i].client, history[i].call, history[i].response, history[i].pending()});
        ops.push_back(i);
    }
    lin::detail::TypedModel<Cell, CellOp, int> model(Cell{}, history);
    lin::detail::ReachableStates reachable(timings, ops, target, model, state_limit);
    std::uint64_t steps = 0;
    auto progress = reachable.advance(UINT64_MAX, steps);
    BOOST_TEST(steps <= 2 * state_limit * (history.size() + 1));
    return progress;
}

}  // namespace

BOOST_TEST_DONT_PRINT_LOG_VALUE(falsify::linearizability::detail::ReachableStates::Progress)

BOOST_AUTO_TEST_SUITE(linearizability_impossible_results)

using Progress = lin::detail::ReachableStates::Progress;

BOOST_AUTO_TEST_CASE(a_read_of_a_value_no_operation_writes_is_refuted_within_a_budget_the_orders_would_exceed) {
    // 2^12 sets of writes may precede the read, each in several states.
    CellHistory history = overlapping_writes(12);
    history.push_back(cell_read(12, 9, 20, 30));
    const lin::CheckResult result = check_within(history, 5000);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable, result.explanation);
    BOOST_TEST(result.unplaced == std::vector<std::size_t>{12});
    BOOST_TEST(result.longest_prefix.empty());
    BOOST_TEST(result.explanation ==
               "No linearization: read() -> 9 on client 12 (called at 20, returned at 30) cannot take effect in any "
               "state that the history's operations can lead to");
}

BOOST_AUTO_TEST_CASE(a_read_of_a_value_written_only_after_it_returned_is_refuted_the_same_way) {
    CellHistory history = overlapping_writes(12);
    history.push_back(cell_read(12, 9, 20, 30));
    history.push_back(cell_write(13, 9, 40, 41));
    const lin::CheckResult result = check_within(history, 5000);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable, result.explanation);
    BOOST_TEST(result.unplaced == std::vector<std::size_t>{12});
    BOOST_TEST(explore(history, 12, 64) == Progress::Impossible);
}

BOOST_AUTO_TEST_CASE(in_a_partitioned_history_the_refutation_names_the_partition) {
    struct KeyedCellOp {
        int key = 0;
        CellOp op;
    };
    struct KeyedCell {
        int initial_state() const { return 0; }
        std::optional<int> step(int state, const KeyedCellOp& op, const std::optional<int>& output) const {
            return Cell{}.step(state, op.op, output);
        }
        int partition(const KeyedCellOp& op) const { return op.key; }
    };
    lin::History<KeyedCellOp, int> history;
    for (const CellOperation& op : overlapping_writes(12)) history.push_back({op.client, {0, op.input}, op.output, op.call, op.response});
    history.push_back({12, {1, {CellOp::Write, 9, 0}}, 0, 1, 2});  // another key's 9: not this one's
    history.push_back({13, {0, {CellOp::Read, 0, 0}}, 9, 20, 30});
    lin::CheckOptions options;
    options.max_steps = 5000;
    const lin::CheckResult result = lin::check(KeyedCell{}, history, options);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable, result.explanation);
    BOOST_TEST(result.unplaced == std::vector<std::size_t>{13});
    BOOST_TEST(result.explanation.find("the operations of its partition can lead to") != std::string::npos,
               result.explanation);
}

BOOST_AUTO_TEST_CASE(a_read_of_a_value_only_a_chain_of_operations_leads_to_is_not_refuted) {
    // The writes never write 0: once one takes effect, neither cas can.
    CellHistory history = overlapping_writes(10);
    history.push_back(cell_cas(10, 0, 5, 10, 110));
    history.push_back(cell_cas(11, 5, 7, 11, 111));
    history.push_back(cell_read(12, 7, 12, 30));
    BOOST_TEST(explore(history, 12, 64) == Progress::Explained);
    const lin::CheckResult result = check_within(history, 1000000);
    BOOST_TEST(result.verdict == lin::Verdict::Linearizable, result.explanation);
}

BOOST_AUTO_TEST_CASE(a_read_of_what_a_write_that_never_returned_may_have_written_is_not_refuted) {
    CellHistory history = overlapping_writes(6);
    history.push_back({6, {CellOp::Write, 9, 0}, std::nullopt, 25, 0});
    history.push_back(cell_read(7, 9, 26, 30));
    BOOST_TEST(explore(history, 7, 64) == Progress::Explained);
    BOOST_TEST(check_within(history, 1000000).verdict == lin::Verdict::Linearizable);
}

BOOST_AUTO_TEST_CASE(a_model_of_many_states_is_left_to_the_search) {
    CellHistory history;
    for (std::size_t client = 0; client < 10; ++client)
        history.push_back(cell_add(client, 1, static_cast<std::int64_t>(client), 50));
    history.push_back(cell_read(10, 100, 20, 30));
    BOOST_TEST(explore(history, 10, 8) == Progress::TooMany);
    BOOST_TEST(check_within(history, 1000000).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_SUITE_END()
