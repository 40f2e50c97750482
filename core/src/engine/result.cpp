// Result's special members, compiled once here (see result.hpp).
#include <falsify/result.hpp>

namespace falsify {

Result::Result(const Result&) = default;
Result::Result(Result&&) noexcept = default;
Result& Result::operator=(const Result&) = default;
Result& Result::operator=(Result&&) noexcept = default;
Result::~Result() = default;

}  // namespace falsify
