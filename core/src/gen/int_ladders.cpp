// The standard integer types' ladders, which gen/numeric.hpp declares extern.
#include <falsify/gen/numeric.hpp>

namespace falsify::gen::detail {

FALSIFY_DETAIL_STANDARD_INT_LADDERS()

}  // namespace falsify::gen::detail
