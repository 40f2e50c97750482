// Lists a corpus directory's documents and counts what each remembers.
#include "corpus_summary.hpp"

#include "observation_file.hpp"

#include <falsify/corpus.hpp>
#include <falsify/json.hpp>

#include <algorithm>
#include <filesystem>

namespace falsify::report_page {

namespace {

/// A recorded argument as the report shows it: a string as its text, anything else as JSON.
std::string recorded_value(const Data& value) {
    if (const std::string* text = value.as_string()) return *text;
    return to_json(value).value_or("?");
}

void add_regression(CorpusDocumentSummary& summary, const Data& document) {
    if (const Data* property = document.find("property"); property && property->as_string()) summary.property = *property->as_string();
    const Data* entries = document.find("entries");
    if (!entries || !entries->as_array()) {
        summary.unreadable = "its entries are not a list";
        return;
    }
    for (const Data& entry : *entries->as_array()) {
        const Data* kind = entry.find("kind");
        if (kind && kind->as_string() && *kind->as_string() == "seed") {
            ++summary.seeds;
            continue;
        }
        ++summary.failures;
        std::string input;
        if (const Data* args = entry.find("args"); args && args->as_object())
            for (const auto& [name, value] : *args->as_object()) input += (input.empty() ? "" : ", ") + name + "=" + recorded_value(value);
        summary.recorded_inputs.push_back(input.empty() ? "(no arguments)" : input);
    }
}

void add_search(CorpusDocumentSummary& summary, const Data& document) {
    if (const Data* id = document.find("id"); id && id->as_string() && summary.property == "?") summary.property = *id->as_string();
    if (const Data* targets = document.find("targets")) {
        if (const auto* list = targets->as_array()) summary.search_targets = list->size();
        if (const auto* members = targets->as_object()) summary.search_targets = members->size();
    }
}

}  // namespace

CorpusSummary read_corpus(const std::string& location) {
    if (store_scheme_of(location))
        throw InputError(location.substr(0, location.find(':')) + "://...: only a corpus directory is read (copy a Redis corpus to one with "
                                                                  "falsify-corpus copy)");
    std::error_code error;
    if (!std::filesystem::is_directory(location, error)) throw InputError(location + ": is not a corpus directory");
    CorpusSummary corpus{location, {}};
    try {
        const auto store = open_document_store(location);
        for (const StoredDocument& stored : store->list()) {
            if (corpus.documents.empty() || corpus.documents.back().key != stored.key) corpus.documents.push_back({stored.key, "?", 0, 0, 0, {}, {}});
            CorpusDocumentSummary& summary = corpus.documents.back();
            const std::optional<std::string> text = store->load(stored.key, stored.kind);
            const std::optional<Data> document = text ? parse_json(*text) : std::nullopt;
            if (!document || !document->as_object()) {
                summary.unreadable = "not a JSON document";
                continue;
            }
            if (stored.kind == DocumentKind::Search) add_search(summary, *document);
            else add_regression(summary, *document);
        }
    } catch (const CorpusError& e) {
        throw InputError(location + ": " + e.what());
    }
    return corpus;
}

}  // namespace falsify::report_page
