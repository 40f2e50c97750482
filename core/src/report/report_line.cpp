// The layout of every labelled line of a report (detail/report_line.hpp).
#include <falsify/detail/report_line.hpp>

namespace falsify::detail {

void append_report_line(std::string& out, std::string_view label, std::string_view value, Continuation continuation) {
    out += "\n  ";
    out += label;
    if (label.size() < report_label_width) out.append(report_label_width - label.size(), ' ');
    if (continuation == Continuation::AsWritten) return void(out += value);
    for (char c : value) {
        out += c;
        if (c == '\n') out.append(2 + report_label_width, ' ');
    }
}

std::string report_line(std::string_view label, std::string_view value, Continuation continuation) {
    std::string out;
    append_report_line(out, label, value, continuation);
    return out;
}

}  // namespace falsify::detail
