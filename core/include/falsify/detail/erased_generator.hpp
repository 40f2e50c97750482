#pragma once
// A generator with its type erased: what the runner, which the library
// compiles once for every type, needs of a parameter's generator.
#include <falsify/arbitrary.hpp>
#include <falsify/detail/any_tree.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen_type.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>

namespace falsify::detail {

/// A generator with its type erased: what the runner needs of it.
struct ErasedGenerator {
    AnyTree (*generate)(Random&, const void*) = nullptr;
    std::shared_ptr<const void> generator;
    /// The finite domain (exhaustive mode): its size, std::nullopt when there is none.
    std::optional<std::uint64_t> (*domain_size)(const void*) = nullptr;
    AnyTree (*domain_at)(const void*, std::uint64_t) = nullptr;
};

template <class T>
AnyTree generate_erased(Random& random, const void* generator) {
    return erase(static_cast<const Gen<T>*>(generator)->generate(random));
}

template <class T>
std::optional<std::uint64_t> domain_size_erased(const void* generator) {
    if (const Domain<T>* d = static_cast<const Gen<T>*>(generator)->domain()) return d->size;
    return std::nullopt;
}

template <class T>
AnyTree domain_at_erased(const void* generator, std::uint64_t index) {
    const Domain<T>* d = static_cast<const Gen<T>*>(generator)->domain();
    // Asked only where domain_size_erased found a domain.
    if (!d) throw std::logic_error("falsify: a value by index from a generator without a finite domain");
    return erase(d->at(index));
}

template <class T>
ErasedGenerator erase_generator(Gen<T> generator) {
    return {&generate_erased<T>, falsify::detail::make_node<Gen<T>>(std::move(generator)), &domain_size_erased<T>, &domain_at_erased<T>};
}

/// The default generator of T; empty when T has none (refused when the property is assembled).
template <class T>
ErasedGenerator default_generator() {
    if constexpr (HasDefaultGenerator<T>) return erase_generator(Arbitrary<T>::make());
    else return {};
}

}  // namespace falsify::detail
