#pragma once
// The generators and erased trees of the common standard types are compiled
// once, in the library: a test file that only uses these types instantiates
// none of the shrink-tree machinery.
//
// This is one instance of a rule every header follows, because what a
// property costs to compile matters: code that does not depend on a user's
// types (special members, the uses of a map or a variant, the order of a
// shrink tree's moves, the runner's descent) is defined out of line and
// compiled once, in the library, not again in every file that includes the
// header. A declaration "out of line (see detail/prebuilt.hpp)" is one such.
#include <falsify/property.hpp>

#include <string>
#include <vector>

#ifndef FALSIFY_DETAIL_PREBUILT_KEYWORD
#define FALSIFY_DETAIL_PREBUILT_KEYWORD extern
#endif

// Used inside namespace falsify (a leading :: would bind to the return type).
#define FALSIFY_DETAIL_PREBUILD(T)                                                                                     \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template class detail::TypedTree<T>;                                              \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template detail::ErasedGenerator detail::default_generator<T>();                  \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template detail::ErasedGenerator detail::erase_generator<T>(Gen<T>);              \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template detail::AnyTree detail::generate_erased<T>(Random&, const void*);        \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template std::optional<detail::AnyTree> detail::decode_tree<T>(const Data&);       \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template std::optional<std::string> detail::literal_erased<T>(const void*);        \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template detail::AnyTree detail::example_value<T>(const std::any&, std::size_t,   \
                                                                                      std::size_t, const std::string&); \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template Gen<T> gen::arbitrary<T>();

// A sequence of vectors (nested vectors, a map to vectors) joins its
// elements' trees through joined_sequences, and a tuple or struct holding
// vectors merges them through VectorTrees, which names the vector's tree (its
// children function, hence every move of the tree): compiled here too.
#define FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(T)                                                                 \
    FALSIFY_DETAIL_PREBUILD(T)                                                                                 \
    FALSIFY_DETAIL_PREBUILD(std::vector<T>)                                                                    \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template struct gen::detail::SequenceTree<T, std::vector<T>>;              \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template struct gen::detail::VectorTrees<T>;                               \
    FALSIFY_DETAIL_PREBUILT_KEYWORD template std::optional<Shrinkable<std::vector<T>>> gen::detail::joined_sequences( \
        const Shrinkable<std::vector<T>>&, const Shrinkable<std::vector<T>>&);

// What a test file calls directly rather than through a parameter's type:
// gen::ints(0, 100), and the one-position tuple of a rule's single argument
// (of the commonest types only: each adds hundreds of functions to the
// library). They are compiled in the library, and not again in every file
// that calls them, only where the file is not optimised: an optimised build
// compiles them in place, where the optimiser makes them run faster.
#if defined(__OPTIMIZE__) && !defined(FALSIFY_DETAIL_PREBUILT_DEFINITIONS)
#define FALSIFY_DETAIL_PREBUILT_UNOPTIMISED(...)
#else
#define FALSIFY_DETAIL_PREBUILT_UNOPTIMISED(...) FALSIFY_DETAIL_PREBUILT_KEYWORD template __VA_ARGS__;
#endif
#define FALSIFY_DETAIL_PREBUILD_ARGUMENT(T) FALSIFY_DETAIL_PREBUILT_UNOPTIMISED(Gen<std::tuple<T>> gen::tuples<T>(Gen<T>))
#define FALSIFY_DETAIL_PREBUILD_INTEGER(T)                                        \
    FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(T)                                        \
    FALSIFY_DETAIL_PREBUILT_UNOPTIMISED(Gen<T> gen::ints<T>(T, T))                \
    FALSIFY_DETAIL_PREBUILT_UNOPTIMISED(Gen<T> gen::ints<T>())

namespace falsify {

FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(bool)
FALSIFY_DETAIL_PREBUILD_INTEGER(char)
FALSIFY_DETAIL_PREBUILD_INTEGER(signed char)
FALSIFY_DETAIL_PREBUILD_INTEGER(unsigned char)
FALSIFY_DETAIL_PREBUILD_INTEGER(short)
FALSIFY_DETAIL_PREBUILD_INTEGER(unsigned short)
FALSIFY_DETAIL_PREBUILD_INTEGER(int)
FALSIFY_DETAIL_PREBUILD_INTEGER(unsigned)
FALSIFY_DETAIL_PREBUILD_INTEGER(long)
FALSIFY_DETAIL_PREBUILD_INTEGER(unsigned long)
FALSIFY_DETAIL_PREBUILD_INTEGER(long long)
FALSIFY_DETAIL_PREBUILD_INTEGER(unsigned long long)
FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(double)
FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(float)
FALSIFY_DETAIL_PREBUILD_WITH_VECTOR(std::string)
FALSIFY_DETAIL_PREBUILD_ARGUMENT(int)
FALSIFY_DETAIL_PREBUILD_ARGUMENT(std::string)

}  // namespace falsify
