// A connection pool of two connections that hands out ids round-robin
// (counter % 2) without looking at which connections are still in use. After
// acquire, acquire, release of the second, the next acquire returns the first
// one again while it is held. Connections are a bundle: acquire() returns one
// into `connections`, and query()/release() take one drawn from it; the report
// shows them as v1, v2, ... and shrinking never leaves a step holding a
// connection that was not acquired.
#include <falsify/falsify.hpp>
#include <falsify/rules.hpp>

#include <cstddef>
#include <iostream>
#include <set>
#include <string>

namespace {

class Pool {
public:
    static constexpr int size = 2;
    int acquire() { return next_++ % size; }  // the bug: ignores connections in use
    void release(int) {}
    // std::string("#"), not "#": GCC 12 -O3 warns on "literal" + std::string (-Wrestrict, a false positive).
    std::string query(int connection, int limit) const { return std::string("#") + std::to_string(connection) + " LIMIT " + std::to_string(limit); }

private:
    int next_ = 0;
};

class PoolMachine : public falsify::RuleMachine<PoolMachine> {
    Pool pool_;
    std::set<int> held_;

public:
    FALSIFY_BUNDLE(connections, int);

    FALSIFY_RULE_INTO(connections, acquire, ()) {
        const int connection = pool_.acquire();
        FALSIFY_ASSERT(held_.count(connection) == 0u);  // never two holders of one connection
        held_.insert(connection);
        return connection;
    }
    FALSIFY_PRECONDITION(acquire) { return held_.size() < static_cast<std::size_t>(Pool::size); }

    FALSIFY_RULE(query, (falsify::Ref<connections> connection, int limit), falsify::param("limit", falsify::gen::ints(0, 100))) {
        FALSIFY_ASSERT(pool_.query(*connection, limit) == std::string("#") + std::to_string(*connection) + " LIMIT " + std::to_string(limit));
    }
    FALSIFY_RULE(release, (falsify::Consumes<connections> connection)) {
        pool_.release(*connection);
        held_.erase(*connection);
    }
};

}  // namespace

int main() {
    const falsify::Result result = falsify::check_rules<PoolMachine>("connection_pool", 0, 50);
    if (result.passed()) {
        std::cout << "Every rule sequence matched the model: the bug was not found.\n";
        return 1;
    }
    std::cout << result.message() << '\n';
    return 0;
}
