#include <falsify/arbitrary.hpp>

namespace falsify {

// The domain is attached here rather than in gen::booleans() (gen_numeric.cpp): false first, as it shrinks.
Gen<bool> Arbitrary<bool>::make() {
    return gen::booleans().with_domain(2, [](std::uint64_t index) {
        if (index == 0) return Shrinkable<bool>::leaf(false);
        return Shrinkable<bool>::of(true, [] { return std::vector<Shrinkable<bool>>{Shrinkable<bool>::leaf(false)}; });
    });
}
Gen<char> Arbitrary<char>::make() { return gen::chars(); }
Gen<double> Arbitrary<double>::make() { return gen::doubles(-1e6, 1e6); }
Gen<float> Arbitrary<float>::make() {
    return gen::doubles(-1e6, 1e6).map([](double d) { return static_cast<float>(d); }).named("gen::floats(-1e6, 1e6)");
}
Gen<std::string> Arbitrary<std::string>::make() { return gen::strings(); }

}  // namespace falsify
