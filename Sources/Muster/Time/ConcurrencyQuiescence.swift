import Foundation

/// Knows when the process's global concurrent executor has nothing left to run, which is when a
/// ``TestClock`` may move virtual time: every job that code under test could still run to arm
/// a sleep has run.
///
/// It counts each job enqueued on the global executor (nonisolated async code, `Task {}`,
/// `Task.detached`, task groups, and every default actor) from its enqueueing until it returns,
/// by installing the runtime's global enqueue hook the first time a test clock is made. A job
/// that enqueues another does so before it returns, so the count never passes through zero while
/// such work is pending. The main actor has no such hook, but it runs its jobs in the order
/// they came: for a caller on the main actor, whose thread is free while it waits, the main
/// queue is passed too (every main-actor job queued before, such as a `@MainActor` view model's
/// `Task {}`, has run), in rounds until a round starts nothing on the global executor. What it
/// cannot see: main-actor jobs when the caller is elsewhere (the main thread may be blocked),
/// jobs on actors with executors of their own, and events from outside Swift concurrency (a
/// network reply, a `DispatchQueue` timer); the ``TestClock`` documentation says so.
///
/// The count is process-wide: tests running in parallel wait for each other's jobs, which makes
/// them slower when they compete, never wrong.
enum ConcurrencyQuiescence {
    private static let state = Locked(State())

    private struct State {
        var pending = 0
        /// Jobs enqueued on the global executor since the hook went in.
        var enqueued = 0
        /// What runs once nothing is queued or running.
        var settledActions: [@Sendable () -> Void] = []
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
        state.withLock { state in
            state.pending += 1
            state.enqueued += 1
        }
        DispatchQueue.global().async {
            job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
            let actions = state.withLock { state -> [@Sendable () -> Void] in
                state.pending -= 1
                guard state.pending == 0 else { return [] }
                defer { state.settledActions.removeAll() }
                return state.settledActions
            }
            for action in actions { action() }
        }
    }

    /// Returns once no job is queued or running on the global executor and, with
    /// `passingMainQueue` (for a caller on the main actor), once every main-actor job queued
    /// before has run and what those jobs started has settled. The caller's own job counts until
    /// it suspends here, so a caller on the global executor waits for the others.
    static func settled(passingMainQueue: Bool = false) async {
        install()
        guard passingMainQueue, isInstalled else { return await globalSettled() }
        await withCheckedContinuation { continuation in
            passMainQueue(rounds: maximumMainRounds, since: nil) { continuation.resume() }
        }
    }

    /// Runs `action` once the process has settled, as ``settled(passingMainQueue:)`` returns:
    /// for a waiter that must stay cancellable (a wait that never settles must not hold a scope).
    static func whenSettled(passingMainQueue: Bool, _ action: @escaping @Sendable () -> Void) {
        install()
        guard passingMainQueue, isInstalled else { return whenGlobalSettled(action) }
        passMainQueue(rounds: maximumMainRounds, since: nil, then: action)
    }

    /// How many passes of the main queue a caller on the main actor waits for: code that keeps
    /// hopping between the main actor and the global executor never settles.
    private static let maximumMainRounds = 100

    /// On the main queue, after every job queued there before: done once nothing runs on the
    /// global executor and nothing was enqueued there since the pass before (`since`); otherwise
    /// passes again once the global executor has settled. Callbacks, not awaits, so that the
    /// passes enqueue no job of their own for the count to see.
    private static func passMainQueue(
        rounds: Int, since: Int?, then done: @escaping @Sendable () -> Void
    ) {
        DispatchQueue.main.async {
            let (quiet, enqueued) = state.withLock { state in
                (state.pending == 0 && state.enqueued == since, state.enqueued)
            }
            if quiet || rounds == 0 { return done() }
            whenGlobalSettled { passMainQueue(rounds: rounds - 1, since: enqueued, then: done) }
        }
    }

    /// Runs `action` once no job is queued or running on the global executor.
    private static func whenGlobalSettled(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.pending == 0 { return true }
            state.settledActions.append(action)
            return false
        }
        if now { action() }
    }

    /// Returns once no job is queued or running on the global executor.
    private static func globalSettled() async {
        await withCheckedContinuation { continuation in
            whenGlobalSettled { continuation.resume() }
        }
    }
}

/// Returns `true` once the process has settled, as ``ConcurrencyQuiescence/settled(passingMainQueue:)``
/// returns, or `false` as soon as the waiting task is cancelled: for a watch that judges a wait
/// stuck only when nothing could still end it, and must never hold the scope it watches.
package func processSettled(passingMainQueue: Bool) async -> Bool {
    let race = Race<Bool>()
    ConcurrencyQuiescence.whenSettled(passingMainQueue: passingMainQueue) { race.settle(true) }
    return await race.wait(ifCancelled: { false })
}
