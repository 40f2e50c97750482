// Must not compile: a falsify::lin method whose result type cannot be printed
// (a report shows each call's result: `pop() -> 3`).
// Diagnostic: falsify::lin: the method's result type is not printable, so a report could not show what a call returned; give it operator<< or specialise falsify::Show<T>
#include <falsify/statemachine.hpp>

#include <memory>

struct Opaque {
    explicit Opaque(int) {}
    friend bool operator==(const Opaque&, const Opaque&) = default;

private:
    int hidden_ = 0;
};

struct Box {
    Opaque take() { return Opaque(1); }
};

int main() {
    auto spec = falsify::lin::spec<Box>([] { return std::make_unique<Box>(); }).method("take", &Box::take);
    (void)spec;
    return 0;
}
