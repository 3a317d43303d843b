import Foundation

/// Knows when the process's global concurrent executor has nothing left to run, which is when a
/// ``TestClock`` may move virtual time: every job that code under test could still run to arm
/// a sleep has run.
///
/// It counts each job enqueued on the global executor (nonisolated async code, `Task {}`,
/// `Task.detached`, task groups, and every default actor) from its enqueueing until it returns,
/// by installing the runtime's global enqueue hook the first time a test clock is made. A job
/// that enqueues another does so before it returns, so the count never passes through zero while
/// such work is pending. What the count cannot see: jobs on the main actor and on actors with
/// executors of their own, and events from outside Swift concurrency (a network reply, a
/// `DispatchQueue` timer); the ``TestClock`` documentation says so.
///
/// The count is process-wide: tests running in parallel wait for each other's jobs, which makes
/// them slower when they compete, never wrong.
enum ConcurrencyQuiescence {
    private static let state = Locked(State())

    private struct State {
        var pending = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

    /// Whether the hook is in place: `false` where the runtime has none, and before macOS 15,
    /// iOS 18, tvOS 18 and watchOS 11, whose runtimes cannot run a global job from outside
    /// (then `settled()` returns at once, and the test clock's documentation says what that
    /// costs).
    static let isInstalled: Bool = {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *),
            let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")
        else {
            return false
        }
        let hook: EnqueueHook = { job, _ in ConcurrencyQuiescence.run(job) }
        symbol.assumingMemoryBound(to: EnqueueHook?.self).pointee = hook
        return true
    }()

    /// Installs the hook, once per process.
    static func install() { _ = isInstalled }

    /// Runs a global job as the runtime's own executor would, on a global dispatch queue,
    /// counting it while it is queued and running.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    private static func run(_ job: UnownedJob) {
        state.withLock { $0.pending += 1 }
        DispatchQueue.global().async {
            job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
            let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.pending -= 1
                guard state.pending == 0 else { return [] }
                defer { state.waiters.removeAll() }
                return state.waiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Returns once no job is queued or running on the global executor. The caller's own job
    /// counts until it suspends here, so a caller on the global executor waits for the others.
    static func settled() async {
        install()
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                if state.pending == 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }
}
