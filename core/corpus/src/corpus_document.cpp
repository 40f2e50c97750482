// The regression document (format 1):
//
//   {
//     "format": 1,
//     "property": "<property id>",
//     "entries": [
//       { "kind": "values", "seed": 4242, "epoch": 1, "args": { "x": 51 } },
//       { "kind": "seed", "seed": 99, "epoch": 1, "runsBeforeFailure": 3, "edgeCases": "mixin" }
//     ]
//   }
//
// pretty-printed (json_text) with a trailing newline. Values entries come
// first, then seed entries, newest first in each. The format grows only by
// optional fields: stored entries are carried over as they were read, so a
// field this version does not know survives its writes.
#include "corpus_document.hpp"

#include <falsify/detail/boost_json.hpp>
#include <falsify/detail/json_text.hpp>

#include <boost/json.hpp>

#include <algorithm>
#include <set>

namespace falsify::detail {

namespace {

namespace json = boost::json;

// A seed replay runs at least this many attempts: a larger recorded count is not a real run.
constexpr std::uint64_t max_runs_before_failure = 0xFFFFFFFFu;

struct Document {
    enum Status { Absent, Corrupt, Foreign, Ours } status = Absent;
    std::string foreign_format;
    std::string why;  // Corrupt: what is wrong with it
    json::array entries;
};

Document read_document(const std::optional<std::string>& text, std::string_view property_id) {
    Document d;
    if (!text || text->empty()) return d;  // an empty text means absent (as Redis says it)
    d.status = Document::Corrupt;
    auto corrupt = [&d](std::string why) {
        d.why = std::move(why);
        return d;
    };
    if (text->size() > max_document_bytes) return corrupt("it is larger than 16 MiB, more than any document");
    if (text->rfind("\xEF\xBB\xBF", 0) == 0) return corrupt("it starts with a byte-order mark, which JSON does not allow");
    const auto parsed = parse_boost_json(*text);
    if (!parsed) return corrupt("it is not valid JSON (cut short, or with bytes after its end)");
    if (!parsed->is_object()) return corrupt("it is not a JSON object");
    const json::object& root = parsed->get_object();
    const json::value* format = root.if_contains("format");
    if (!format || !(format->is_int64() || format->is_uint64())) return corrupt("it has no format number");
    if (!format->is_int64() || format->get_int64() != corpus_format) {
        d.status = Document::Foreign;
        d.foreign_format = json::serialize(*format);
        return d;
    }
    const json::value* property = root.if_contains("property");
    if (!property || !property->is_string()) return corrupt("it names no property");
    if (std::string_view(property->get_string()) != property_id)
        return corrupt("it belongs to another property, \"" + std::string(property->get_string()) + "\" (copied by hand?)");
    const json::value* entries = root.if_contains("entries");
    if (!entries || !entries->is_array()) return corrupt("its entries are not a list");
    d.status = Document::Ours;
    d.entries = entries->get_array();
    return d;
}

/// A document this version cannot read is never replaced without a word:
/// it is left as it is, and every operation on it says why.
void refuse_unreadable(const Document& d, std::string_view property_id) {
    if (d.status != Document::Corrupt) return;
    throw CorpusError("The corpus document of property \"" + std::string(property_id) + "\" cannot be read: " + d.why +
                      ". It is left as it is and nothing is recorded in it; move it aside or delete it (falsify-corpus prune "
                      "STORE ID) to start afresh");
}

[[noreturn]] void refuse_foreign(const Document& d, std::string_view property_id) {
    throw CorpusError("The corpus document of property \"" + std::string(property_id) + "\" is in format " + d.foreign_format +
                      ", and this version of falsify reads and writes format " + std::to_string(corpus_format) +
                      "; it is left untouched. Give each version its own corpus (PROPERTY_DB), or delete the document to start afresh.");
}

std::optional<std::uint64_t> as_unsigned(const json::value* v) {
    if (!v) return std::nullopt;
    if (v->is_int64() && v->get_int64() >= 0) return static_cast<std::uint64_t>(v->get_int64());
    if (v->is_uint64()) return v->get_uint64();
    return std::nullopt;
}

/// The entry, or std::nullopt with what is wrong with it in `why` (when given).
std::optional<CorpusEntry> read_entry(const json::value& value, std::string* why = nullptr) {
    const auto damaged = [why](const char* what) -> std::optional<CorpusEntry> {
        if (why) *why = what;
        return std::nullopt;
    };
    if (!value.is_object()) return damaged("not an object");
    const json::object& o = value.get_object();
    const json::value* kind = o.if_contains("kind");
    const auto seed = as_unsigned(o.if_contains("seed"));
    if (!kind || !kind->is_string()) return damaged("no kind");
    if (!seed) return damaged("no seed that is a non-negative integer");
    CorpusEntry e;
    e.seed = *seed;
    // A missing epoch is a legacy entry: no epoch matches it.
    e.epoch = 0;
    if (const json::value* epoch = o.if_contains("epoch")) {
        if (!epoch->is_int64()) return damaged("an epoch that is not an integer");
        e.epoch = epoch->get_int64();
    }
    if (kind->get_string() == "values") {
        const json::value* args = o.if_contains("args");
        if (!args || !args->is_object()) return damaged("no args object");
        e.kind = CorpusEntry::Kind::Values;
        for (const auto& m : args->get_object()) e.arguments.push_back({std::string(m.key()), from_boost_json(m.value())});
        return e;
    }
    if (kind->get_string() == "seed") {
        e.kind = CorpusEntry::Kind::Seed;
        if (const json::value* runs = o.if_contains("runsBeforeFailure")) {
            const auto n = as_unsigned(runs);
            if (!n || *n > max_runs_before_failure) return damaged("a runsBeforeFailure that is not a count");
            e.runs_before_failure = static_cast<std::size_t>(*n);
        }
        if (const json::value* mode = o.if_contains("edgeCases")) {
            if (!mode->is_string()) return damaged("an edgeCases that is not \"mixin\" or \"none\"");
            if (mode->get_string() == "mixin") e.edge_cases = EdgeCases::Mixin;
            else if (mode->get_string() == "none") e.edge_cases = EdgeCases::None;
            else return damaged("an edgeCases that is not \"mixin\" or \"none\"");
        }
        return e;
    }
    return damaged("a kind that is neither \"values\" nor \"seed\"");
}

/// The document's damaged entries, each as `#<position> <text> (<why>)`.
std::vector<std::string> damaged_entries(const Document& d) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < d.entries.size(); ++i) {
        std::string why;
        if (read_entry(d.entries[i], &why)) continue;
        std::string text = json::serialize(d.entries[i]);
        if (text.size() > 80) text = text.substr(0, 77) + "...";
        out.push_back("#" + std::to_string(i + 1) + " " + text + " (" + why + ")");
    }
    return out;
}

/// A damaged entry is never dropped without a word: a write that would drop
/// it (every rewrite normalizes the document) is refused, naming each one.
void refuse_damaged(const std::vector<std::string>& damaged, std::string_view property_id) {
    if (damaged.empty()) return;
    std::string list;
    for (const auto& entry : damaged) list += (list.empty() ? "" : "; ") + entry;
    throw CorpusError("The corpus document of property \"" + std::string(property_id) + "\" (key " + corpus_key(property_id) +
                      ") holds " + std::to_string(damaged.size()) + " damaged entr" + (damaged.size() == 1 ? "y" : "ies") +
                      " this version cannot read: " + list +
                      ". The document is left as it is and nothing is recorded in it; fix or remove those entries, or delete "
                      "it (falsify-corpus prune STORE ID) to start afresh");
}

json::value seed_value(std::uint64_t seed) {
    if (std::in_range<std::int64_t>(seed)) return json::value(static_cast<std::int64_t>(seed));
    return json::value(seed);
}

json::value entry_json(const CorpusEntry& entry) {
    json::object o;
    o["kind"] = entry.is_values() ? "values" : "seed";
    o["seed"] = seed_value(entry.seed);
    o["epoch"] = entry.epoch;
    if (entry.is_values()) {
        json::object args;
        for (const auto& m : entry.arguments) {
            auto value = to_boost_json(m.value);
            if (!value)
                throw CorpusError("The argument \"" + m.key +
                                  "\" holds a number JSON cannot represent (nan or infinity); encode it in an envelope, "
                                  "as falsify::Codec<double> does");
            args[m.key] = std::move(*value);
        }
        o["args"] = std::move(args);
    } else {
        if (entry.runs_before_failure) o["runsBeforeFailure"] = static_cast<std::uint64_t>(*entry.runs_before_failure);
        o["edgeCases"] = entry.edge_cases == EdgeCases::Mixin ? "mixin" : "none";
    }
    return o;
}

/// Dedup identity: "v:" + the arguments with their names sorted (a reordered
/// signature is the same input), or "s:" + the seed.
std::optional<std::string> identity(const json::value& entry) {
    if (!entry.is_object()) return std::nullopt;
    const json::object& o = entry.get_object();
    const json::value* kind = o.if_contains("kind");
    if (!kind || !kind->is_string()) return std::nullopt;
    if (kind->get_string() == "values") {
        const json::value* args = o.if_contains("args");
        if (!args || !args->is_object()) return std::nullopt;
        std::vector<const json::key_value_pair*> members;
        for (const auto& m : args->get_object()) members.push_back(&m);
        std::sort(members.begin(), members.end(), [](auto* a, auto* b) { return a->key() < b->key(); });
        json::object sorted;
        for (const auto* m : members) sorted[m->key()] = m->value();
        return "v:" + json::serialize(sorted);
    }
    const json::value* seed = o.if_contains("seed");
    if (!seed) return std::nullopt;
    return "s:" + json::serialize(*seed);
}

/// Values entries, then seed entries, each in the given order (newest first),
/// without malformed entries, duplicates or `excluded`, within the limits.
json::array normalized(const std::vector<const json::value*>& entries, const std::string& excluded, const CorpusLimits& limits) {
    json::array values, seeds;
    std::set<std::string> seen{excluded};
    for (const json::value* e : entries) {
        const auto parsed = read_entry(*e);
        const auto id = identity(*e);
        if (!parsed || !id || !seen.insert(*id).second) continue;
        json::array& list = parsed->is_values() ? values : seeds;
        if (list.size() < (parsed->is_values() ? limits.values : limits.seeds)) list.push_back(*e);
    }
    for (auto& s : seeds) values.push_back(std::move(s));
    return values;
}

std::string document_text(std::string_view property_id, json::array entries) {
    json::object root;
    root["format"] = corpus_format;
    root["property"] = property_id;
    root["entries"] = std::move(entries);
    return pretty_json(json::serialize(root)) + "\n";
}

}  // namespace

std::vector<CorpusEntry> recall_entries(const std::optional<std::string>& text, std::string_view property_id,
                                        const std::vector<std::string>& parameter_names) {
    const Document d = read_document(text, property_id);
    refuse_unreadable(d, property_id);
    if (d.status != Document::Ours) return {};
    // The readable entries are replayed, and a write reports the damaged ones; with
    // none readable there is nothing to replay, and the recall reports them.
    if (const auto damaged = damaged_entries(d); damaged.size() == d.entries.size()) refuse_damaged(damaged, property_id);
    std::vector<std::string> names = parameter_names;
    std::sort(names.begin(), names.end());
    std::vector<CorpusEntry> values, seeds;
    for (const json::value& e : d.entries) {
        auto entry = read_entry(e);
        if (!entry) continue;
        if (entry->is_values()) {
            std::vector<std::string> recorded;
            for (const auto& m : entry->arguments) recorded.push_back(m.key);
            std::sort(recorded.begin(), recorded.end());
            if (recorded != names) continue;  // a renamed or added parameter: another input
            values.push_back(std::move(*entry));
        } else {
            if (entry->epoch != sequence_epoch) continue;  // the seed would now generate something else
            seeds.push_back(std::move(*entry));
        }
    }
    for (auto& s : seeds) values.push_back(std::move(s));
    return values;
}

std::string remember_entry(const std::optional<std::string>& text, std::string_view property_id, const CorpusEntry& entry,
                           const CorpusLimits& limits) {
    const Document d = read_document(text, property_id);
    if (d.status == Document::Foreign) refuse_foreign(d, property_id);
    refuse_unreadable(d, property_id);
    refuse_damaged(damaged_entries(d), property_id);
    const json::value fresh = entry_json(entry);
    std::vector<const json::value*> entries{&fresh};
    if (d.status == Document::Ours)
        for (const json::value& e : d.entries) entries.push_back(&e);
    // The fresh entry is first; its older copy, further on, is a duplicate and goes.
    return document_text(property_id, normalized(entries, "", limits));
}

std::optional<std::string> prune_entry(const std::optional<std::string>& text, std::string_view property_id, const CorpusEntry& entry,
                                       const CorpusLimits& limits) {
    const Document d = read_document(text, property_id);
    if (d.status == Document::Foreign) refuse_foreign(d, property_id);
    refuse_unreadable(d, property_id);
    if (d.status != Document::Ours) return text;
    const auto target = identity(entry_json(entry));
    std::vector<const json::value*> entries;
    bool found = false;
    for (const json::value& e : d.entries) {
        const bool match = identity(e) == target;
        found = found || match;
        entries.push_back(&e);
    }
    if (!found) return text;
    refuse_damaged(damaged_entries(d), property_id);
    json::array kept = normalized(entries, *target, limits);
    if (kept.empty()) return std::nullopt;
    return document_text(property_id, std::move(kept));
}

namespace {

/// The property a stored document says it belongs to ("" when it names none).
std::string property_of(const std::string& text) {
    if (text.size() > max_document_bytes) return {};
    const auto parsed = parse_boost_json(text);
    if (!parsed || !parsed->is_object()) return {};
    const json::value* property = parsed->get_object().if_contains("property");
    return property && property->is_string() ? std::string(property->get_string()) : std::string();
}

DocumentMerge merge_search(const std::string& key, const std::optional<std::string>& into, const std::string& from) {
    const auto parsed = from.size() > max_document_bytes ? std::nullopt : parse_boost_json(from);
    if (!parsed || !parsed->is_object())
        throw CorpusError("The search document " + key + " cannot be read: it is not a JSON object (or larger than 16 MiB)");
    if (into) return {};  // the destination's own search document is kept
    return {from, 1, 0};
}

}  // namespace

DocumentMerge merge_document(const std::string& key, DocumentKind kind, const std::optional<std::string>& into, const std::string& from,
                             CorpusLimits limits) {
    if (kind == DocumentKind::Search) return merge_search(key, into, from);
    // The source names its property; stored under another property's key, it is misfiled.
    const std::string property = property_of(from);
    Document source = read_document(from, property);
    if (source.status == Document::Ours && corpus_key(property) != key) {
        source.status = Document::Corrupt;
        source.why = "it belongs to property \"" + property + "\", whose key is " + corpus_key(property) + " (copied by hand?)";
    }
    if (source.status == Document::Corrupt || source.status == Document::Absent)
        throw CorpusError("The document " + key + " cannot be read: " + (source.why.empty() ? "it is empty" : source.why) +
                          "; not copied");
    if (source.status == Document::Ours) {
        if (const auto damaged = damaged_entries(source); !damaged.empty()) {
            std::string list;
            for (const auto& entry : damaged) list += (list.empty() ? "" : "; ") + entry;
            throw CorpusError("The document " + key + " holds " + std::to_string(damaged.size()) + " damaged entr" +
                              (damaged.size() == 1 ? "y" : "ies") + " this version cannot read: " + list + "; not copied");
        }
    }
    if (!into || into->empty()) return {from, source.status == Document::Ours ? source.entries.size() : 0, 0};
    const Document target = read_document(into, property);
    if (target.status == Document::Foreign)
        throw CorpusError("The destination's document " + key + " is in format " + target.foreign_format + ", and this version writes format " +
                          std::to_string(corpus_format) + ": it is left as it is, never overwritten nor downgraded");
    if (source.status == Document::Foreign)
        throw CorpusError("The document " + key + " is in format " + source.foreign_format + ", and this version merges only format " +
                          std::to_string(corpus_format) + " into the destination's: not copied (the destination's is left as it is)");
    if (target.status == Document::Corrupt)
        throw CorpusError("The destination's document " + key + " cannot be read: " + target.why + "; it is left as it is");
    if (const auto damaged = damaged_entries(target); !damaged.empty())
        throw CorpusError("The destination's document " + key + " holds " + std::to_string(damaged.size()) +
                          " damaged entr" + (damaged.size() == 1 ? "y" : "ies") + "; it is left as it is");
    // The destination's entries first, all kept (the limits grow to hold them); the
    // source's follow, those the destination already has left out as duplicates.
    std::set<std::string> had;
    std::vector<const json::value*> entries;
    std::size_t values = 0, seeds = 0;
    for (const json::value& e : target.entries) {
        if (const auto id = identity(e); id && had.insert(*id).second) (read_entry(e)->is_values() ? values : seeds) += 1;
        entries.push_back(&e);
    }
    limits.values = std::max(limits.values, values);
    limits.seeds = std::max(limits.seeds, seeds);
    std::size_t offered = 0;
    std::set<std::string> offered_ids;
    for (const json::value& e : source.entries) {
        const auto id = identity(e);
        if (id && !had.count(*id) && offered_ids.insert(*id).second) ++offered;
        entries.push_back(&e);
    }
    if (offered == 0) return {};
    json::array merged = normalized(entries, "", limits);
    std::size_t added = 0;
    for (const json::value& e : merged)
        if (!had.count(*identity(e))) ++added;
    if (added == 0) return {std::nullopt, 0, offered};
    return {document_text(property, std::move(merged)), added, offered - added};
}

}  // namespace falsify::detail

namespace falsify {

DocumentMerge merge_documents(const std::string& key, DocumentKind kind, const std::optional<std::string>& into, const std::string& from,
                              CorpusLimits limits) {
    return detail::merge_document(key, kind, into, from, limits);
}

}  // namespace falsify
