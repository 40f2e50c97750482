// Prints, as C++ for test/unit/draft/draft_replay.cpp, the regression draft of each case
// of draft_cases.hpp beside the shrunk input it stands for:
//   DRAFT(name, std::string("1, 2"), std::string("a < b [2 < 1]"), falsify::example(1, 2))
// Exits non-zero when a case does not fail or prints no draft.
#include "draft_cases.hpp"

#include <falsify/literal.hpp>

#include <iostream>

namespace {

/// The shrunk values as an explicit example's failure shows them: "1, 2".
std::string shown_values(const falsify::Result& result) {
    std::string shown;
    for (const falsify::Argument& argument : result.counter_example()->shrunk_arguments)
        shown += (shown.empty() ? "" : ", ") + argument.value;
    return shown;
}

template <class P>
bool print(const char* name, const P& property) {
    const falsify::Result result = property.check();
    const std::string draft = falsify::regression_draft(result, property.definition());
    const std::size_t at = draft.find("falsify::example(");
    if (result.outcome() != falsify::Outcome::Falsified || at == std::string::npos) {
        std::cerr << name << ": no draft printed:\n" << result.message() << draft << '\n';
        return false;
    }
    std::cout << "DRAFT(" << name << ", " << falsify::detail::string_literal(shown_values(result)) << ", "
              << falsify::detail::string_literal(result.counter_example()->failure->message) << ", " << draft.substr(at) << ")\n";
    return true;
}

}  // namespace

int main() {
    bool printed = true;
#define FALSIFY_PRINT_CASE(name) printed = print(#name, draft_cases::name()) && printed;
    DRAFT_CASES(FALSIFY_PRINT_CASE)
    return printed ? 0 : 1;
}
