#include <falsify/arbitrary.hpp>

namespace falsify {

Gen<bool> Arbitrary<bool>::make() { return gen::booleans(); }
Gen<char> Arbitrary<char>::make() { return gen::chars(); }
Gen<double> Arbitrary<double>::make() { return gen::doubles(-1e6, 1e6); }
Gen<float> Arbitrary<float>::make() {
    return gen::doubles(-1e6, 1e6).map([](double d) { return static_cast<float>(d); }).named("gen::floats(-1e6, 1e6)");
}
Gen<std::string> Arbitrary<std::string>::make() { return gen::strings(); }

}  // namespace falsify
