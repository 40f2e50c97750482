#define BOOST_TEST_MODULE falsify core
#include <boost/test/unit_test.hpp>
