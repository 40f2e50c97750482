// redis:// and rediss:// as store schemes: what PROPERTY_DB opens once
// register_redis_store() has run.
#include <falsify/corpus_redis.hpp>

#include <map>
#include <mutex>

#include <unistd.h>

namespace falsify {

void register_redis_store() {
    StoreScheme how;
    how.check = [](const std::string& location) { (void)parse_redis_dsn(location); };
    how.open = [](const std::string& location, const std::string& password) -> std::shared_ptr<DocumentStore> {
        const RedisDsn dsn = parse_redis_dsn(location, password);
        // One store, so one connection, per address and password: a suite of many properties does not
        // connect (and shake hands over TLS) once per property. Per process too: a forked child must
        // not talk over its parent's socket.
        static std::mutex mutex;
        static std::map<std::string, std::shared_ptr<DocumentStore>> stores;
        const std::string slot = std::to_string(::getpid()) + '\0' + location + '\0' + password;
        std::lock_guard lock(mutex);
        auto& store = stores[slot];
        if (!store) store = redis_store(dsn);
        return store;
    };
    register_store_scheme("redis", how);
    register_store_scheme("rediss", how);
}

}  // namespace falsify
