// make_node: one allocation holding a node and its reference counts, freed
// when the last strong and weak reference goes; a constructor that throws
// leaves nothing allocated (the sanitized build checks for leaks).
#include <falsify/detail/make_node.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

BOOST_AUTO_TEST_SUITE(make_node)

namespace {

struct Tracked {
    Tracked(int& alive, std::string name) : alive(alive), name(std::move(name)), payload(64, 7) { ++alive; }
    Tracked(const Tracked&) = delete;
    ~Tracked() { --alive; }
    int& alive;
    std::string name;
    std::vector<int> payload;
};

struct Refuses {
    Refuses() { throw std::runtime_error("refused"); }
};

struct alignas(64) OverAligned {
    int value = 5;
};

}  // namespace

BOOST_AUTO_TEST_CASE(a_node_lives_while_referenced_and_its_block_until_the_last_weak_reference) {
    int alive = 0;
    std::weak_ptr<const Tracked> weak;
    {
        const std::shared_ptr<const Tracked> node = falsify::detail::make_node<Tracked>(alive, std::string(100, 'x'));
        BOOST_TEST(alive == 1);
        BOOST_TEST(node->name.size() == 100u);
        BOOST_TEST(node->payload.at(63) == 7);
        // Erased and back, as a shrink tree's state travels.
        const std::shared_ptr<const void> erased = node;
        BOOST_TEST(erased.get() == static_cast<const void*>(node.get()));
        BOOST_TEST(std::static_pointer_cast<const Tracked>(erased)->name == node->name);
        BOOST_TEST(node.use_count() == 2);
        weak = node;
    }
    BOOST_TEST(alive == 0);
    BOOST_TEST(weak.expired());
}

BOOST_AUTO_TEST_CASE(a_constructor_that_throws_allocates_nothing) {
    BOOST_CHECK_THROW(falsify::detail::make_node<Refuses>(), std::runtime_error);
}

BOOST_AUTO_TEST_CASE(an_over_aligned_node_keeps_its_alignment) {
    const auto node = falsify::detail::make_node<OverAligned>();
    BOOST_TEST(reinterpret_cast<std::uintptr_t>(node.get()) % alignof(OverAligned) == 0u);
    BOOST_TEST(node->value == 5);
}

BOOST_AUTO_TEST_SUITE_END()
