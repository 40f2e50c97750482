// The explicit instantiations that detail/prebuilt.hpp declares extern.
#define FALSIFY_DETAIL_PREBUILT_KEYWORD
#include <falsify/property.hpp>
