# `cmake --install`: the same layout and files as `b2 install` (headers in
# include, static libraries in lib, the tools in bin, pkg-config files
# in lib/pkgconfig, the CMake package in lib/cmake/falsify, the licence in
# share/doc/falsify), so that the
# relocatable pkg-config and CMake files serve both.
get_property(falsify_libraries GLOBAL PROPERTY falsify_libraries)
get_property(falsify_header_dirs GLOBAL PROPERTY falsify_header_dirs)

install(TARGETS ${falsify_libraries} ARCHIVE DESTINATION lib)
foreach(dir IN LISTS falsify_header_dirs)
    install(DIRECTORY ${dir}/ DESTINATION include FILES_MATCHING PATTERN "*.hpp")
endforeach()
if(TARGET falsify-corpus)
    install(TARGETS falsify-corpus RUNTIME DESTINATION bin)
endif()
if(TARGET falsify-report)
    install(TARGETS falsify-report RUNTIME DESTINATION bin)
endif()

set(VERSION ${PROJECT_VERSION})
set(VERSION_MAJOR ${PROJECT_VERSION_MAJOR})
set(VERSION_MINOR ${PROJECT_VERSION_MINOR})
file(GLOB falsify_pc_templates ${CMAKE_CURRENT_LIST_DIR}/pkgconfig/*.pc.in)
foreach(template IN LISTS falsify_pc_templates)
    get_filename_component(name ${template} NAME_WLE)
    configure_file(${template} ${PROJECT_BINARY_DIR}/pkgconfig/${name} @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/pkgconfig/${name} DESTINATION lib/pkgconfig)
endforeach()
configure_file(${CMAKE_CURRENT_LIST_DIR}/falsify-config-version.cmake.in ${PROJECT_BINARY_DIR}/falsify-config-version.cmake @ONLY)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/falsify-config.cmake ${PROJECT_BINARY_DIR}/falsify-config-version.cmake
        DESTINATION lib/cmake/falsify)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION share/doc/falsify)
