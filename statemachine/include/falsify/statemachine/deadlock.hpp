#pragma once
// Deadlock: what StateMachine::check_parallel throws when, under the
// scheduler, every thread still running waits for a lock or a notification
// no other thread can give.
#include <falsify/errors.hpp>

#include <string>

namespace falsify {

class Deadlock : public Error {
public:
    /// `waits`: "thread 1 waits for mutex#1 (held by thread 2); ...".
    Deadlock(std::string waits, std::string model_after_prefix, const std::string& interleaving);

    const std::string& waits() const noexcept { return waits_; }
    const std::string& model_after_prefix() const noexcept { return model_after_prefix_; }

private:
    std::string waits_;
    std::string model_after_prefix_;
};

}  // namespace falsify
