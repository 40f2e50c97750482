#pragma once
// What the regression drafts that test/unit/draft/draft_printer.cpp printed are compiled
// with: test/unit/draft/write-draft-replay writes a program of this header and one
// DRAFT(...) line per draft, which puts each into the property it came from
// and proves that it fails the same way on the example alone (no random runs): the same values,
// the same failed assertion.
#include "draft_cases.hpp"

#include <iostream>

namespace {

template <class P>
bool replays(const char* name, P property, const std::string& values, const std::string& failure, falsify::Example draft) {
    const falsify::Result result = property.with(std::move(draft)).with(falsify::Config().phases({falsify::Phase::Examples})).check();
    const std::string expected = "Explicit example #1 failed: [" + values + "]\n  Failure:  " + failure;
    if (result.outcome() == falsify::Outcome::ExampleFailed && result.message().rfind(expected, 0) == 0) {
        std::cout << name << ": the draft fails as the shrunk input did: [" << values << "] " << failure << '\n';
        return true;
    }
    std::cerr << name << ": the draft did not fail as the shrunk input did:\n" << expected << "\nbut:\n" << result.message() << '\n';
    return false;
}

}  // namespace

#define DRAFT(name, values, failure, draft) all = replays(#name, draft_cases::name(), values, failure, draft) && all;
