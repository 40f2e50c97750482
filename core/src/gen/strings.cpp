#include <falsify/gen/containers.hpp>
#include <falsify/gen/sizes.hpp>
#include <falsify/gen/strings.hpp>
#include <falsify/show.hpp>

#include "value/utf8.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace falsify::gen {

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

namespace {

constexpr std::array<char32_t, 25> troublemakers = {
    U' ',     U'"',     U'\'',    U'\\',    U'<',     U'>',     U'&',     U'\t',    U'\n',
    U'\r',    0x7F,     0xA0,     0xAD,     0x301,    0x308,    0x200B,   0x200D,   0x200F,
    0x202E,   0x2028,   0xFEFF,   0xFFFD,   0x1F600,  0x1F468,  0xE0041,
};

bool is_surrogate(std::uint64_t c) { return c >= 0xD800 && c <= 0xDFFF; }

/// Uniform over [lo, hi] minus the surrogate block.
char32_t non_surrogate_between(Random& random, std::uint64_t lo, std::uint64_t hi) {
    std::uint64_t c = lo + random.below_or_equal(hi - lo - 0x800);
    if (c >= 0xD800) c += 0x800;
    return static_cast<char32_t>(c);
}

/// The ladder toward 'a', skipping surrogates, derived from the value alone.
Seq<Shrinkable<char32_t>> code_point_children(const char32_t& value, const std::shared_ptr<const void>&, std::int64_t, ShrinkRound) {
    return seq_filter_map<Shrinkable<char32_t>>(
        detail::int_ladder<std::uint32_t>(static_cast<std::uint32_t>(value), nullptr, 'a'),
        [](Shrinkable<std::uint32_t> child) -> std::optional<Shrinkable<char32_t>> {
            if (is_surrogate(child.value())) return std::nullopt;
            return Shrinkable<char32_t>::derived(static_cast<char32_t>(child.value()), &code_point_children, 'a');
        });
}

Shrinkable<char32_t> code_point_tree(char32_t c) { return Shrinkable<char32_t>::derived(c, &code_point_children, 'a'); }

Gen<char32_t> unicode_characters() {
    return Gen<char32_t>("gen::unicode_characters()", [](Random& random) {
        const auto roll = random.below_or_equal(9);
        char32_t c;
        if (roll < 5) c = static_cast<char32_t>(random.between(0x20, 0x7E));
        else if (roll == 5) c = troublemakers[random.below_or_equal(troublemakers.size() - 1)];
        else if (roll == 6) c = static_cast<char32_t>(random.between(0xA1, 0x24F));
        else if (roll == 7) c = non_surrogate_between(random, 0x250, 0xFFFF);
        else c = non_surrogate_between(random, 0x1, 0x10FFFF);
        return code_point_tree(c);
    });
}

Gen<char32_t> ascii_characters() {
    return Gen<char32_t>("gen::ascii_characters()",
                         [](Random& random) { return code_point_tree(static_cast<char32_t>(random.between(0x20, 0x7E))); });
}

std::string encode(const std::vector<Shrinkable<char32_t>>& characters) {
    std::string out;
    out.reserve(characters.size());
    for (const auto& c : characters) append_utf8(out, c.value());
    return out;
}

using falsify::detail::checked_generated_sizes;
using falsify::detail::SizeRange;

Gen<std::string> text(std::string name, Gen<char32_t> characters, SizeRange lengths) {
    return Gen<std::string>(std::move(name), [characters, lengths](Random& random) {
        const std::size_t length = random.size_between(lengths.min, lengths.max);
        std::vector<Shrinkable<char32_t>> chars;
        chars.reserve(length);
        for (std::size_t i = 0; i < length; ++i) chars.push_back(characters.generate(random));
        return detail::SequenceTree<char32_t, std::string>::make(std::move(chars), lengths.min, &encode);
    });
}

/// Characters of a deduplicated alphabet: an index shrinking toward 0 (the
/// alphabet's first character) through the integer ladder.
Gen<char32_t> alphabet_characters(std::shared_ptr<const std::vector<char32_t>> alphabet) {
    return Gen<char32_t>("gen::alphabet_characters()", [alphabet](Random& random) {
        const std::size_t index = random.below_or_equal(alphabet->size() - 1);
        return detail::int_tree(index, std::size_t{0}).map([alphabet](std::size_t i) { return (*alphabet)[i]; });
    });
}

template <class C>
C bytes_of(const std::vector<Shrinkable<std::uint8_t>>& elements) {
    C out;
    out.reserve(elements.size());
    for (const auto& e : elements) out.push_back(static_cast<typename C::value_type>(e.value()));
    return out;
}

template <class C>
Gen<C> raw_bytes(std::string name, SizeRange lengths) {
    return Gen<C>(std::move(name), [lengths](Random& random) {
        const std::size_t length = random.size_between(lengths.min, lengths.max);
        std::vector<Shrinkable<std::uint8_t>> elements;
        elements.reserve(length);
        for (std::size_t i = 0; i < length; ++i)
            elements.push_back(detail::int_tree(static_cast<std::uint8_t>(random.below_or_equal(255)), std::uint8_t{0}));
        return detail::SequenceTree<std::uint8_t, C>::make(std::move(elements), lengths.min, &bytes_of<C>);
    });
}

std::string sizes(SizeRange lengths) { return std::to_string(lengths.min) + ", " + std::to_string(lengths.max); }

}  // namespace

namespace detail {

std::optional<std::vector<char32_t>> decode_utf8(std::string_view text) {
    std::vector<char32_t> out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto decoded = falsify::detail::utf8::decode_at(text, i);
        if (!decoded) return std::nullopt;
        out.push_back(decoded->value);
        i += decoded->length;
    }
    return out;
}

}  // namespace detail

Gen<std::string> string_of(Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::string_of", min_length, max_length);
    return text("gen::string_of(" + sizes(lengths) + ")", unicode_characters(), lengths);
}

Gen<std::string> string_from(std::string_view alphabet, Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::string_from", min_length, max_length);
    std::optional<std::vector<char32_t>> decoded = detail::decode_utf8(alphabet);
    if (!decoded)
        throw std::invalid_argument("gen::string_from: the alphabet is not valid UTF-8; pass the characters as UTF-8 text");
    std::vector<char32_t> distinct;
    for (char32_t c : *decoded)
        if (std::find(distinct.begin(), distinct.end(), c) == distinct.end()) distinct.push_back(c);
    if (distinct.empty() && lengths.max > 0)
        throw std::invalid_argument("gen::string_from: the alphabet is empty; give at least one character, or a maximum length of 0");
    if (distinct.empty()) distinct.push_back(U'a');  // never drawn: every string is empty
    std::string name = "gen::string_from(";
    show_string(name, alphabet);
    name += ", " + sizes(lengths) + ")";
    return text(std::move(name), alphabet_characters(std::make_shared<const std::vector<char32_t>>(std::move(distinct))), lengths);
}

Gen<std::vector<std::uint8_t>> bytes(Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::bytes", min_length, max_length);
    return raw_bytes<std::vector<std::uint8_t>>("gen::bytes(" + sizes(lengths) + ")", lengths);
}

Gen<std::string> byte_strings(Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::byte_strings", min_length, max_length);
    return raw_bytes<std::string>("gen::byte_strings(" + sizes(lengths) + ")", lengths);
}

Gen<std::string> strings(Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::strings", min_length, max_length);
    return text("gen::strings(" + sizes(lengths) + ")", unicode_characters(), lengths);
}

Gen<std::string> ascii_strings(Count min_length, Count max_length) {
    const SizeRange lengths = checked_generated_sizes("gen::ascii_strings", min_length, max_length);
    return text("gen::ascii_strings(" + sizes(lengths) + ")", ascii_characters(), lengths);
}

}  // namespace falsify::gen
