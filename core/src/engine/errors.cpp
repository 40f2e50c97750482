#include <falsify/errors.hpp>

namespace falsify {

GenerationExhausted::GenerationExhausted(std::string generator, std::size_t attempts, std::string reason)
    : Error(generator + " exhausted after " + std::to_string(attempts) + " attempt(s): " + reason),
      generator_(std::move(generator)),
      attempts_(attempts) {}

AssertionFailure::AssertionFailure(std::string message, const char* file, int line)
    : Error(std::move(message)), file_(file), line_(line) {}

}  // namespace falsify
