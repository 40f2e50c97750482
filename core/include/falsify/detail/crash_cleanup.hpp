#pragma once
// A body that crashes (a fatal signal, abort, exit, a hang) is left by a jump
// back to the engine, which runs no destructor of the frames it leaves. What
// such a frame set up for the rest of the process (a test framework's
// reporter swapped out, its log muted) registers a CrashCleanup, and the
// engine runs it when it abandons the frame, so that a crash never changes
// how another property of the process runs or is reported.
namespace falsify::detail {

class CrashCleanup {
public:
    using Action = void (*)(void*) noexcept;

    /// Registers `action(context)` on this thread until this object is destroyed.
    CrashCleanup(Action action, void* context) noexcept;
    ~CrashCleanup();
    CrashCleanup(const CrashCleanup&) = delete;
    CrashCleanup& operator=(const CrashCleanup&) = delete;

    /// The newest live registration on this thread (null when none).
    static CrashCleanup* top() noexcept;
    /// Runs, newest first, and unregisters every registration made on this
    /// thread since `mark` was the newest: the frames a crash abandoned.
    static void abandon_since(CrashCleanup* mark) noexcept;

private:
    Action action_;
    void* context_;
    CrashCleanup* previous_;
};

}  // namespace falsify::detail
