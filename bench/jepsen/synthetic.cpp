// Synthetic histories: clients take turns at random against one atomic store.
// An operation is invoked, takes effect at a later turn, and returns at a later
// one still, so operations overlap as they do on a real system; the order in
// which they took effect is a linearization.
#include "synthetic.hpp"

#include <cstdio>
#include <map>
#include <utility>

namespace jepsen {
namespace {

// splitmix64: the same files on every platform, which std's distributions are not.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
    bool per_mille(unsigned share) { return below(1000) < share; }

private:
    std::uint64_t state_;
};

struct Client {
    std::size_t process = 0;
    int kind = 0;  // register: 0 read, 1 write, 2 cas; key-value: 0 get, 1 put, 2 append
    int value = 0;
    int swap = 0;
    std::string key;
    std::string text;    // key-value: the value put or appended, or the value read
    bool applied = false;
    bool unknown = false;
    bool swapped = false;
    int read = -1;
};

class Simulation {
public:
    explicit Simulation(const SyntheticShape& shape) : shape_(shape), random_(shape.seed), clients_(shape.clients) {
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            clients_[i].process = i;
            idle_.push_back(i);
        }
        // The violation: the first read invoked in the history's second half.
        violating_ = shape.violation ? shape.operations / 2 : SIZE_MAX;
    }

    std::string run() {
        while (invoked_ < shape_.operations || !busy_.empty()) {
            const bool may_invoke = invoked_ < shape_.operations && busy_.size() < shape_.in_flight && !idle_.empty();
            if (may_invoke && (busy_.empty() || random_.below(2) == 0)) {
                invoke(take(idle_, random_.below(idle_.size())));
            } else {
                const std::size_t at = random_.below(busy_.size());
                Client& client = clients_[busy_[at]];
                if (!client.applied) {
                    apply(client);
                } else {
                    respond(client);
                    idle_.push_back(take(busy_, at));
                }
            }
        }
        return std::move(text_);
    }

private:
    static std::size_t take(std::vector<std::size_t>& from, std::size_t at) {
        const std::size_t taken = from[at];
        from[at] = from.back();
        from.pop_back();
        return taken;
    }

    bool is_register() const { return shape_.kind == SyntheticShape::Register; }

    void invoke(std::size_t index) {
        Client& client = clients_[index];
        client.kind = static_cast<int>(random_.below(3));
        client.applied = client.unknown = client.swapped = false;
        client.value = static_cast<int>(random_.below(5));
        client.swap = static_cast<int>(random_.below(5));
        const bool lies = client.kind == 0 && violating_ != SIZE_MAX && invoked_ >= violating_;
        client.read = lies ? -2 : -1;  // -2 marks the read that will lie
        if (lies) violating_ = SIZE_MAX;
        ++invoked_;
        busy_.push_back(index);
        if (is_register()) {
            line("%zu\t:invoke\t%s\t", client.process, kind_name(client.kind));
            if (client.kind == 0) text_ += "nil";
            else if (client.kind == 1) text_ += std::to_string(client.value);
            else pair(client.value, client.swap);
            text_ += '\n';
            return;
        }
        client.key = std::to_string(random_.below(shape_.keys));
        client.text = "x " + std::to_string(client.process) + ' ' + std::to_string(invoked_) + " y";
        edn(client.process, ":invoke", client.kind, client.key, client.kind == 0 ? nullptr : &client.text);
    }

    void apply(Client& client) {
        client.applied = true;
        if (is_register()) {
            if (random_.per_mille(shape_.unknown_per_mille)) {
                client.unknown = true;
                if (client.kind == 0 || random_.below(2) == 0) return;  // never took effect
            }
            if (client.kind == 0) {
                client.read = client.read == -2 ? 9 : register_;  // no write ever holds 9
            } else if (client.kind == 1) {
                register_ = client.value;
            } else {
                client.swapped = register_ == client.value;
                if (client.swapped) register_ = client.swap;
            }
            return;
        }
        std::string& stored = store_[client.key];
        if (client.kind == 0) client.text = client.read == -2 ? stored + "z" : stored;  // no piece ends in z
        else if (client.kind == 1) stored = client.text;
        else stored += client.text;
    }

    void respond(Client& client) {
        if (!is_register()) {
            edn(client.process, ":ok", client.kind, client.key, &client.text);
            return;
        }
        if (client.unknown) {
            if (client.kind == 0) {
                line("%zu\t:fail\t:read\t:timed-out\n", client.process);
            } else {
                line("%zu\t:info\t%s\t:timed-out\n", client.process, kind_name(client.kind));
                client.process += shape_.clients;  // Jepsen retires a process whose outcome is unknown
            }
            return;
        }
        if (client.kind == 0) {
            line("%zu\t:ok\t:read\t", client.process);
            text_ += client.read < 0 ? std::string("nil") : std::to_string(client.read);
        } else if (client.kind == 1) {
            line("%zu\t:ok\t:write\t%d", client.process, client.value);
        } else {
            line("%zu\t%s\t:cas\t", client.process, client.swapped ? ":ok" : ":fail");
            pair(client.value, client.swap);
        }
        text_ += '\n';
    }

    const char* kind_name(int kind) const {
        static const char* const registers[] = {":read", ":write", ":cas"};
        static const char* const maps[] = {":get", ":put", ":append"};
        return (is_register() ? registers : maps)[kind];
    }

    template <class... Args>
    void line(const char* format, Args... args) {
        char buffer[160];
        std::snprintf(buffer, sizeof buffer, format, args...);
        text_ += "INFO  jepsen.util - ";
        text_ += buffer;
    }

    void pair(int from, int to) {
        text_ += '[';
        text_ += std::to_string(from);
        text_ += ' ';
        text_ += std::to_string(to);
        text_ += ']';
    }

    void edn(std::size_t process, const char* type, int kind, const std::string& key, const std::string* value) {
        text_ += "{:process " + std::to_string(process) + ", :type " + type + ", :f " + kind_name(kind) + ", :key \"" + key +
                 "\", :value ";
        text_ += value ? "\"" + *value + "\"" : std::string("nil");
        text_ += "}\n";
    }

    const SyntheticShape& shape_;
    Random random_;
    std::vector<Client> clients_;
    std::vector<std::size_t> idle_, busy_;
    std::size_t invoked_ = 0;
    std::size_t violating_ = SIZE_MAX;
    int register_ = -1;
    std::map<std::string, std::string> store_;
    std::string text_;
};

}  // namespace

std::string SyntheticShape::name() const {
    std::string text = kind == Register ? "register" : "kv";
    text += "-n" + std::to_string(operations) + "-c" + std::to_string(clients) + "-f" + std::to_string(in_flight);
    if (kind == KeyValue) text += "-k" + std::to_string(keys);
    if (unknown_per_mille > 0) text += "-u" + std::to_string(unknown_per_mille);
    return text + (violation ? "-bad" : "-ok");
}

std::string synthetic_history(const SyntheticShape& shape) { return Simulation(shape).run(); }

std::vector<SyntheticShape> synthetic_shapes() {
    std::vector<SyntheticShape> shapes;
    auto both = [&](SyntheticShape shape) {
        shapes.push_back(shape);
        shape.violation = true;
        shapes.push_back(shape);
    };
    using S = SyntheticShape;
    both({S::Register, 1000, 10, 5, 0, 0, false, 1});
    shapes.push_back({S::Register, 1000, 10, 5, 0, 100, false, 2});
    both({S::Register, 10000, 100, 5, 0, 0, false, 3});
    shapes.push_back({S::Register, 10000, 100, 5, 0, 50, false, 4});
    both({S::KeyValue, 1000, 10, 10, 10, 0, false, 5});
    both({S::KeyValue, 10000, 50, 50, 50, 0, false, 6});
    both({S::KeyValue, 10000, 100, 100, 100, 0, false, 7});
    // Many clients over few keys, every client busy: a healthy store's
    // history, each key's operations overlapping many others.
    both({S::KeyValue, 1700, 50, 50, 10, 0, false, 8});
    both({S::KeyValue, 2000, 100, 100, 20, 0, false, 10});
    both({S::KeyValue, 2000, 50, 50, 20, 0, false, 12});
    both({S::KeyValue, 300, 50, 50, 5, 0, false, 14});
    // With 100 clients over 10 or 5 keys, ten or twenty operations on a key
    // at once: a violation is found, a linearization of this length is beyond
    // the search (of falsify and of Porcupine, minutes each).
    shapes.push_back({S::KeyValue, 1000, 100, 100, 10, 0, true, 13});
    shapes.push_back({S::KeyValue, 100, 100, 100, 5, 0, true, 15});
    return shapes;
}

}  // namespace jepsen
