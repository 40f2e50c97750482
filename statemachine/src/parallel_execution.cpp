#include <falsify/errors.hpp>
#include <falsify/statemachine/detail/parallel_execution.hpp>

#include <atomic>
#include <exception>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace falsify::detail {

void run_branches_together(std::size_t count, const std::function<void(std::size_t)>& branch) {
    // Every thread spins until all have started: a latch's wake-up would let
    // the first thread run its branch before the last one was scheduled, and
    // a race needs the branches to overlap.
    std::atomic<std::size_t> ready{0};
    std::vector<std::exception_ptr> failures(count);
    std::vector<std::thread> threads;
    threads.reserve(count);
    for (std::size_t b = 0; b < count; ++b) {
        threads.emplace_back([&, b] {
            ready.fetch_add(1);
            while (ready.load() < count) std::this_thread::yield();
            try {
                branch(b);
            } catch (...) {
                failures[b] = std::current_exception();
            }
        });
    }
    for (auto& thread : threads) thread.join();
    for (const auto& failure : failures)
        if (failure) std::rethrow_exception(failure);
}

void refuse_undecided(const std::string& explanation, std::size_t execution) {
    throw Error("StateMachine::check_parallel(): execution " + std::to_string(execution) +
                ": the linearizability check did not decide. " + explanation +
                "; set them in ParallelCheckOptions::checker, or give the branches fewer commands");
}

void check_executions(std::int64_t executions) {
    if (executions < 1 || executions > 100000)
        throw std::invalid_argument("StateMachine::check_parallel(): executions must be between 1 and 100000, got " +
                                    std::to_string(executions));
}

}  // namespace falsify::detail
