// The two tree-shaped cases of the shrinking challenge: calculator (a
// recursive expression) and binheap (a heap drawn with dependent draws).
#include "challenge_cases.hpp"

#include <falsify/gen/combinators.hpp>

#include <limits>
#include <memory>

namespace challenge {

namespace fg = falsify::gen;

namespace {

// calculator: integers, ("+", a, b) and ("/", a, b).
struct Expr {
    char op = 0;  // 0: a literal
    int value = 0;
    std::vector<Expr> args;
    bool operator==(const Expr&) const = default;
};

Expr literal(int value) { return Expr{0, value, {}}; }
Expr apply(char op, Expr a, Expr b) { return Expr{op, 0, {std::move(a), std::move(b)}}; }

bool no_literal_zero_divisor(const Expr& e) {
    if (e.op == 0) return true;
    if (e.op == '/' && e.args[1].op == 0 && e.args[1].value == 0) return false;
    return no_literal_zero_divisor(e.args[0]) && no_literal_zero_divisor(e.args[1]);
}

// Evaluates in 64 bits (no overflow for these depths); nullopt on a division by zero.
std::optional<long long> evaluate(const Expr& e) {
    if (e.op == 0) return e.value;
    const auto a = evaluate(e.args[0]), b = evaluate(e.args[1]);
    if (!a || !b) return std::nullopt;
    if (e.op == '+') return *a + *b;
    if (*b == 0) return std::nullopt;
    return *a / *b;
}

constexpr int expression_depth = 4;

rc::Gen<Expr> rc_expression(int depth) {
    auto leaf = rc::gen::map(rc::gen::arbitrary<int>(), literal);
    if (depth == 0) return leaf;
    auto sub = rc_expression(depth - 1);
    return rc::gen::oneOf(leaf, rc::gen::apply(apply, rc::gen::element('+', '/'), sub, sub));
}

// binheap: None or (key, heap, heap), every key at least its parent's.
struct Node;
using Heap = std::shared_ptr<const Node>;
struct Node {
    int key;
    Heap left, right;
};

Heap node(int key, Heap left, Heap right) { return std::make_shared<const Node>(Node{key, std::move(left), std::move(right)}); }

void to_list(const Heap& h, std::vector<int>& out) {
    std::vector<Heap> stack{h};
    while (!stack.empty()) {
        Heap top = stack.back();
        stack.pop_back();
        if (!top) continue;
        out.push_back(top->key);
        stack.push_back(top->left);
        stack.push_back(top->right);
    }
}

Heap merge(const Heap& a, const Heap& b) {
    if (!a) return b;
    if (!b) return a;
    if (a->key <= b->key) return node(a->key, merge(a->right, b), a->left);
    return node(b->key, merge(b->right, a), b->left);
}

// The challenge's deliberately wrong sort: the root, then the merged rest unsorted.
std::vector<int> wrong_to_sorted(const Heap& h) {
    std::vector<int> out;
    if (!h) return out;
    out.push_back(h->key);
    to_list(merge(h->left, h->right), out);
    return out;
}

bool heap_holds(const Heap& h) {
    std::vector<int> all;
    to_list(h, all);
    const std::vector<int> claimed = wrong_to_sorted(h);
    std::sort(all.begin(), all.end());
    return std::is_sorted(claimed.begin(), claimed.end()) && claimed == all;
}

bool heap_minimal(const Heap& h) {
    std::vector<int> all;
    to_list(h, all);
    std::sort(all.begin(), all.end());
    return all == std::vector<int>{0, 0, 0, 1};
}

// As the challenge's reference generator (jqwik's): one node in eight is None,
// and so is every node at size 0; each key drawn from [parent key, INT_MAX]
// (the root's from [0, INT_MAX]), so a heap is always valid; both subheaps
// of half the size.
falsify::Gen<Heap> heap_of(int least, int size) {
    return fg::ints(1, 8).flat_map([least, size](int branch) -> falsify::Gen<Heap> {
        if (branch == 1 || size <= 0) return fg::constant(Heap());
        return fg::ints(least, std::numeric_limits<int>::max()).flat_map([size](int head) {
            return fg::tuples(heap_of(head, size / 2), heap_of(head, size / 2)).map([head](const std::tuple<Heap, Heap>& children) {
                return node(head, std::get<0>(children), std::get<1>(children));
            });
        });
    });
}

rc::Gen<Heap> rc_heap(int least, int size) {
    return rc::gen::mapcat(rc::gen::inRange(1, 9), [least, size](int branch) -> rc::Gen<Heap> {
        if (branch == 1 || size <= 0) return rc::gen::just(Heap());
        // inRange excludes its upper bound.
        return rc::gen::mapcat(rc::gen::inRange(least, std::numeric_limits<int>::max()), [size](int head) {
            return rc::gen::apply([head](Heap l, Heap r) { return node(head, std::move(l), std::move(r)); }, rc_heap(head, size / 2),
                                  rc_heap(head, size / 2));
        });
    });
}

}  // namespace

}  // namespace challenge

template <>
struct falsify::Show<challenge::Expr> {
    static void show(std::string& out, const challenge::Expr& e) {
        if (e.op == 0) {
            out += std::to_string(e.value);
            return;
        }
        out += "[\"";
        out += e.op;
        out += "\",";
        show(out, e.args[0]);
        out += ',';
        show(out, e.args[1]);
        out += ']';
    }
};

template <>
struct falsify::Show<challenge::Heap> {
    static void show(std::string& out, const challenge::Heap& h) {
        if (!h) {
            out += "None";
            return;
        }
        out += '(' + std::to_string(h->key) + ',';
        show(out, h->left);
        out += ',';
        show(out, h->right);
        out += ')';
    }
};

namespace challenge {

std::vector<Case> tree_cases() {
    std::vector<Case> all;

    auto calculator_holds = [](const Expr& e) { return evaluate(e).has_value(); };
    auto calculator_minimal = [](const Expr& e) { return e == apply('/', literal(0), apply('+', literal(0), literal(0))); };
    const auto expressions = fg::recursive(
        fg::ints<int>().map(literal),
        [](const falsify::Gen<Expr>& sub) {
            return fg::tuples(fg::elements({'+', '/'}), sub, sub).map([](const std::tuple<char, Expr, Expr>& t) {
                return apply(std::get<0>(t), std::get<1>(t), std::get<2>(t));
            });
        },
        expression_depth);
    all.push_back({"calculator", falsify_case<Expr>(expressions.filter(no_literal_zero_divisor), calculator_holds, calculator_minimal),
                   rapidcheck_case<Expr>(rc::gen::suchThat(rc_expression(expression_depth), no_literal_zero_divisor), calculator_holds,
                                         calculator_minimal)});

    // The same, as a user writes it with one_of: one alternative per operator.
    const auto one_of_expressions = fg::recursive(
        fg::ints<int>().map(literal),
        [](const falsify::Gen<Expr>& sub) {
            return fg::one_of(fg::tuples(sub, sub).map([](const std::tuple<Expr, Expr>& t) { return apply('+', std::get<0>(t), std::get<1>(t)); }),
                              fg::tuples(sub, sub).map([](const std::tuple<Expr, Expr>& t) { return apply('/', std::get<0>(t), std::get<1>(t)); }));
        },
        expression_depth);
    all.push_back({"calculator_one_of",
                   falsify_case<Expr>(one_of_expressions.filter(no_literal_zero_divisor), calculator_holds, calculator_minimal),
                   rapidcheck_case<Expr>(rc::gen::suchThat(rc_expression(expression_depth), no_literal_zero_divisor), calculator_holds,
                                         calculator_minimal)});

    const auto heaps = fg::ints(0, 20).flat_map([](int size) { return heap_of(0, size); });
    all.push_back({"binheap", falsify_case<Heap>(heaps, heap_holds, heap_minimal),
                   rapidcheck_case<Heap>(rc::gen::mapcat(rc::gen::inRange(0, 21), [](int size) { return rc_heap(0, size); }),
                                         heap_holds, heap_minimal)});
    return all;
}

}  // namespace challenge
