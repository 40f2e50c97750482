// The checker's verdicts on recorded Jepsen histories (test/data/linearizability,
// passed as arguments): etcd registers, a key-value store by key and whole.
#include "../../../bench/jepsen/histories.hpp"

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

BOOST_AUTO_TEST_SUITE_END()
