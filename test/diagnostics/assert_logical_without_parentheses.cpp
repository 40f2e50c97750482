// Must not compile: FALSIFY_ASSERT over an unparenthesised || (an overloaded ||
// would evaluate p->size() even when p is null).
// Diagnostic: FALSIFY_ASSERT: wrap an expression with && or || in parentheses
#include <falsify/falsify.hpp>

#include <string>

int main() {
    const std::string* p = nullptr;
    FALSIFY_ASSERT(!p || p->size() < 100);
    return 0;
}
