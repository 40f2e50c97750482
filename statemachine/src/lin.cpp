#include <falsify/errors.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/detail/lin_call.hpp>

#include <stdexcept>
#include <string>
#include <typeinfo>

namespace falsify::lin::detail {

std::string thrown_text(const std::exception& error) {
    return short_type_name(typeid(error)) + "(" + falsify::show(std::string(error.what())) + ")";
}

void refuse_method_name(const std::string& class_name, const std::string& name, bool duplicate) {
    if (duplicate)
        throw std::invalid_argument("lin::spec<" + class_name + ">: two methods are named \"" + name +
                                    "\"; give each .method() a name of its own, so that reports tell their calls apart");
    throw std::invalid_argument("lin::spec<" + class_name + ">: a method's name is empty; give .method() the name reports show its calls by");
}

void refuse_null_method(const std::string& class_name, const std::string& name) {
    throw std::invalid_argument("lin::spec<" + class_name + ">: method \"" + name + "\" is a null pointer; give .method() a member function (&" +
                                class_name + "::" + name + ")");
}

void refuse_null_instance(const std::string& class_name) {
    throw Error("lin::spec<" + class_name + ">: the factory returned a null pointer; it must make a new instance each time it is called");
}

void refuse_no_methods(const std::string& class_name) {
    throw std::invalid_argument("lin::commands(): the spec of " + class_name +
                                " lists no methods, so there is nothing to call; add some with .method(\"name\", &" + class_name +
                                "::name)");
}

void refuse_empty_spec() {
    throw std::logic_error("lin: a Calls model was made without its spec (Calls{}); start from spec.initial_model()");
}

}  // namespace falsify::lin::detail
