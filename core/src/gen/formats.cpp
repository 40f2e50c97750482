#include <falsify/gen/choice.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen/formats.hpp>
#include <falsify/gen/numeric.hpp>
#include <falsify/gen/detail/tree/sequence_tree.hpp>
#include <falsify/gen/strings.hpp>

#include <cstdio>

namespace falsify::gen {

namespace {

constexpr const char* alphanumerics = "abcdefghijklmnopqrstuvwxyz0123456789";

Choice<std::string> top_level_domains() { return elements<std::string>({"com", "org", "net", "io", "dev"}); }

/// `count` integers in [0, max], each shrinking toward 0, joined by `build`.
Gen<std::string> fixed_groups(std::string name, std::size_t count, int max, std::string (*build)(const std::vector<Shrinkable<int>>&)) {
    const Gen<int> group = ints(0, max);
    return Gen<std::string>(std::move(name), [group, count, build](Random& random) {
        std::vector<Shrinkable<int>> groups;
        groups.reserve(count);
        for (std::size_t i = 0; i < count; ++i) groups.push_back(group.generate(random));
        return detail::SequenceTree<int, std::string>::make(std::move(groups), count, build);
    });
}

std::string dotted_quad(const std::vector<Shrinkable<int>>& octets) {
    std::string out;
    for (std::size_t i = 0; i < octets.size(); ++i) {
        if (i > 0) out += '.';
        out += std::to_string(octets[i].value());
    }
    return out;
}

std::string ipv6_text(const std::vector<Shrinkable<int>>& groups) {
    unsigned values[8] = {};
    for (std::size_t i = 0; i < 8 && i < groups.size(); ++i) values[i] = static_cast<unsigned>(groups[i].value());
    return detail::format_ipv6(values);
}

}  // namespace

namespace detail {

std::string format_ipv6(const unsigned (&groups)[8]) {
    // The longest run of zero groups, leftmost on a tie; a single zero group is not compressed.
    int best_start = -1, best_length = 0;
    for (int i = 0; i < 8;) {
        if (groups[i] != 0) {
            ++i;
            continue;
        }
        int j = i;
        while (j < 8 && groups[j] == 0) ++j;
        if (j - i > best_length) {
            best_start = i;
            best_length = j - i;
        }
        i = j;
    }
    if (best_length < 2) best_start = -1;
    std::string out;
    char hex[8];
    for (int i = 0; i < 8; ++i) {
        if (i == best_start) {
            out += "::";
            i += best_length - 1;
            continue;
        }
        if (!out.empty() && out.back() != ':') out += ':';
        std::snprintf(hex, sizeof hex, "%x", groups[i] & 0xFFFFu);
        out += hex;
    }
    return out;
}

}  // namespace detail

Gen<std::string> uuids() {
    return Gen<std::string>("gen::uuids()", [](Random& random) {
        unsigned char bytes[16];
        for (int half = 0; half < 2; ++half) {
            std::uint64_t word = random.below_or_equal(~std::uint64_t{0});
            for (int i = 0; i < 8; ++i) bytes[half * 8 + i] = static_cast<unsigned char>(word >> (8 * i));
        }
        bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0F) | 0x40);  // version 4
        bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3F) | 0x80);  // variant 10xx
        static const char* hex = "0123456789abcdef";
        std::string out;
        out.reserve(36);
        for (int i = 0; i < 16; ++i) {
            if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
            out += hex[bytes[i] >> 4];
            out += hex[bytes[i] & 0xF];
        }
        return Shrinkable<std::string>::leaf(std::move(out));
    });
}

Gen<std::string> ipv4() { return fixed_groups("gen::ipv4()", 4, 255, &dotted_quad); }

Gen<std::string> ipv6() { return fixed_groups("gen::ipv6()", 8, 0xFFFF, &ipv6_text); }

Gen<std::string> emails() {
    return tuples(string_from(alphanumerics, 1, 16), string_from(alphanumerics, 1, 16), Gen<std::string>(top_level_domains()))
        .map([](const std::tuple<std::string, std::string, std::string>& parts) {
            return std::get<0>(parts) + "@" + std::get<1>(parts) + "." + std::get<2>(parts);
        })
        .named("gen::emails()");
}

Gen<std::string> urls() {
    return tuples(Gen<std::string>(elements<std::string>({"http", "https"})), string_from(alphanumerics, 1, 16),
                  Gen<std::string>(top_level_domains()), vectors(string_from(alphanumerics, 1, 8), 0, 3))
        .map([](const std::tuple<std::string, std::string, std::string, std::vector<std::string>>& parts) {
            std::string out = std::get<0>(parts) + "://" + std::get<1>(parts) + "." + std::get<2>(parts);
            for (const auto& segment : std::get<3>(parts)) out += "/" + segment;
            return out;
        })
        .named("gen::urls()");
}

}  // namespace falsify::gen
