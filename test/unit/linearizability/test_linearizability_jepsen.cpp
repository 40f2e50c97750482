// The checker's verdicts on recorded Jepsen histories (test/data/linearizability,
// passed as arguments): etcd registers, a key-value store by key and whole.
#include "../../../bench/jepsen/histories.hpp"
#include "../../../bench/jepsen/synthetic.hpp"

#include <falsify/linearizability.hpp>

#include <boost/test/unit_test.hpp>

#include <string>

namespace lin = falsify::linearizability;

namespace {

std::string data_file(const std::string& name) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i) {
        const std::string path = suite.argv[i];
        if (path.size() >= name.size() && path.compare(path.size() - name.size(), name.size(), name) == 0) return path;
    }
    throw std::runtime_error(name + " was not given on the command line");
}

lin::Verdict etcd(const std::string& name) {
    return lin::check(jepsen::RegisterModel{}, jepsen::parse_etcd_log(jepsen::read_file(data_file(name)))).verdict;
}

template <class Model>
lin::Verdict kv(const std::string& name) {
    return lin::check(Model{}, jepsen::parse_kv_edn(jepsen::read_file(data_file(name)))).verdict;
}

/// A key-value store's history of `clients` clients, all busy, over `keys` keys, checked by key.
lin::CheckResult many_clients_few_keys(std::size_t operations, std::size_t clients, std::size_t keys, bool violation) {
    jepsen::SyntheticShape shape;
    shape.kind = jepsen::SyntheticShape::KeyValue;
    shape.operations = operations;
    shape.clients = shape.in_flight = clients;
    shape.keys = keys;
    shape.violation = violation;
    shape.seed = 21;
    lin::CheckOptions options;
    options.max_steps = 4000000;  // a step budget, not a time: Unknown when the search blows up
    return lin::check(jepsen::KeyValueModel{}, jepsen::parse_kv_edn(jepsen::synthetic_history(shape)), options);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(linearizability_on_jepsen_histories)

BOOST_AUTO_TEST_CASE(etcd_registers) {
    BOOST_TEST(etcd("etcd_000.log") == lin::Verdict::NotLinearizable);
    BOOST_TEST(etcd("etcd_002.log") == lin::Verdict::Linearizable);
    BOOST_TEST(etcd("etcd_007.log") == lin::Verdict::Linearizable);
    BOOST_TEST(etcd("etcd_040.log") == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(a_violation_in_etcd_is_explained) {
    const auto result =
        lin::check(jepsen::RegisterModel{}, jepsen::parse_etcd_log(jepsen::read_file(data_file("etcd_000.log"))));
    BOOST_TEST(result.explanation.starts_with("No linearization: "), result.explanation);
    BOOST_TEST(!result.longest_prefix.empty());
    BOOST_TEST(result.unplaced.size() == 1u);
}

BOOST_AUTO_TEST_CASE(key_value_store_by_key) {
    BOOST_TEST(kv<jepsen::KeyValueModel>("c01-ok.txt") == lin::Verdict::Linearizable);
    BOOST_TEST(kv<jepsen::KeyValueModel>("c01-bad.txt") == lin::Verdict::NotLinearizable);
    BOOST_TEST(kv<jepsen::KeyValueModel>("c10-ok.txt") == lin::Verdict::Linearizable);
    BOOST_TEST(kv<jepsen::KeyValueModel>("c10-bad.txt") == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(key_value_store_whole) {
    BOOST_TEST(kv<jepsen::KeyValueMapModel>("c01-ok.txt") == lin::Verdict::Linearizable);
    BOOST_TEST(kv<jepsen::KeyValueMapModel>("c01-bad.txt") == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(many_clients_over_few_keys) {
    // The common shape of a healthy store's history: every key's operations
    // overlap many others'.
    BOOST_TEST(many_clients_few_keys(600, 50, 10, false).verdict == lin::Verdict::Linearizable);
    BOOST_TEST(many_clients_few_keys(600, 50, 10, true).verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(many_clients_few_keys(800, 100, 20, false).verdict == lin::Verdict::Linearizable);
    BOOST_TEST(many_clients_few_keys(800, 100, 20, true).verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(many_clients_few_keys(800, 50, 20, false).verdict == lin::Verdict::Linearizable);
    BOOST_TEST(many_clients_few_keys(800, 50, 20, true).verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(many_clients_few_keys(400, 100, 10, true).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_CASE(many_clients_over_five_keys) {
    // Ten to twenty operations on a key at once: the search grows fastest
    // here, for any checker; a linearization is found only in short
    // histories, a violation in longer ones too.
    BOOST_TEST(many_clients_few_keys(60, 50, 5, false).verdict == lin::Verdict::Linearizable);
    BOOST_TEST(many_clients_few_keys(60, 50, 5, true).verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(many_clients_few_keys(100, 50, 5, true).verdict == lin::Verdict::NotLinearizable);
    BOOST_TEST(many_clients_few_keys(40, 100, 5, false).verdict == lin::Verdict::Linearizable);
    BOOST_TEST(many_clients_few_keys(80, 100, 5, true).verdict == lin::Verdict::NotLinearizable);
}

BOOST_AUTO_TEST_SUITE_END()
