// The explicit instantiations that detail/prebuilt.hpp declares extern.
#define FALSIFY_DETAIL_PREBUILT_KEYWORD
#define FALSIFY_DETAIL_PREBUILT_DEFINITIONS
#include <falsify/property.hpp>
