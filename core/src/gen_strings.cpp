#include <falsify/gen/containers.hpp>
#include <falsify/gen/strings.hpp>

#include <array>

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
Seq<Shrinkable<char32_t>> code_point_children(const char32_t& value, const std::shared_ptr<const void>&, std::int64_t) {
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

Gen<std::string> text(std::string name, Gen<char32_t> characters, std::size_t min_length, std::size_t max_length) {
    detail::check_sizes("gen::strings", min_length, max_length);
    return Gen<std::string>(std::move(name), [characters, min_length, max_length](Random& random) {
        const std::size_t length = random.between(min_length, max_length);
        std::vector<Shrinkable<char32_t>> chars;
        chars.reserve(length);
        for (std::size_t i = 0; i < length; ++i) chars.push_back(characters.generate(random));
        return detail::SequenceTree<char32_t, std::string>::make(std::move(chars), min_length, &encode);
    });
}

}  // namespace

Gen<std::string> strings(std::size_t min_length, std::size_t max_length) {
    return text("gen::strings(" + std::to_string(min_length) + ", " + std::to_string(max_length) + ")",
                unicode_characters(), min_length, max_length);
}

Gen<std::string> ascii_strings(std::size_t min_length, std::size_t max_length) {
    return text("gen::ascii_strings(" + std::to_string(min_length) + ", " + std::to_string(max_length) + ")",
                ascii_characters(), min_length, max_length);
}

}  // namespace falsify::gen
