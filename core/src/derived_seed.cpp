#include "runner_detail.hpp"

#include <openssl/evp.h>

#include <stdexcept>

namespace falsify::detail {

std::uint64_t derived_seed(const std::string& id) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_Digest(id.data(), id.size(), digest, &length, EVP_sha256(), nullptr) != 1 || length < 8)
        throw std::runtime_error("falsify: SHA-256 is unavailable, cannot derive a seed from the property id");
    // 15 hex digits = 60 bits: the first 7.5 bytes of the digest.
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i) seed = (seed << 8) | digest[i];
    return seed >> 4;
}

}  // namespace falsify::detail
