// Reads observation files line by line into typed observations.
#include "observation_file.hpp"

#include <falsify/json.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace falsify::report_page {

namespace {

/// The start of a line, for an error message that shows what was there without flooding the terminal.
std::string excerpt(const std::string& line) {
    constexpr std::size_t shown = 60;
    return line.size() <= shown ? line : line.substr(0, shown) + "...";
}

const std::string& string_member(const Data& object, const char* key, const std::string& where) {
    const Data* member = object.find(key);
    if (!member) throw_input_error(where, std::string("no \"") + key + "\" field (every observation has one)");
    const std::string* text = member->as_string();
    if (!text) throw_input_error(where, std::string("\"") + key + "\" is not a string");
    return *text;
}

/// An optional string member: empty when absent or null.
std::string optional_string(const Data& object, const char* key, const std::string& where) {
    const Data* member = object.find(key);
    if (!member || member->is_null()) return {};
    const std::string* text = member->as_string();
    if (!text) throw_input_error(where, std::string("\"") + key + "\" is not a string");
    return *text;
}

const Data::Object* optional_object(const Data& object, const char* key, const std::string& where) {
    const Data* member = object.find(key);
    if (!member || member->is_null()) return nullptr;
    const Data::Object* members = member->as_object();
    if (!members) throw_input_error(where, std::string("\"") + key + "\" is not an object");
    return members;
}

/// A shown value: falsify writes strings; the format allows any JSON value, shown as its text.
std::string shown_text(const Data& value) {
    if (const std::string* text = value.as_string()) return *text;
    return to_json(value).value_or("?");
}

TestCase parse_test_case(const Data& line, const std::string& where) {
    TestCase c;
    c.status = string_member(line, "status", where);
    if (c.status != "passed" && c.status != "failed" && c.status != "gave_up")
        throw_input_error(where, "\"status\" is \"" + excerpt(c.status) + "\", not passed, failed or gave_up");
    c.status_reason = optional_string(line, "status_reason", where);
    c.representation = optional_string(line, "representation", where);
    c.how_generated = optional_string(line, "how_generated", where);
    if (const auto* arguments = optional_object(line, "arguments", where))
        for (const auto& [name, value] : *arguments) c.arguments.emplace_back(name, shown_text(value));
    if (const auto* features = optional_object(line, "features", where))
        for (const auto& feature : *features) c.features.push_back(feature.key);
    if (const auto* metadata = optional_object(line, "metadata", where))
        for (const auto& [key, value] : *metadata)
            if (key == "status_reason_location" && value.as_string()) c.location = *value.as_string();
    return c;
}

}  // namespace

void throw_input_error(const std::string& where, const std::string& what) { throw InputError(where + ": " + what); }

Observation parse_observation(const std::string& line, const std::string& where) {
    const std::optional<Data> parsed = parse_json(line);
    if (!parsed) throw_input_error(where, "not JSON: " + excerpt(line));
    if (!parsed->as_object()) throw_input_error(where, "not a JSON object: " + excerpt(line));
    Observation o;
    o.where = where;
    o.type = string_member(*parsed, "type", where);
    o.property = string_member(*parsed, "property", where);
    if (const Data* start = parsed->find("run_start")) {
        const auto seconds = start->as_number();
        if (!seconds) throw_input_error(where, "\"run_start\" is not a number");
        o.run_start = *seconds;
    }
    if (o.type == "test_case") o.test_case = parse_test_case(*parsed, where);
    if (o.type == "info") {
        o.title = optional_string(*parsed, "title", where);
        const Data* content = parsed->find("content");
        if (content) o.content = *content;
    }
    return o;
}

std::vector<Observation> read_observation_file(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
        throw InputError(path + ": is a directory, not an observation file (one written with PROPERTY_OBSERVE=FILE)");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot be read: " + std::strerror(errno));
    std::vector<Observation> observations;
    std::string line;
    std::size_t number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        observations.push_back(parse_observation(line, path + ":" + std::to_string(number)));
    }
    if (in.bad()) throw InputError(path + ": reading failed after line " + std::to_string(number) + ": " + std::strerror(errno));
    return observations;
}

}  // namespace falsify::report_page
