// Operations of unknown outcome (Jepsen's :info, a timed-out call): each may
// take effect at any point after its call, or never. The search must still
// decide histories full of them within a step budget: these check verdicts
// and steps, never times.
#include "../../../bench/jepsen/histories.hpp"
#include "../../../bench/jepsen/synthetic.hpp"

#include <falsify/linearizability.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

namespace lin = falsify::linearizability;

namespace {

std::string log_line(std::size_t process, const std::string& rest) {
    return "INFO  jepsen.util - " + std::to_string(process) + "\t" + rest + "\n";
}

lin::CheckResult check_log(const std::string& text, std::uint64_t max_steps) {
    lin::CheckOptions options;
    options.max_steps = max_steps;
    return lin::check(jepsen::RegisterModel{}, jepsen::parse_etcd_log(text), options);
}

jepsen::SyntheticShape with_unknowns(unsigned per_mille, bool violation) {
    jepsen::SyntheticShape shape;
    shape.operations = 1000;
    shape.clients = 10;
    shape.in_flight = 5;
    shape.unknown_per_mille = per_mille;
    shape.violation = violation;
    shape.seed = 11;
    return shape;
}

/// Forty writes time out, then a read returns what the write `seen` wrote.
std::string forty_timed_out_writes_then_a_read_of(std::size_t seen) {
    std::string text;
    for (std::size_t p = 0; p < 40; ++p) text += log_line(p, ":invoke\t:write\t" + std::to_string(p + 100));
    for (std::size_t p = 0; p < 40; ++p) text += log_line(p, ":info\t:write\t:timed-out");
    text += log_line(40, ":invoke\t:read\tnil");
    text += log_line(40, ":ok\t:read\t" + std::to_string(seen + 100));
    return text;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(linearizability_unknown_outcomes)

BOOST_AUTO_TEST_CASE(a_read_of_what_one_of_many_timed_out_writes_wrote_is_linearizable) {
    // Ten writes time out; the read sees the value of the sixth: it took
    // effect last, whichever of the others did.
    std::string text;
    for (std::size_t p = 0; p < 10; ++p) text += log_line(p, ":invoke\t:write\t" + std::to_string(p + 100));
    for (std::size_t p = 0; p < 10; ++p) text += log_line(p, ":info\t:write\t:timed-out");
    text += log_line(40, ":invoke\t:read\tnil");
    text += log_line(40, ":ok\t:read\t105");
    const lin::CheckResult result = check_log(text, 1000000);
    BOOST_TEST(result.verdict == lin::Verdict::Linearizable);
}

BOOST_AUTO_TEST_CASE(a_read_that_returned_before_the_timed_out_writes_were_called_cannot_see_them) {
    std::string text = log_line(40, ":invoke\t:read\tnil") + log_line(40, ":ok\t:read\t119");
    for (std::size_t p = 0; p < 40; ++p) text += log_line(p, ":invoke\t:write\t" + std::to_string(p + 100));
    for (std::size_t p = 0; p < 40; ++p) text += log_line(p, ":info\t:write\t:timed-out");
    const lin::CheckResult result = check_log(text, 10000);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(a_read_of_the_first_of_forty_timed_out_writes_is_decided_within_the_default_budget) {
    // The first write took effect last, or alone: trying the calls in time
    // order places the others after it first, 2^39 ways.
    const lin::CheckResult result = check_log(forty_timed_out_writes_then_a_read_of(0), 10000);
    BOOST_TEST(result.verdict == lin::Verdict::Linearizable);
}

BOOST_AUTO_TEST_CASE(a_read_of_the_last_of_forty_timed_out_writes_is_decided_within_the_default_budget) {
    const lin::CheckResult result = check_log(forty_timed_out_writes_then_a_read_of(39), 10000);
    BOOST_TEST(result.verdict == lin::Verdict::Linearizable);
}

BOOST_AUTO_TEST_CASE(a_read_of_any_of_forty_timed_out_writes_is_decided_within_the_default_budget) {
    for (std::size_t seen = 0; seen < 40; ++seen) {
        const lin::CheckResult result = check_log(forty_timed_out_writes_then_a_read_of(seen), 10000);
        BOOST_TEST(result.verdict == lin::Verdict::Linearizable, "the read of write " << seen);
    }
}

BOOST_AUTO_TEST_CASE(a_long_history_with_one_operation_in_ten_of_unknown_outcome_is_decided) {
    const std::string text = jepsen::synthetic_history(with_unknowns(100, false));
    const lin::CheckResult result = check_log(text, 2000000);
    BOOST_TEST(result.verdict == lin::Verdict::Linearizable);
}

BOOST_AUTO_TEST_CASE(a_violation_among_operations_of_unknown_outcome_is_found) {
    const std::string text = jepsen::synthetic_history(with_unknowns(10, true));
    const lin::CheckResult result = check_log(text, 2000000);
    BOOST_TEST(result.verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_SUITE_END()
