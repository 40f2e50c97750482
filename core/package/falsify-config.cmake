# falsify's CMake package, the same for a b2 install and a `cmake --install`:
#
#   find_package(falsify CONFIG REQUIRED)                        # what this machine can link
#   find_package(falsify CONFIG REQUIRED COMPONENTS gtest redis)  # and fail unless these can be
#   target_link_libraries(my_tests PRIVATE falsify::gtest)
#
# Imported targets, each carrying its include directory, C++20, its defines and
# the falsify layers and system libraries it needs (only falsify::redis links
# OpenSSL, hiredis and Boost.URL; a face links its framework and Boost.JSON):
#   falsify::falsify       the engine (generators, shrinking, runner)
#   falsify::statemachine  command sequences and state machines
#   falsify::rules         rule-based machines (FALSIFY_RULE)
#   falsify::json          JSON values (Boost.JSON)
#   falsify::corpus        the regression corpus in a directory
#   falsify::redis_store   the regression corpus in Redis (Boost.URL, OpenSSL, hiredis), for the plain API
#   falsify::redis         the same, registered for PROPERTY_DB and campaigns of a face's program
#   falsify::harness       the framework-neutral core of every face
#   Each face is one target for everything it offers (properties, fixtures,
#   command sequences, parallel sequences, rule machines):
#   falsify::boost_test    the Boost.Test face (FALSIFY_PROPERTY)
#   falsify::gtest         the GoogleTest face (FALSIFY_GTEST_PROPERTY, FALSIFY_GTEST_FIXTURE_PROPERTY)
#   falsify::catch2        the Catch2 face (FALSIFY_CATCH_PROPERTY; header-only)
#   falsify::doctest       the doctest face (FALSIFY_DOCTEST_PROPERTY; header-only)
# A target whose system library is missing here is not defined, and naming it
# as a component is a configure error that says which package is missing.
include(CMakeFindDependencyMacro)

get_filename_component(_falsify_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(_falsify_missing "")

find_dependency(Threads)

# The package behind each system target, for the message of a missing component.
set(_falsify_package_Boost__json "Boost.JSON (Debian: libboost-json-dev)")
set(_falsify_package_Boost__unit_test_framework "Boost.Test (Debian: libboost-test-dev)")
set(_falsify_package_Boost__url "Boost.URL (Debian: libboost-url-dev)")
set(_falsify_package_OpenSSL__SSL "OpenSSL (Debian: libssl-dev)")
set(_falsify_package_OpenSSL__Crypto "OpenSSL (Debian: libssl-dev)")
set(_falsify_package_falsify__hiredis_system "hiredis (Debian: libhiredis-dev)")
set(_falsify_package_GTest__gtest "GoogleTest (Debian: libgtest-dev)")
set(_falsify_package_Catch2__Catch2 "Catch2 (Debian: catch2)")
set(_falsify_package_doctest__doctest "doctest (Debian: doctest-dev)")

# _falsify_define(<name> <library file stem, or HEADERS for a header-only face> [LAYERS <falsify targets...>]
#                 [SYSTEM <targets...>] [DEFINES <defines...>] [OPTIONS <link options...>])
function(_falsify_define name stem)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "LAYERS;SYSTEM;DEFINES;OPTIONS")
    if(TARGET falsify::${name})
        return()
    endif()
    set(file "${_falsify_prefix}/lib/${CMAKE_STATIC_LIBRARY_PREFIX}${stem}${CMAKE_STATIC_LIBRARY_SUFFIX}")
    if(stem STREQUAL "HEADERS")
        set(file "${_falsify_prefix}/include/falsify/${name}.hpp")
    endif()
    if(NOT EXISTS "${file}")
        set(_falsify_missing "${_falsify_missing};${name}: ${file} is not installed (falsify was built without it: its configure said why)" PARENT_SCOPE)
        return()
    endif()
    foreach(layer IN LISTS arg_LAYERS)
        if(NOT TARGET falsify::${layer})
            set(why "needs falsify::${layer}")
            foreach(line IN LISTS _falsify_missing)
                if(line MATCHES "^${layer}: (.*)$")
                    set(why "${CMAKE_MATCH_1}")
                endif()
            endforeach()
            set(_falsify_missing "${_falsify_missing};${name}: ${why}" PARENT_SCOPE)
            return()
        endif()
    endforeach()
    foreach(system IN LISTS arg_SYSTEM)
        if(NOT TARGET ${system})
            string(MAKE_C_IDENTIFIER "${system}" key)
            set(package "${system}")
            if(DEFINED _falsify_package_${key})
                set(package "${_falsify_package_${key}}")
            endif()
            set(_falsify_missing "${_falsify_missing};${name}: needs ${package}, not found on this machine" PARENT_SCOPE)
            return()
        endif()
    endforeach()
    set(links "")
    foreach(layer IN LISTS arg_LAYERS)
        list(APPEND links falsify::${layer})
    endforeach()
    if(stem STREQUAL "HEADERS")
        add_library(falsify::${name} INTERFACE IMPORTED)
    else()
        add_library(falsify::${name} STATIC IMPORTED)
        set_target_properties(falsify::${name} PROPERTIES IMPORTED_LOCATION "${file}" IMPORTED_LINK_INTERFACE_LANGUAGES CXX)
    endif()
    set_target_properties(falsify::${name} PROPERTIES
        INTERFACE_INCLUDE_DIRECTORIES "${_falsify_prefix}/include"
        INTERFACE_COMPILE_FEATURES cxx_std_20
        INTERFACE_COMPILE_DEFINITIONS "${arg_DEFINES}"
        INTERFACE_LINK_OPTIONS "${arg_OPTIONS}"
        INTERFACE_LINK_LIBRARIES "${links};${arg_SYSTEM}")
endfunction()

_falsify_define(falsify falsify SYSTEM Threads::Threads)
_falsify_define(statemachine falsify_statemachine LAYERS falsify)
_falsify_define(rules falsify_rules LAYERS statemachine falsify)

find_package(Boost 1.75 CONFIG QUIET COMPONENTS json)
find_package(Boost 1.75 CONFIG QUIET COMPONENTS unit_test_framework)
find_package(boost_url 1.81 CONFIG QUIET)
find_package(OpenSSL QUIET)
find_library(FALSIFY_HIREDIS_LIBRARY hiredis)
if(FALSIFY_HIREDIS_LIBRARY AND NOT TARGET falsify::hiredis_system)
    add_library(falsify::hiredis_system UNKNOWN IMPORTED)
    set_target_properties(falsify::hiredis_system PROPERTIES IMPORTED_LOCATION "${FALSIFY_HIREDIS_LIBRARY}")
endif()
find_package(GTest QUIET)
find_package(Catch2 QUIET)
find_package(doctest QUIET)

_falsify_define(json falsify_json LAYERS falsify SYSTEM Boost::json)
_falsify_define(corpus falsify_corpus LAYERS json falsify SYSTEM Boost::json)
_falsify_define(harness falsify_harness LAYERS rules statemachine corpus falsify)
_falsify_define(redis_store falsify_redis LAYERS corpus falsify SYSTEM OpenSSL::SSL OpenSSL::Crypto falsify::hiredis_system Boost::url)
# Nothing calls the file that registers the store: the linker is told to keep it.
_falsify_define(redis falsify_redis_harness LAYERS harness redis_store OPTIONS "LINKER:-u,falsify_redis_store_linked")
set(_falsify_boost_test_defines "")
if(TARGET Boost::unit_test_framework)
    get_target_property(_falsify_boost_test_type Boost::unit_test_framework TYPE)
    if(_falsify_boost_test_type STREQUAL "SHARED_LIBRARY")
        set(_falsify_boost_test_defines BOOST_TEST_DYN_LINK)
    endif()
endif()
_falsify_define(boost_test falsify_boost_test LAYERS harness SYSTEM Boost::unit_test_framework DEFINES ${_falsify_boost_test_defines})
_falsify_define(gtest falsify_gtest LAYERS harness SYSTEM GTest::gtest)
_falsify_define(catch2 HEADERS LAYERS harness SYSTEM Catch2::Catch2)
_falsify_define(doctest HEADERS LAYERS harness SYSTEM doctest::doctest)

foreach(_falsify_component IN LISTS ${CMAKE_FIND_PACKAGE_NAME}_FIND_COMPONENTS)
    if(NOT TARGET falsify::${_falsify_component})
        set(_falsify_why "")
        foreach(_falsify_line IN LISTS _falsify_missing)
            if(_falsify_line MATCHES "^${_falsify_component}: ")
                set(_falsify_why " (${_falsify_line})")
            endif()
        endforeach()
        if(${CMAKE_FIND_PACKAGE_NAME}_FIND_REQUIRED_${_falsify_component})
            set(${CMAKE_FIND_PACKAGE_NAME}_FOUND FALSE)
            set(${CMAKE_FIND_PACKAGE_NAME}_NOT_FOUND_MESSAGE
                "falsify: the component ${_falsify_component} is not available${_falsify_why}; the components are falsify, statemachine, rules, json, corpus, redis_store, redis, harness, boost_test, gtest, catch2, doctest")
        endif()
    endif()
endforeach()
unset(_falsify_prefix)
unset(_falsify_missing)
