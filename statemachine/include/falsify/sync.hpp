#pragma once
// falsify::sync: the synchronisation primitives the scheduler controls, named
// as in std, so that code under test that reaches them through one alias
// changes nothing else:
//
//   // my_sync.hpp, included by the code under test
//   #ifdef MY_PROJECT_SCHEDULED_TESTS
//   #include <falsify/sync.hpp>
//   namespace my_sync = falsify::sync;
//   #else
//   #include <atomic>
//   #include <mutex>
//   namespace my_sync = std;
//   #endif
//
//   my_sync::atomic<Node*> head_;  my_sync::mutex m_;  my_sync::this_thread::yield();
//
// Under StateMachine::check_parallel with a controlled Scheduling the threads
// run one at a time and each operation on these is a point where falsify
// chooses which thread goes on (docs/parallel.md); anywhere else they behave
// as the std types.
#include <falsify/sync/atomic.hpp>
#include <falsify/sync/condition_variable.hpp>
#include <falsify/sync/mutex.hpp>
#include <falsify/sync/this_thread.hpp>

#include <atomic>
#include <mutex>
#include <shared_mutex>

namespace falsify::sync {
// What code written against std names through the alias also reaches.
using std::adopt_lock;
using std::defer_lock;
using std::lock_guard;
using std::memory_order;
using std::memory_order_acq_rel;
using std::memory_order_acquire;
using std::memory_order_consume;
using std::memory_order_relaxed;
using std::memory_order_release;
using std::memory_order_seq_cst;
using std::scoped_lock;
using std::shared_lock;
using std::try_to_lock;
using std::unique_lock;
}  // namespace falsify::sync
