// Gathers observations into one summary per property run.
#include "property_summary.hpp"

#include "campaign_timeline.hpp"
#include "shown_value.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace falsify::report_page {

namespace {

std::int64_t integer_field(const Data& value, const std::string& key, const std::string& where) {
    const auto number = value.as_integer<std::int64_t>();
    if (!number) throw_input_error(where, "\"content\".\"" + key + "\" is not an integer");
    return *number;
}

void tally(std::vector<std::pair<std::string, std::size_t>>& counts, const std::string& key) {
    const auto found = std::find_if(counts.begin(), counts.end(), [&](const auto& entry) { return entry.first == key; });
    if (found == counts.end()) counts.emplace_back(key, 1);
    else ++found->second;
}

/// Builds one summary from its lines, in order.
class Summarizer {
public:
    explicit Summarizer(const Observation& first) {
        s_.property = first.property;
        s_.run_start = first.run_start;
        s_.where = first.where;
    }

    void add(const Observation& o) {
        if (o.type == "test_case") add_case(o.test_case);
        else if (o.type == "info") add_totals(o.content, o.where);
    }

    PropertySummary finish() && {
        if (!s_.passed) s_.passed = static_cast<std::int64_t>(s_.cases_passed);
        if (!s_.discarded) s_.discarded = static_cast<std::int64_t>(s_.cases_gave_up);
        for (auto& [name, values] : parameter_values_) {
            ParameterSummary p;
            p.name = name;
            for (const auto& value : values) p.numeric = p.numeric && shown_number(value).has_value();
            for (const auto& value : values) p.samples.push_back(p.numeric ? *shown_number(value) : static_cast<double>(shown_size(value)));
            s_.parameters.push_back(std::move(p));
        }
        for (auto& [label, count] : label_counts_) s_.labels.push_back({label, count, std::nullopt});
        for (const auto& requirement : requirements_) {
            const std::string& label = requirement.first;
            auto found = std::find_if(s_.labels.begin(), s_.labels.end(), [&](const auto& l) { return l.label == label; });
            // A cover no passing case met still belongs in the table: it is the one to see.
            if (found == s_.labels.end()) found = s_.labels.insert(s_.labels.end(), {label, 0, std::nullopt});
            found->required_percent = requirement.second;
        }
        return std::move(s_);
    }

private:
    void add_case(const TestCase& c) {
        ++s_.cases;
        if (c.status == "passed") ++s_.cases_passed;
        if (c.status == "failed") ++s_.cases_failed;
        if (c.status == "gave_up") ++s_.cases_gave_up;
        tally(s_.how_generated, c.how_generated);
        if (c.how_generated == "shrink") {
            if (s_.shrink_steps_observed++ == 0) add_shrink_step(first_failing_arguments_);
            add_shrink_step(c.arguments);
            return;  // a shrink step is the shrinker's choice, not the generators': it is not in their histograms
        }
        if (c.status == "failed" && s_.failure_reason.empty()) {
            s_.failure_reason = c.status_reason;
            s_.failure_location = c.location;
            s_.first_failing_input = c.representation;
            first_failing_arguments_ = c.arguments;
        }
        for (const auto& argument : c.arguments) {
            const std::string& name = argument.first;
            auto found = std::find_if(parameter_values_.begin(), parameter_values_.end(), [&](const auto& p) { return p.first == name; });
            if (found == parameter_values_.end()) found = parameter_values_.insert(parameter_values_.end(), {name, {}});
            found->second.push_back(argument.second);
        }
        if (c.status == "passed")
            for (const auto& label : c.features) tally(label_counts_, label);
    }

    /// Extends every series by one step; a parameter the step does not name keeps its size.
    void add_shrink_step(const std::vector<std::pair<std::string, std::string>>& arguments) {
        auto& series = s_.shrink_trajectory;
        for (const auto& argument : arguments) {
            const std::string& name = argument.first;
            auto found = std::find_if(series.begin(), series.end(), [&](const auto& one) { return one.name == name; });
            if (found == series.end()) found = series.insert(series.end(), {name, {}});
            const auto number = shown_number(argument.second);
            const double size = number ? std::fabs(*number) : static_cast<double>(shown_characters(argument.second));
            // A series that starts late (a draw first made in a shrink step) starts at its first size.
            found->sizes.resize(step_, size);
            found->sizes.push_back(size);
        }
        ++step_;
        for (auto& one : series)
            if (one.sizes.size() < step_) one.sizes.resize(step_, one.sizes.empty() ? 0 : one.sizes.back());
    }

    void add_totals(const Data& content, const std::string& where) {
        const Data::Object* members = content.as_object();
        if (!members) throw_input_error(where, "an info line's \"content\" is not an object");
        s_.finished = true;
        s_.outcome = "Finished";
        for (const auto& [key, value] : *members) {
            if (key == "outcome" && value.as_string()) s_.outcome = *value.as_string();
            else if (key == "seed") s_.seed = value.as_integer<std::uint64_t>();
            else if (key == "attempts") s_.attempts = integer_field(value, key, where);
            else if (key == "passed") s_.passed = integer_field(value, key, where);
            else if (key == "discarded") s_.discarded = integer_field(value, key, where);
            else if (key == "skipped") s_.skipped = integer_field(value, key, where);
            else if (key == "shrink_steps") s_.shrink_steps = integer_field(value, key, where);
            else if (key == "path" && value.as_string()) s_.replay_path = *value.as_string();
            else if (key == "shrunk") add_shrunk(value, where);
            else if (key == "commands") add_commands(value, where);
            else if (key == "sequence_lengths") add_lengths(value, where);
            else if (key.starts_with("cover:") && value.as_number()) requirements_.emplace_back(key.substr(6), *value.as_number());
            else if (key.starts_with("target:") && value.as_number()) s_.targets.emplace_back(key.substr(7), *value.as_number());
        }
    }

    void add_shrunk(const Data& value, const std::string& where) {
        const Data::Object* members = value.as_object();
        if (!members) throw_input_error(where, "\"content\".\"shrunk\" is not an object");
        for (const auto& [name, value] : *members) s_.shrunk.emplace_back(name, value.as_string() ? *value.as_string() : to_json(value).value_or("?"));
    }

    void add_commands(const Data& value, const std::string& where) {
        const Data::Object* kinds = value.as_object();
        if (!kinds) throw_input_error(where, "\"content\".\"commands\" is not an object");
        for (const auto& [kind, counts] : *kinds) {
            if (!counts.as_object()) throw_input_error(where, "\"content\".\"commands\".\"" + kind + "\" is not an object");
            CommandSummary c{kind, 0, 0, 0};
            if (const Data* n = counts.find("generated")) c.generated = integer_field(*n, "commands", where);
            if (const Data* n = counts.find("executed")) c.executed = integer_field(*n, "commands", where);
            if (const Data* n = counts.find("skipped")) c.skipped = integer_field(*n, "commands", where);
            s_.commands.push_back(std::move(c));
        }
    }

    void add_lengths(const Data& value, const std::string& where) {
        const Data::Array* pairs = value.as_array();
        if (!pairs) throw_input_error(where, "\"content\".\"sequence_lengths\" is not an array");
        for (const Data& pair : *pairs) {
            const Data::Array* two = pair.as_array();
            const auto length = two && two->size() == 2 ? (*two)[0].as_integer<std::size_t>() : std::nullopt;
            const auto sequences = two && two->size() == 2 ? (*two)[1].as_integer<std::size_t>() : std::nullopt;
            if (!length || !sequences) throw_input_error(where, "\"content\".\"sequence_lengths\" holds something other than [length, count] pairs");
            s_.sequence_lengths.emplace_back(*length, *sequences);
        }
    }

    PropertySummary s_;
    std::vector<std::pair<std::string, std::vector<std::string>>> parameter_values_;
    std::vector<std::pair<std::string, std::size_t>> label_counts_;
    std::vector<std::pair<std::string, double>> requirements_;
    std::vector<std::pair<std::string, std::string>> first_failing_arguments_;
    std::size_t step_ = 0;
};

}  // namespace

std::vector<PropertySummary> summarize(const std::vector<Observation>& observations) {
    // A file appended to by several runs holds the same property more than once: its run_start tells them apart.
    std::vector<Summarizer> runs;
    std::map<std::pair<std::string, double>, std::size_t> index;
    for (const Observation& o : observations) {
        if (o.type != "test_case" && o.type != "info") continue;
        if (is_campaign_progress(o)) continue;  // a campaign's, not a property run's (campaign_timeline.hpp)
        const auto [found, added] = index.try_emplace({o.property, o.run_start}, runs.size());
        if (added) runs.emplace_back(o);
        runs[found->second].add(o);
    }
    std::vector<PropertySummary> summaries;
    for (auto& run : runs) summaries.push_back(std::move(run).finish());
    return summaries;
}

}  // namespace falsify::report_page
