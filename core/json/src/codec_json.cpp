// falsify::Data as JSON text, through Boost.JSON.
#include <falsify/detail/boost_json.hpp>
#include <falsify/json.hpp>

#include <boost/json/parse.hpp>

#include <cmath>

namespace falsify::detail {

std::optional<boost::json::value> to_boost_json(const Data& data) {
    switch (data.kind()) {
        case Data::Kind::Null: return boost::json::value(nullptr);
        case Data::Kind::Bool: return boost::json::value(*data.as_bool());
        case Data::Kind::Int: return boost::json::value(*data.as_integer<std::int64_t>());
        case Data::Kind::UInt: return boost::json::value(*data.as_integer<std::uint64_t>());
        case Data::Kind::Double: {
            const double d = *data.as_number();
            if (!std::isfinite(d)) return std::nullopt;
            return boost::json::value(d);
        }
        case Data::Kind::String: return boost::json::value(boost::json::string_view(*data.as_string()));
        case Data::Kind::Array: {
            boost::json::array out;
            out.reserve(data.as_array()->size());
            for (const Data& item : *data.as_array()) {
                auto converted = to_boost_json(item);
                if (!converted) return std::nullopt;
                out.push_back(std::move(*converted));
            }
            return boost::json::value(std::move(out));
        }
        case Data::Kind::Object: {
            boost::json::object out;
            out.reserve(data.as_object()->size());
            for (const Data::Member& m : *data.as_object()) {
                auto converted = to_boost_json(m.value);
                if (!converted) return std::nullopt;
                out[m.key] = std::move(*converted);
            }
            return boost::json::value(std::move(out));
        }
    }
    return std::nullopt;
}

Data from_boost_json(const boost::json::value& value) {
    switch (value.kind()) {
        case boost::json::kind::null: return Data::null();
        case boost::json::kind::bool_: return Data::boolean(value.get_bool());
        case boost::json::kind::int64: return Data::integer(value.get_int64());
        case boost::json::kind::uint64: return Data::integer(value.get_uint64());
        case boost::json::kind::double_: return Data::number(value.get_double());
        case boost::json::kind::string: return Data::string(std::string(value.get_string()));
        case boost::json::kind::array: {
            Data::Array items;
            items.reserve(value.get_array().size());
            for (const auto& item : value.get_array()) items.push_back(from_boost_json(item));
            return Data::array(std::move(items));
        }
        case boost::json::kind::object: {
            Data::Object members;
            members.reserve(value.get_object().size());
            for (const auto& m : value.get_object()) members.push_back({std::string(m.key()), from_boost_json(m.value())});
            return Data::object(std::move(members));
        }
    }
    return Data::null();
}

std::optional<boost::json::value> parse_boost_json(std::string_view text) {
    boost::json::parse_options options;
    options.max_depth = max_json_depth;
    boost::json::error_code error;
    boost::json::value value = boost::json::parse(boost::json::string_view(text.data(), text.size()), error, {}, options);
    if (error) return std::nullopt;
    return value;
}

}  // namespace falsify::detail

namespace falsify {

std::optional<Data> parse_json(std::string_view text) {
    auto value = detail::parse_boost_json(text);
    if (!value) return std::nullopt;
    return detail::from_boost_json(*value);
}

}  // namespace falsify
