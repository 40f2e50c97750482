# The reading half of scripts/check-docs: reads the pages, refuses what it cannot classify,
# and writes the work the shell half does (compile units, output checks) into a folder.
#
#   perl scripts/check-docs-extract.pl WORK PAGE...
#
# Writes WORK/units (unit TAB where), WORK/outputs (kind, environment, program, args, expected file and
# where, separated by the byte 0x1f since args may be empty; kind is output or excerpt) and
# WORK/counts (name=value lines). Prints one line
# per fault, "page:line: what is wrong and what to write", and exits 1 when there is one.
use strict;
use warnings;

my ($work, @pages) = @ARGV;
my %known_info = map { $_ => 1 } qw(cpp sh cmake json yaml text);
my %known_marker = map { $_ => 1 } qw(fragment file part output excerpt sample);
# A line a falsify report or a framework's run prints: such a block is an output, and an
# output must name the program that prints it.
my $output_line = qr{
      ^\s*(?:Original|Shrunk|Changed|Notes|Failure|Explain|Flaky|Printing|Path|Replay|Draft):\s
    | Property\s.*\b(?:falsified|passed|gave\ up|coverage\ not\ met|commands:|sequence\ lengths:)
    | ^Running\ \d+\ test\ case
    | ^\*\*\*\ (?:\d+|No)\ failure
    | ^\[\s*(?:RUN|OK|FAILED|PASSED|==========)\s*\]
    | ^falsify(?:\ campaign)?\ .*:\ 
}x;
# Prose that quotes a report: such an inline code span must be found in a compared output.
my $quoted_output = qr{
      \d+\ shrink\ step\(s\)
    | \d+\ trial\(s\)
    | after\ \d+\ successful\ run\(s\)
    | failed\ (?:at|after)\ step\ \d+
    | ^(?:Original|Shrunk|Changed|Failure|Explain|Path|Replay|Draft):\s+\S
}x;

my $status = 0;
my %anchors;  # page => { anchor => 1 }
my @links;    # [where, page, target]
# A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
sub anchor { my ($h) = @_; $h = lc $h; $h =~ s/[^\w\- ]//g; $h =~ s/ /-/g; return $h; }
my %count = map { $_ => 0 } qw(pages fragments units files outputs excerpts samples quotes fences links);
my %groups;  # prelude name => [[first line, page, text], ...]
my %parts;   # file => [where of its first part, its parts' texts in page order]
my $n = 0;
my @compared;  # texts of the compared blocks (outputs and excerpts), whitespace collapsed
my @quotes;    # [where, span, the compared block right before, the one right after]
my $element = 0;  # paragraphs and fences read so far, to tell what stands right beside what
my ($last_compared_element, $last_compared) = (-1, undef);
my ($last_paragraph_element, @last_paragraph_quotes) = (-1);

open(my $units, ">", "$work/units") or die "$work/units: $!";
open(my $outputs, ">", "$work/outputs") or die "$work/outputs: $!";

sub fault { my ($where, $what) = @_; print "$where: $what\n"; $status = 1; }
sub slurp { my ($p) = @_; open(my $f, "<", $p) or return undef; local $/; my $t = <$f>; close $f; return $t; }
sub collapse { my ($t) = @_; $t =~ s/\s+/ /g; $t =~ s/^ | $//g; return $t; }
sub write_file { my ($p, $t) = @_; open(my $f, ">", $p) or die "$p: $!"; print $f $t; close $f; }

for my $page (@pages) {
    open(my $in, "<", $page) or die "$page: $!";
    my @lines = <$in>;
    close $in;
    $count{pages}++;
    my ($marker, $marker_line) = ("", 0);
    my @paragraph;  # [line number, text] of the prose paragraph being read
    my $flush = sub {
        return unless @paragraph;
        $element++;
        my $after = $last_compared_element == $element - 1 ? $last_compared : undef;
        my $before_count = @quotes;
        my $first = $paragraph[0][0];
        my $text = join(" ", map { $_->[1] } @paragraph);
        $text =~ s/\n/ /g;
        while ($text =~ /(`+)(.+?)\1/g) {
            my $span = $2;
            $span =~ s/^ | $//g;
            push @quotes, ["$page:$first", $span, $after, undef] if $span =~ $quoted_output;
        }
        # Counts a report prints, quoted outside code: "(7 shrink step(s), 17 trial(s))".
        (my $plain = $text) =~ s/(`+).+?\1//g;
        push @quotes, ["$page:$first", $1, $after, undef] while $plain =~ /(\(?\d+ shrink step\(s\)(?:, \d+ trial\(s\)\))?|\d+ trial\(s\)|after \d+ successful run\(s\))/g;
        @paragraph = ();
        ($last_paragraph_element, @last_paragraph_quotes) = ($element, @quotes[$before_count .. $#quotes]);
    };
    my $i = 0;
    while ($i < @lines) {
        my $line = $lines[$i];
        my $number = $i + 1;
        if ($line =~ /^(\s*)(`{3,}|~{3,})(.*?)\s*$/) {
            $flush->();
            $element++;
            my ($indent, $fence, $info) = ($1, $2, $3);
            my $where = "$page:$number";
            my @body;
            $i++;
            while ($i < @lines && $lines[$i] !~ /^\s*\Q$fence\E\s*$/) { push @body, $lines[$i]; $i++; }
            if ($i >= @lines) { fault($where, "a fence that is never closed"); last; }
            $count{fences}++;
            my $text = join("", @body);
            my $first = $number + 1;  # the block's first line
            my ($kind, $argument) = $marker =~ /^(\w+):\s*(.*?)\s*$/ ? ($1, $2) : ("", "");
            if ($marker ne "" && $marker_line != $number - 1) { $kind = ""; }
            if ($indent ne "") {
                fault($where, "an indented fence (a list item's, a quote's): the checker reads only fences at column 1; end the list before the block");
            } elsif ($info eq "" && $kind !~ /^(output|excerpt)$/) {
                fault($where, "a fence without an info string: write ```text for text that no program prints, or mark an output <!-- output: PROGRAM ARGS -->");
            } elsif ($info ne "" && !$known_info{$info}) {
                fault($where, "unknown info string \"$info\" (known: " . join(", ", sort keys %known_info) . ")");
            } elsif ($kind eq "output" || $kind eq "excerpt") {
                if ($info ne "" && $info ne "text") { fault($where, "an $kind marker over a ```$info block: an output is ```text"); }
                elsif ($argument !~ /^(\S+)\s*(.*)$/) { fault($where, "<!-- $kind: --> names no program"); }
                else {
                    my ($program, $args) = ($1, $2);
                    # Leading PROPERTY_NAME=VALUE words are the program's environment.
                    my @environment;
                    while ($program =~ /^PROPERTY_[A-Z_]+=\S*$/ && $args =~ /^(\S+)\s*(.*)$/) { push @environment, $program; ($program, $args) = ($1, $2); }
                    $n++;
                    my $expected = "$work/$n.expected";
                    write_file($expected, $text);
                    print $outputs join("\x1f", $kind, join(" ", @environment), $program, $args, $expected, "$page:$first"), "\n";
                    $count{$kind . "s"}++;
                    push @compared, collapse($text);
                    ($last_compared_element, $last_compared) = ($element, $#compared);
                    if ($last_paragraph_element == $element - 1) { $_->[3] = $#compared for @last_paragraph_quotes; }
                }
            } elsif ($kind eq "sample") {
                # What a program prints where a run cannot be repeated here (a pid, a time, a
                # Redis server, CMake): it names its program and says why it is not compared.
                if ($info ne "text") { fault($where, "a sample marker over a ```$info block: a sample is ```text"); }
                elsif ($argument !~ /^\S.*?\s--\s+\S/) { fault($where, "<!-- sample: PROGRAM -- WHY --> must name its program and say why it is not compared"); }
                else { $count{samples}++; }
            } elsif ($info eq "cpp") {
                $n++;
                my $unit = "$work/$n.cpp";
                if ($kind eq "file") {
                    my $shown = slurp($argument);
                    if (!defined $shown) { fault($where, "the block shows $argument, which does not exist"); }
                    elsif ($shown ne $text) { fault($where, "the block differs from $argument (it must be its exact text)"); }
                    else {
                        # Compiled here too, so that the count says what this check compiled.
                        write_file($unit, "#line 1 \"$argument\"\n$text");
                        print $units "$unit\t$where\n";
                        $count{files}++;
                    }
                } elsif ($kind eq "part") {
                    # The page, read in order, is the file: its parts joined by one blank line.
                    $parts{$argument} //= [$where, []];
                    push @{$parts{$argument}[1]}, $text;
                } elsif ($kind eq "fragment") {
                    my $prelude_path = "docs/snippets/$argument.cpp";
                    my $prelude = slurp($prelude_path);
                    if (!defined $prelude || $prelude !~ m{^// \@snippet\@$}m) {
                        fault($where, "no prelude $prelude_path with a line // \@snippet\@");
                    } elsif ($prelude =~ m{^// \@each\@$}m) {
                        push @{$groups{$argument}}, [$first, $page, $text];
                        $count{fragments}++;
                    } else {
                        my ($before, $after) = split(m{^// \@snippet\@\n}m, $prelude, 2);
                        my $resume = 1 + ($before =~ tr/\n//) + 1;
                        write_file($unit, "#line 1 \"$prelude_path\"\n$before#line $first \"$page\"\n$text#line $resume \"$prelude_path\"\n$after");
                        print $units "$unit\t$where\n";
                        $count{fragments}++;
                    }
                } elsif ($kind eq "") {
                    write_file($unit, "#line $first \"$page\"\n$text");
                    print $units "$unit\t$where\n";
                    $count{units}++;
                } else {
                    fault($where, "a <!-- $kind: --> marker over a ```cpp block (a C++ block takes fragment:, file: or part:)");
                }
            } else {
                if ($kind ne "") { fault($where, "a <!-- $kind: --> marker over a ```$info block"); }
                my $k = 0;
                for my $body_line (@body) {
                    if ($body_line =~ $output_line) {
                        fault($page . ":" . ($first + $k), "this block shows what a program prints, but no marker names the program: "
                            . "write <!-- output: PROGRAM ARGS --> (all it prints) or <!-- excerpt: PROGRAM ARGS --> (some of its lines, in order) before the fence, "
                            . "with PROGRAM one of bin/examples/");
                        last;
                    }
                    $k++;
                }
            }
            $marker = "";
        } elsif ($line =~ /^\s*<!--\s*([A-Za-z_-]+)\s*:(.*?)-->\s*$/) {
            $flush->();
            my ($keyword, $rest) = ($1, $2);
            if (!$known_marker{$keyword}) {
                fault("$page:$number", "unknown marker <!-- $keyword: --> (known: " . join(", ", sort keys %known_marker) . ")");
            } elsif ($line =~ /^\s/) {
                fault("$page:$number", "an indented marker: a marker and its fence start at column 1");
            } elsif ($i + 1 >= @lines || $lines[$i + 1] !~ /^\s*(`{3,}|~{3,})/) {
                fault("$page:$number", "a marker must be the line right before its fence");
            }
            ($marker, $marker_line) = ("$keyword:$rest", $number);
        } else {
            $marker = "";
            if ($line =~ /^#+\s+(.*?)\s*$/) {
                my $a = anchor($1); my $k = 0;
                $k++ while exists $anchors{$page}{$k ? "$a-$k" : $a};
                $anchors{$page}{$k ? "$a-$k" : $a} = 1;
            }
            my $prose = $line; $prose =~ s/`[^`]*`//g;
            push @links, ["$page:$number", $page, $1] while $prose =~ /\]\(([^)\s]+)\)/g;
            if ($line =~ /^\s*$/) { $flush->(); } else { push @paragraph, [$number, $line]; }
        }
        $i++;
    }
    $flush->();
}

# One unit per prelude that repeats its `// @each@` ... `// @end@` part for every fragment
# (@N@ numbers them): its headers are parsed once, not once per fragment.
for my $name (sort keys %groups) {
    my $prelude_path = "docs/snippets/$name.cpp";
    my @p = split(/(?<=\n)/, slurp($prelude_path));
    my ($each, $snippet, $end);
    for my $k (0 .. $#p) {
        $each = $k if $p[$k] =~ m{^// \@each\@$};
        $snippet = $k if $p[$k] =~ m{^// \@snippet\@$};
        $end = $k if $p[$k] =~ m{^// \@end\@$};
    }
    die "$prelude_path: // \@each\@, // \@snippet\@ and // \@end\@ must come in that order\n"
        unless defined $end && $each < $snippet && $snippet < $end;
    $n++;
    my $unit = "$work/$n.cpp";
    open(my $u, ">", $unit) or die;
    print $u "#line 1 \"$prelude_path\"\n", @p[0 .. $each - 1];
    my $index = 0;
    for my $fragment (@{$groups{$name}}) {
        my ($first, $page, $text) = @$fragment;
        $index++;
        my $open = join("", @p[$each + 1 .. $snippet - 1]); $open =~ s/\@N\@/$index/g;
        my $close = join("", @p[$snippet + 1 .. $end - 1]); $close =~ s/\@N\@/$index/g;
        print $u "#line ", $each + 2, " \"$prelude_path\"\n$open#line $first \"$page\"\n$text#line ", $snippet + 2, " \"$prelude_path\"\n$close";
    }
    print $u "#line ", $end + 2, " \"$prelude_path\"\n", @p[$end + 1 .. $#p];
    close $u;
    print $units "$unit\t$prelude_path\n";
}

# A file shown in parts is its parts, in page order, each once: the file builds as an
# example, so what a reader types in page order is a program that compiles and runs.
for my $path (sort keys %parts) {
    my ($where, $texts) = @{$parts{$path}};
    my $shown = join("\n", @$texts);
    my $file = slurp($path);
    if (!defined $file) { fault($where, "the page's parts make up $path, which does not exist"); next; }
    if ($file ne $shown) {
        my @want = split(/\n/, $file, -1); my @got = split(/\n/, $shown, -1); my $k = 0;
        $k++ while $k < @want && $k < @got && $want[$k] eq $got[$k];
        fault($where, "the blocks marked part: $path, joined in page order by one blank line, differ from that file at its line " . ($k + 1)
            . ": the file has \"" . ($want[$k] // "(end)") . "\", the page \"" . ($got[$k] // "(end)") . "\"");
        next;
    }
    $n++;
    write_file("$work/$n.cpp", "#line 1 \"$path\"\n$file");
    print $units "$work/$n.cpp\t$where\n";
    $count{files}++;
}

# A link to a page names a file that exists and, for a page read here, one of its headings.
for my $link (@links) {
    my ($where, $page, $target) = @$link;
    next if $target =~ m{^[a-z]+:}i;  # https:, mailto:
    my ($path, $fragment) = $target =~ /^([^#]*)(?:#(.*))?$/;
    my $dir = $page =~ m{^(.*)/} ? $1 : ".";
    my $file = $path eq "" ? $page : "$dir/$path";
    1 while $file =~ s{(^|/)\./}{$1} || $file =~ s{[^/]+/\.\./}{};
    if (!-e $file) { fault($where, "a link to $target, which names no file ($file)"); next; }
    next unless defined $fragment && exists $anchors{$file};
    fault($where, "a link to $target, whose page has no heading with the anchor #$fragment") unless $anchors{$file}{$fragment};
    $count{links}++;
}

# A report quoted in prose is one a compared block shows (`...` or `…` stands for any text).
for my $quote (@quotes) {
    my ($where, $span, $after, $before) = @$quote;
    my $pattern = join(".*?", map { quotemeta(collapse($_)) } split(/\.\.\.|…/, $span, -1));
    # Prose right beside a compared block quotes that block; other prose, any compared block.
    my @beside = grep { defined } ($after, $before);
    if (@beside) {
        if (grep { $compared[$_] =~ /$pattern/ } @beside) { $count{quotes}++; next; }
        fault($where, "the prose quotes `$span`, which the output right beside it does not show");
        next;
    }
    if (grep { /$pattern/ } @compared) { $count{quotes}++; next; }
    fault($where, "the prose quotes `$span`, which no compared output shows: quote a line of a block marked output: or excerpt: (on any page), or say it in words");
}

open(my $c, ">", "$work/counts") or die;
print $c "$_=$count{$_}\n" for sort keys %count;
close $c;
exit $status;
