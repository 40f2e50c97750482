#pragma once
// A real redis-server for the Redis corpus suites: started by the test on a
// free loopback port (TLS with a certificate made now, a password when asked),
// in its own scratch directory, and stopped by the destructor — or killed with
// the test process, whatever ends it. Never assumes a server is running.
#include "test_corpus_support.hpp"

#include <falsify/corpus_redis.hpp>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace falsify::test {

/// The path of the built binary `name`, one of the suite's arguments (b2 passes them in any order).
inline std::string input_binary(const std::string& name) {
    const auto& suite = boost::unit_test::framework::master_test_suite();
    for (int i = 1; i < suite.argc; ++i) {
        const std::string path = suite.argv[i];
        if (path.size() >= name.size() + 1 && path.compare(path.size() - name.size() - 1, std::string::npos, "/" + name) == 0) return path;
    }
    throw std::runtime_error("the suite needs the path of " + name + " as an argument (see test/Jamfile)");
}

struct RedisServerOptions {
    bool tls = false;
    std::string password;
    int port = 0;  ///< 0: a free one
    /// The names the TLS certificate is issued for (a self-signed one, the suite's CA).
    std::string certificate_names = "IP:127.0.0.1,DNS:localhost";
};

class RedisServer {
public:
    explicit RedisServer(RedisServerOptions options = {}) : options_(std::move(options)) {
        if (options_.tls) make_certificate();
        // A port found free can be taken before the server binds it: try a few.
        for (int attempt = 0; attempt < 5 && pid_ < 0; ++attempt) start(options_.port ? options_.port : free_port());
        if (pid_ < 0) throw std::runtime_error("redis-server did not start; its log is in " + dir_.path());
    }
    ~RedisServer() { stop(SIGTERM); }
    RedisServer(const RedisServer&) = delete;
    RedisServer& operator=(const RedisServer&) = delete;

    /// Ends the server at once (SIGKILL), as a crash would.
    void kill() { stop(SIGKILL); }

    int port() const noexcept { return port_; }
    const std::string& directory() const noexcept { return dir_.path(); }
    std::string ca_file() const { return dir_ / "cert.pem"; }

    /// The address of this server ("redis://127.0.0.1:<port>/<db>?prefix=..."), with no password.
    std::string dsn(int database = 0, const std::string& prefix = "") const {
        std::string out = std::string(options_.tls ? "rediss" : "redis") + "://127.0.0.1:" + std::to_string(port_);
        if (database != 0) out += "/" + std::to_string(database);
        if (!prefix.empty()) out += "?prefix=" + prefix;
        return out;
    }

    /// The parsed address, trusting this server's certificate, with its password.
    RedisDsn parsed(int database = 0, const std::string& prefix = "") const {
        RedisDsn d = parse_redis_dsn(dsn(database, prefix), options_.password);
        if (options_.tls) d.tls_ca_file = ca_file();
        return d;
    }

    /// One command on a fresh connection (to inspect what the corpus left).
    RedisReply command(const std::vector<std::string>& arguments, int database = 0) const {
        return redis_connect(parsed(database))->command(arguments);
    }

    /// The raw value of a key, std::nullopt when there is none.
    std::optional<std::string> get(const std::string& key, int database = 0) const {
        const RedisReply r = command({"GET", key}, database);
        if (r.type != RedisReply::Type::String) return std::nullopt;
        return r.text;
    }

private:
    static int free_port() {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        int port = 0;
        if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
            port = ntohs(address.sin_port);
        ::close(fd);
        if (port == 0) throw std::runtime_error("no free loopback port");
        return port;
    }

    void make_certificate() {
        const std::string command = "openssl req -x509 -newkey rsa:2048 -nodes -keyout '" + (dir_ / "key.pem") + "' -out '" +
                                    (dir_ / "cert.pem") +
                                    "' -days 1 -subj /CN=falsify-test -addext subjectAltName=" + options_.certificate_names + " >/dev/null 2>&1";
        if (std::system(command.c_str()) != 0) throw std::runtime_error("openssl could not make a test certificate");
    }

    bool accepts_connections() const {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(static_cast<std::uint16_t>(port_));
        const bool connected = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
        ::close(fd);
        return connected;
    }

    void start(int port) {
        std::vector<std::string> args{"redis-server", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                                      "--dir", dir_.path(), "--logfile", dir_ / "redis.log", "--daemonize", "no"};
        const std::string port_text = std::to_string(port);
        if (options_.tls) {
            for (const char* a : {"--port", "0", "--tls-port"}) args.push_back(a);
            args.push_back(port_text);
            for (const std::string& a : {std::string("--tls-cert-file"), dir_ / "cert.pem", std::string("--tls-key-file"), dir_ / "key.pem",
                                         std::string("--tls-ca-cert-file"), dir_ / "cert.pem", std::string("--tls-auth-clients"),
                                         std::string("no")})
                args.push_back(a);
        } else {
            args.push_back("--port");
            args.push_back(port_text);
        }
        if (!options_.password.empty()) {
            args.push_back("--requirepass");
            args.push_back(options_.password);
        }
        std::vector<char*> argv;
        for (auto& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        const pid_t parent = ::getpid();
        const pid_t pid = ::fork();
        if (pid < 0) throw std::runtime_error("fork failed");
        if (pid == 0) {
            // The server dies with the test process, even when a crash skips every destructor.
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent) ::_exit(127);
            const int null = ::open("/dev/null", O_RDWR);
            ::dup2(null, 0);
            ::dup2(null, 1);
            ::dup2(null, 2);
            ::execvp("redis-server", argv.data());
            ::_exit(127);
        }
        pid_ = pid;
        port_ = port;
        for (int i = 0; i < 200; ++i) {
            int status = 0;
            if (::waitpid(pid_, &status, WNOHANG) == pid_) {  // exited: the port was taken, or a bad option
                pid_ = -1;
                return;
            }
            try {
                // A certificate for other names is refused by design: then listening is enough.
                if (options_.certificate_names != RedisServerOptions{}.certificate_names ? accepts_connections()
                                                                                          : command({"PING"}).text == "PONG")
                    return;
            } catch (const std::exception&) {
                // Not listening yet.
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        }
        stop(SIGKILL);
    }

    void stop(int signal) {
        if (pid_ < 0) return;
        ::kill(pid_, signal);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        pid_ = -1;
    }

    RedisServerOptions options_;
    TempDir dir_;
    pid_t pid_ = -1;
    int port_ = 0;
};

}  // namespace falsify::test
