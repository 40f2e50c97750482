# The release, made from a top-level build tree (scripts/check-release makes and
# consumes both; docs/building.md shows the commands):
#   cpack --config CPackSourceConfig.cmake   falsify-<version>.tar.gz: the source tree, for
#                                            FetchContent_Declare(falsify URL ... URL_HASH ...)
#   cpack -G DEB                             falsify-dev_<version>_<arch>.deb: what
#                                            `cmake --install` installs, under /usr
# Both are named with PROJECT_VERSION, which CMakeLists.txt reads from <falsify/version.hpp>.
set(CPACK_PACKAGE_NAME falsify)
set(CPACK_PACKAGE_VENDOR falsify)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_CONTACT "falsify maintainers <falsify@localhost>")

# The source archive: the tree without git data and build outputs (b2's bin/, any build tree in it).
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME falsify-${PROJECT_VERSION})
set(CPACK_SOURCE_IGNORE_FILES
    "/\\\\.git$" "/\\\\.git/" "^${PROJECT_SOURCE_DIR}/bin/" "^${PROJECT_SOURCE_DIR}/test/consumers/bin/"
    "^${PROJECT_SOURCE_DIR}/build" "/CMakeCache\\\\.txt$" "/CMakeFiles/" "~$" "\\\\.swp$")
if(NOT PROJECT_BINARY_DIR STREQUAL PROJECT_SOURCE_DIR)
    list(APPEND CPACK_SOURCE_IGNORE_FILES "^${PROJECT_BINARY_DIR}/")
endif()

# The Debian package: headers, static libraries, the CMake package, the .pc files and
# falsify-corpus and falsify-report under /usr. It depends on what every face needs (Boost's headers and
# Boost.JSON); a framework, and OpenSSL, hiredis and Boost.URL for falsify::redis, are
# suggested: a project installs those it links.
# (Under /usr by the DEB generator's default: CPACK_PACKAGING_INSTALL_PREFIX would also
# move the source archive's files under falsify-<version>/usr/.)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_PACKAGE_NAME falsify-dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_PACKAGE_RELEASE "")
set(CPACK_DEBIAN_PACKAGE_SECTION libdevel)
# Debian 12 ships Boost 1.81 as libboost1.81-*-dev (its default libboost-dev is 1.74).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libboost1.81-dev | libboost-dev (>= 1.81), libboost-json1.81-dev | libboost-json-dev (>= 1.81)")
# The programs (falsify-corpus, falsify-report) add the run-time libraries they load, found by dpkg-shlibdeps.
find_program(FALSIFY_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(FALSIFY_DPKG_SHLIBDEPS)
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
endif()
set(CPACK_DEBIAN_PACKAGE_SUGGESTS
    "libboost-test1.81-dev | libboost-test-dev, libgtest-dev, catch2, doctest-dev, libssl-dev, libhiredis-dev, libboost-url1.81-dev | libboost-url-dev, pkg-config, cmake")
# The summary line is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the rest.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Headers, static libraries, the CMake package (find_package(falsify)) and
pkg-config files of falsify, and the falsify-corpus and falsify-report tools.")
include(CPack)
