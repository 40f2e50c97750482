// The pool of best-scoring inputs per target label, and the search document
// that carries it between runs.
#include "engine/search_pool.hpp"


#include <algorithm>
#include <cmath>

namespace falsify::detail {

namespace {

bool better(bool maximize, double a, double b) { return maximize ? a > b : a < b; }

constexpr int search_format = 1;

}  // namespace

SearchPool::Label& SearchPool::label_of(const std::string& label, bool maximize) {
    for (auto& l : labels_)
        if (l.label == label) return l;
    labels_.push_back(Label{label, maximize, {}, 0, 0});
    return labels_.back();
}

std::size_t SearchPool::insert(Label& label, Entry entry) {
    // After every entry at least as good: an equal score does not displace the older input.
    auto at = std::find_if(label.entries.begin(), label.entries.end(),
                           [&](const Entry& e) { return better(label.maximize, entry.score, e.score); });
    const auto index = static_cast<std::size_t>(at - label.entries.begin());
    if (index >= capacity) return capacity;
    label.entries.insert(at, std::move(entry));
    if (label.entries.size() > capacity) label.entries.pop_back();
    return index;
}

std::optional<SearchPool::Improvement> SearchPool::offer(const std::string& name, bool maximize, double score,
                                                         const std::vector<AnyTree>& args) {
    Label& label = label_of(name, maximize);
    std::optional<double> previous;
    if (!label.entries.empty()) previous = label.entries.front().score;
    const bool improves = !previous || better(maximize, score, *previous);
    insert(label, Entry{score, args});
    if (!improves) return std::nullopt;
    ++label.improvements;
    return Improvement{previous};
}

void SearchPool::recall(const std::string& name, bool maximize, double score, std::vector<AnyTree> args) {
    Label& label = label_of(name, maximize);
    // Counted whether or not it makes the cut: the report says what the document held.
    ++label.recalled;
    insert(label, Entry{score, std::move(args)});
}

const SearchPool::Entry& SearchPool::pick(const Label& label, Random& random) const {
    const std::uint64_t last = label.entries.size() - 1;
    const std::uint64_t a = random.below_or_equal(last), b = random.below_or_equal(last);
    return label.entries[static_cast<std::size_t>(std::min(a, b))];
}

std::optional<Data> search_document(const PropertyDefinition& definition, const SearchPool& pool) {
    Data targets = Data::object();
    bool any = false;
    for (const auto& label : pool.labels()) {
        Data entries = Data::array();
        for (const auto& entry : label.entries) {
            std::optional<Data::Object> args = encode_arguments(definition, entry.args);
            if (!args) continue;  // not representable: dropped, the rest is still worth keeping
            entries.push_back(Data::object({{"score", Data::number(entry.score)}, {"args", Data::object(std::move(*args))}}));
        }
        if (entries.as_array()->empty()) continue;
        any = true;
        targets.set(label.label, Data::object({{"direction", Data::string(label.maximize ? "maximize" : "minimize")},
                                               {"entries", std::move(entries)}}));
    }
    if (!any) return std::nullopt;
    Data document = Data::object({{"id", Data::string(definition.id)},
                                  {"format", Data::integer(search_format)},
                                  {"targets", std::move(targets)}});
    // A score JSON cannot hold (NaN, infinite): the document could not be written.
    if (!to_json(document)) return std::nullopt;
    return document;
}

std::vector<StoredTarget> read_search_document(const Data& document, const std::vector<std::string>& parameter_names) {
    std::vector<StoredTarget> out;
    const Data* format = document.find("format");
    if (!format || format->as_integer<int>() != search_format) return out;
    const Data* targets = document.find("targets");
    if (!targets || !targets->as_object()) return out;
    std::vector<std::string> wanted = parameter_names;
    std::sort(wanted.begin(), wanted.end());
    for (const auto& member : *targets->as_object()) {
        const Data* direction = member.value.find("direction");
        const Data* entries = member.value.find("entries");
        if (!direction || !direction->as_string() || !entries || !entries->as_array()) continue;
        const std::string& dir = *direction->as_string();
        if (dir != "maximize" && dir != "minimize") continue;
        StoredTarget target{member.key, dir, {}};
        for (const Data& entry : *entries->as_array()) {
            const Data* score = entry.find("score");
            const Data* args = entry.find("args");
            if (!score || !args || !args->as_object()) continue;
            const std::optional<double> value = score->as_number();
            if (!value || !std::isfinite(*value)) continue;
            std::vector<std::string> names;
            for (const auto& a : *args->as_object()) names.push_back(a.key);
            std::sort(names.begin(), names.end());
            if (names != wanted) continue;  // the parameters changed since it was stored
            target.entries.push_back({*value, *args->as_object()});
        }
        if (!target.entries.empty()) out.push_back(std::move(target));
    }
    return out;
}

}  // namespace falsify::detail
