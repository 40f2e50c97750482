// Compiled by scripts/check-headers under -Wall -Wextra -Wpedantic -Wshadow -Wconversion
// -Wsign-conversion: the common API instantiated as a user writes it, with no
// warning from inside falsify's headers.
#include <falsify/falsify.hpp>
#include <falsify/statemachine.hpp>
#include <falsify/rules.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <variant>
#include <vector>
struct Point { int x; int y; };
struct Counter : falsify::Command<int, int> {
    explicit Counter(int n_) : n(n_) {}
    int n;
    falsify::CommandResult run(const int&, int& s) const override { s += n; return {}; }
    int next_state(const int& m) const override { return m + n; }
};
class Machine : public falsify::RuleMachine<Machine> {
    int total_ = 0;
public:
    FALSIFY_RULE(add, (int n), falsify::gen::ints(0, 9)) { total_ += n; }
    FALSIFY_INVARIANT(small) { return total_ < 1000; }
};
int main() {
    (void)falsify::property("p", [](const std::vector<int>& v, const std::string& s, std::optional<long> o, std::tuple<char, double> t,
                                    std::map<int, std::string> m, std::set<unsigned> u, std::variant<int, std::string> w, Point p, bool b,
                                    std::uint8_t byte, std::int64_t big, float f) {
        FALSIFY_ASSERT((v.size() + s.size() + m.size() + u.size() < 1000000u || o || std::get<0>(t) || w.index() || p.x || b || byte || big || f > 0));
        falsify::note("n", falsify::draw(falsify::gen::ints(0, 9)));
    }).check();
    (void)falsify::property("c", [](const falsify::CommandSequence<int, int>& s) { falsify::StateMachine::check(s, [] { return 0; }); },
                            falsify::gen::commands(0, {falsify::gen::command<Counter>(falsify::gen::ints(0, 9))})).check();
    (void)falsify::check_rules<Machine>("m");
}
