#pragma once
// The regression document, whatever stores it: its format, its limits and its
// recall filters. A backend only moves the text these functions produce.
#include <falsify/corpus.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace falsify::detail {

/// A document larger than this is not read (it is treated as corrupt).
inline constexpr std::size_t max_document_bytes = 16u << 20;

/// The entries of a stored document a run may replay (see Corpus::recall).
/// Corrupt text, a foreign format or another property's document give none.
/// Damaged entries (not a values or seed entry this version reads) are left
/// out; when every entry is damaged, CorpusError names each with its key.
std::vector<CorpusEntry> recall_entries(const std::optional<std::string>& text, std::string_view property_id,
                                        const std::vector<std::string>& parameter_names);

/// The document after remembering `entry`. Corrupt text is replaced; a
/// document in another format, or holding a damaged entry (which the rewrite
/// would drop), throws CorpusError naming why (it is never overwritten).
std::string remember_entry(const std::optional<std::string>& text, std::string_view property_id, const CorpusEntry& entry,
                           const CorpusLimits& limits = {});

/// The document without `entry`: the same text when it is not there, std::nullopt
/// when nothing is left. A document in another format, or one with a damaged
/// entry when `entry` is there to remove, throws CorpusError.
std::optional<std::string> prune_entry(const std::optional<std::string>& text, std::string_view property_id, const CorpusEntry& entry,
                                       const CorpusLimits& limits = {});

/// See falsify::merge_documents.
DocumentMerge merge_document(const std::string& key, DocumentKind kind, const std::optional<std::string>& into, const std::string& from,
                             CorpusLimits limits);

}  // namespace falsify::detail
