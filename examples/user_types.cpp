// The user types page's program: a type of your own as a parameter. Money has
// everything falsify can use (a default generator, a printer, a codec for the
// corpus and a literal for drafts); Ticket has only a default generator, and
// its report says what the rest would have given.
#include <falsify/falsify.hpp>

#include <iostream>
#include <string>

/// An amount in cents. A class with a private field: no field-by-field default applies.
class Money {
public:
    explicit Money(long cents) : cents_(cents) {}
    long cents() const { return cents_; }
    friend bool operator==(const Money&, const Money&) = default;  // FALSIFY_ASSERT(a == b) needs it

private:
    long cents_;
};

/// The default generator: what a Money parameter gets when no generator is given.
template <>
struct falsify::Arbitrary<Money> {
    static Gen<Money> make() {
        return gen::ints<long>(-100000, 100000).map([](long cents) { return Money(cents); });
    }
};

/// How reports print it (an operator<< would do as well).
template <>
struct falsify::Show<Money> {
    static void show(std::string& out, const Money& money) { out += std::to_string(money.cents()) + " cents"; }
};

/// How the regression corpus stores it: losslessly, so that a recorded input replays exactly.
template <>
struct falsify::Codec<Money> {
    static std::optional<Data> encode(const Money& money) { return Data::integer(money.cents()); }
    static std::optional<Money> decode(const Data& data) {
        if (auto cents = data.as_integer<long>()) return Money(*cents);
        return std::nullopt;
    }
};

/// How a draft writes it: C++ that makes the exact value again.
template <>
struct falsify::Literal<Money> {
    static std::string write(const Money& money) { return "Money(" + std::to_string(money.cents()) + ")"; }
};

/// A ticket number: only a default generator.
class Ticket {
public:
    explicit Ticket(int number) : number_(number) {}
    int number() const { return number_; }

private:
    int number_;
};

template <>
struct falsify::Arbitrary<Ticket> {
    static Gen<Ticket> make() {
        return gen::ints(1, 1000).map([](int number) { return Ticket(number); });
    }
};

Money with_tax(Money net) { return Money(net.cents() * 119 / 100); }  // rounds toward zero

/// Prints a property's report and its draft, as a test framework's face would; false when it passed.
template <class Property>
bool report(const Property& property) {
    const falsify::Result result = property.check();
    std::cout << result.message() << '\n' << falsify::regression_draft(result, property.definition()) << "\n\n";
    return !result.passed();
}

int main() {
    const falsify::Config pinned = falsify::Config().seed(1);
    bool found = true;
    found = report(falsify::property("tax_never_lowers", [](Money net) {
        FALSIFY_ASSERT(with_tax(net).cents() >= net.cents());  // false for most negative amounts
    }, pinned).names({"net"})) && found;
    found = report(falsify::property("tickets_are_small", [](Ticket ticket) {
        FALSIFY_ASSERT(ticket.number() < 100);
    }, pinned).names({"ticket"})) && found;
    return found ? 0 : 1;  // every property fails on purpose
}
