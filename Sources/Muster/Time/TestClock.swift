import Foundation

/// A clock whose time moves only when a test, or a Muster wait, moves it, and which knows who
/// sleeps on it.
///
/// Give it to the code under test wherever that code takes a `Clock<Duration>`. Its time
/// starts at zero and stands still until something moves it:
///
/// - ``advance(by:isolation:fileID:filePath:line:column:)`` and
///   ``advance(to:isolation:fileID:filePath:line:column:)`` move it, waking each sleep whose
///   deadline they pass, in order of deadline, and letting the code each wakes run before moving
///   on;
/// - ``run(limit:isolation:fileID:filePath:line:column:)`` moves it until nobody sleeps on it;
/// - ``waitForSleepers(_:timeout:fileID:filePath:line:column:)`` waits, without moving it, until
///   code under test has armed a sleep: an event the test can name, where a `Task.yield()` loop
///   only guesses;
/// - polls, `waitUntil`, the mocks' `eventually` and stream expectations given this clock (or
///   run inside ``withTestClock(isolation:fileID:filePath:line:column:_:)``) move it themselves: between checks, time jumps to the
///   later of the next check and the next armed sleep, never past the deadline, so a
///   backoff of 1 … 64 s passes or fails in milliseconds.
///
/// ```swift
/// let clock = TestClock()
/// let service = RetryingService(transport: transport, clock: clock)
/// async let connected = service.connect()
/// await clock.run()
/// assertThat(await connected, true)
/// ```
///
/// **What it guarantees.** Before it moves time, the clock waits until the process's global
/// concurrent executor has nothing left to run: every nonisolated task, `Task {}`, task group and
/// default actor that could still arm a sleep has run as far as it can. So a sleep armed by such
/// code is never skipped, however loaded the machine. Called from the main actor, it (and a
/// poll or wait on it) also lets every main-actor job queued before run first, such as the task
/// a `@MainActor` view model starts, and then what those jobs started, until nothing new starts.
/// **Where it cannot see**: main-actor work when the caller is elsewhere, actors with an executor
/// of their own, and events from outside Swift concurrency (a network reply, a `DispatchQueue`
/// timer); such work should be awaited by the test (or the sleep it arms waited for, with
/// ``waitForSleepers(_:timeout:fileID:filePath:line:column:)``) before the clock is moved.
///
/// The wait is process-wide: tests that run in parallel wait for each other's queued work before
/// moving their clocks, which costs time when they compete and never changes an outcome. A clock
/// shared by tests running at once stays consistent (its time only moves forward), though the
/// tests then move each other's time.
public final class TestClock: Clock, @unchecked Sendable {
    /// A point in a test clock's time: how long after the clock's start.
    public typealias Instant = OffsetInstant<TestClock>

    fileprivate struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    fileprivate struct State {
        var now: Instant
        var sleepers: [UInt64: Sleeper] = [:]
        var nextSleeperID: UInt64 = 0
        /// Tasks waiting for a number of sleepers to be armed.
        var sleeperWaiters: [(count: Int, wake: @Sendable () -> Void)] = []
        /// How many moves, settles and waits for sleepers are under way: while one is, the
        /// clock is attended, and its sleepers are not stalled.
        var attendants = 0
        /// When the clock last moved, was attended, or had a sleep armed: the stall watch of
        /// ``withTestClock(isolation:fileID:filePath:line:column:_:)`` measures from here.
        var lastActivity = ContinuousClock.now
        /// Muster's assertions awaiting code inside the clock's scope, with the stall each met.
        var awaiting: [UInt64: TestClockStall?] = [:]
        var nextAwaitingID: UInt64 = 0
    }

    private let state: Locked<State>
    /// Holds one move of time at a time, so moves from several tasks never interleave.
    private let mover = AsyncLock()

    /// A clock at `now`, zero unless given.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// ```
    public init(now: Instant = Instant(offset: .zero)) {
        ConcurrencyQuiescence.install()
        state = Locked(State(now: now))
    }

    /// The clock's time, which moves only when the clock is advanced.
    ///
    /// ```swift
    /// clock.now  // 0.0 s
    /// ```
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: a test clock wakes each sleep at its exact deadline.
    public var minimumResolution: Duration { .zero }

    /// Suspends until the clock reaches `deadline`, or throws `CancellationError` when the task
    /// is cancelled. A deadline already reached returns at once.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextSleeperID += 1 }
            return state.nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (resumeNow, waiters) = state.withLock {
                    state -> (Result<Void, any Error>?, [@Sendable () -> Void]) in
                    // Set before the cancellation handler runs, so one of the two sees the other.
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    state.lastActivity = .now
                    return (nil, state.takeSatisfiedSleeperWaiters())
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
                for wake in waiters { wake() }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The deadlines of the sleeps armed now, earliest first.
    ///
    /// ```swift
    /// clock.scheduledWakeUps  // [1.0 s, 64.0 s]
    /// ```
    public var scheduledWakeUps: [Instant] {
        state.withLock { $0.sleepers.values.map(\.deadline).sorted() }
    }

    /// Moves the clock forward by `duration`, waking in order of deadline each sleep that comes
    /// due, and letting the code each one wakes run (as far as the clock can see it) before
    /// moving on. A negative duration is a failure at the caller's line; the clock stays.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(64))
    /// ```
    public func advance(
        by duration: Duration, isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        guard duration >= .zero else {
            return reportBackwardMove(
                "advance(by:) was given \(secondsText(duration))",
                CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        let fromMainActor = isMainActor(isolation)
        await mover.withLock {
            await moveTime(to: now.advanced(by: duration), passingMainQueue: fromMainActor)
        }
    }

    /// Moves the clock forward to `deadline`, as
    /// ``advance(by:isolation:fileID:filePath:line:column:)`` does. An instant before ``now`` is a
    /// failure at the caller's line; the clock stays.
    ///
    /// ```swift
    /// await clock.advance(to: .init(offset: .seconds(10)))
    /// ```
    public func advance(
        to deadline: Instant, isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        let now = self.now
        guard deadline >= now else {
            return reportBackwardMove(
                "advance(to:) was given \(deadline), before its time \(now)",
                CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        await move(to: deadline, passingMainQueue: isMainActor(isolation))
    }

    private func reportBackwardMove(_ given: String, _ site: CallSite) {
        reportFailure(
            Failure.compose(
                expectation: { $0.append("a test clock to move forward") },
                finding: { $0.append("\(given); a test clock never goes back") }, site: site))
    }

    /// Moves the clock from sleep to sleep until nobody sleeps on it, letting the woken code run
    /// after each. Code that keeps arming sleeps (a repeating timer) is stopped after `limit`
    /// wake-ups with a failure at the caller's line that says so.
    ///
    /// ```swift
    /// async let connected = service.connect()  // retries with a backoff of 1 … 64 s
    /// await clock.run()
    /// ```
    public func run(
        limit: Int = 10_000, isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        let start = now
        var wakeUps = 0
        let fromMainActor = isMainActor(isolation)
        beginAttending()
        defer { endAttending() }
        while let next = await nextWakeUpOnceSettled(passingMainQueue: fromMainActor) {
            if wakeUps >= limit {
                let now = self.now
                return reportFailure(
                    Failure.compose(
                        expectation: { $0.append("nobody to sleep on the test clock after run()") },
                        finding: {
                            $0.append(
                                "after \(limit) wake-ups from \(start) to \(now) a sleep was still "
                                    + "armed until \(next): code that sleeps again each time it "
                                    + "wakes (a repeating timer) never lets run() finish; "
                                    + "advance(by:) instead")
                        },
                        site: CallSite(
                            fileID: fileID, filePath: filePath, line: line, column: column)))
            }
            await move(to: next, passingMainQueue: fromMainActor)
            wakeUps += 1
        }
    }

    /// Waits until at least `count` sleeps are armed on the clock, without moving it: the point
    /// where code under test waits for time, which the test can then move.
    ///
    /// Bounded in real time by `timeout` (the polling defaults' timeout unless given): a sleep
    /// that never comes is a failure at the caller's line, naming the sleeps that did.
    ///
    /// ```swift
    /// model.refresh()  // starts a task that sleeps 30 s before reloading
    /// await clock.waitForSleepers()
    /// await clock.advance(by: .seconds(30))
    /// ```
    public func waitForSleepers(
        _ count: Int = 1, timeout: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let timeout = timeout ?? PollingDefaults.current.timeout
        beginAttending()
        defer { endAttending() }
        let race = Race<Bool>()
        let enough = state.withLock { state -> Bool in
            if state.sleepers.count >= count { return true }
            state.sleeperWaiters.append((count, { race.settle(true) }))
            return false
        }
        if enough { return }
        let armed = await race.wait(atMost: timeout, else: { false }, ifCancelled: { false })
        guard !armed, !Task.isCancelled else { return }
        let armedNow = scheduledWakeUps
        let seen =
            armedNow.isEmpty
            ? "none was armed"
            : "\(armedNow.count) \(armedNow.count == 1 ? "was" : "were") armed (until "
                + armedNow.map(\.description).joined(separator: ", ") + ")"
        reportFailure(
            Failure.compose(
                expectation: {
                    $0.append(
                        "\(count) \(count == 1 ? "sleep" : "sleeps") on the test clock within "
                            + secondsText(timeout))
                }, finding: { $0.append(seen) },
                site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
    }

    /// Moves the clock to `deadline`, one move at a time, or nowhere when another task has moved
    /// it past: what `advance(to:)` and `run()` do once their checks pass, and what Muster's own
    /// waits do, which compute their deadline from a time that may have passed meanwhile.
    func move(to deadline: Instant, passingMainQueue: Bool) async {
        await mover.withLock { await moveTime(to: deadline, passingMainQueue: passingMainQueue) }
    }

    /// Moves the clock from sleep to sleep, each time the code under test has nothing left to
    /// run, until `race` is settled: for a wait whose deadline is itself a sleep on this clock
    /// (`waitUntil`'s watchdog), so that the wait ends, at the latest, at its virtual deadline.
    func drive<Value>(until race: Race<Value>, passingMainQueue: Bool) async {
        beginAttending()
        defer { endAttending() }
        while !race.isSettled, !Task.isCancelled {
            guard let next = await nextWakeUpOnceSettled(passingMainQueue: passingMainQueue),
                !race.isSettled
            else { return }
            await move(to: next, passingMainQueue: passingMainQueue)
        }
    }

    /// The earliest armed sleep once the code under test has nothing left to run, which is when
    /// the sleeps it will arm without time moving are armed; `nil` when nobody sleeps. Its
    /// callers (`run()`, `drive`, polls, stream steps) attend the clock around it.
    func nextWakeUpOnceSettled(passingMainQueue: Bool) async -> Instant? {
        await ConcurrencyQuiescence.settled(passingMainQueue: passingMainQueue)
        return state.withLock { $0.sleepers.values.map(\.deadline).min() }
    }

    /// Wakes, in order, every sleep due by `deadline`, letting the code each wakes run before the
    /// next; then sets the time to `deadline`. Run under `mover`.
    private func moveTime(to deadline: Instant, passingMainQueue: Bool) async {
        beginAttending()
        defer { endAttending() }
        while true {
            await ConcurrencyQuiescence.settled(passingMainQueue: passingMainQueue)
            let due = state.withLock { state -> [Sleeper]? in
                guard let earliest = state.sleepers.values.map(\.deadline).min(),
                    earliest <= deadline
                else {
                    state.now = max(state.now, deadline)
                    return nil
                }
                state.now = max(state.now, earliest)
                let ids = state.sleepers.filter { $0.value.deadline <= state.now }.keys.sorted()
                return ids.compactMap { state.sleepers.removeValue(forKey: $0) }
            }
            guard let due else { break }
            for sleeper in due { sleeper.continuation.resume() }
        }
        await ConcurrencyQuiescence.settled(passingMainQueue: passingMainQueue)
    }

    /// Marks the clock attended until ``endAttending()``: its sleepers are not stalled while a
    /// move, a drive, a poll or a wait on the clock is under way, however long load makes it.
    func beginAttending() {
        state.withLock { state in
            state.attendants += 1
            state.lastActivity = .now
        }
    }

    func endAttending() {
        state.withLock { state in
            state.attendants -= 1
            state.lastActivity = .now
        }
    }

    /// Marks the start of a Muster assertion awaiting code inside the clock's scope.
    func beginAwaiting() -> UInt64 {
        state.withLock { state in
            defer { state.nextAwaitingID += 1 }
            state.awaiting[state.nextAwaitingID] = .some(nil)
            return state.nextAwaitingID
        }
    }

    /// Marks its end: the stall the clock met meanwhile, if any, which the assertion reports in
    /// place of its own verdict.
    func endAwaiting(_ id: UInt64) -> TestClockStall? {
        state.withLock { $0.awaiting.removeValue(forKey: id) } ?? nil
    }

    /// Until cancelled, watches for sleeps that nothing wakes. When sleeps are armed and nothing
    /// has moved or attended the clock for `bound` of real time while a Muster assertion awaits
    /// code in the scope (sixty times `bound` otherwise, since only an assertion says that the
    /// test itself is waiting, not held up by load), it waits for the process to settle (the main
    /// queue passed too, for a scope on the main actor); if nothing moved the clock meanwhile,
    /// the test is waiting for a clock that only it can move. The sleeps are then cancelled so
    /// that the test goes on, and the failure is reported by the assertions awaiting then, or
    /// else here, at `scopeSite`.
    func watchForStalls(bound: Duration, scopeSite: CallSite, passingMainQueue: Bool) async {
        while !Task.isCancelled {
            let now = ContinuousClock.now
            let (idle, next) = state.withLock {
                state -> (ContinuousClock.Instant?, ContinuousClock.Instant) in
                guard !state.sleepers.isEmpty, state.attendants == 0 else {
                    return (nil, now.advanced(by: bound / 2))
                }
                let due = state.lastActivity.advanced(by: state.stallLimit(bound))
                // Checked again at `bound`: an assertion may begin to await meanwhile.
                return due <= now
                    ? (state.lastActivity, now) : (nil, min(due, now.advanced(by: bound)))
            }
            if let idleSince = idle {
                guard await processSettled(passingMainQueue: passingMainQueue) else { return }
                if let stall = takeStall(idleSince: idleSince, bound: bound) {
                    reportFailure(stall.failure(at: scopeSite))
                }
                continue
            }
            do { try await Task.sleep(until: next, clock: .continuous) } catch { return }
        }
    }

    /// Cancels the armed sleeps if nothing has happened on the clock since `idleSince`: the
    /// stall, unless an awaiting assertion took it to report in its place.
    private func takeStall(idleSince: ContinuousClock.Instant, bound: Duration) -> TestClockStall? {
        let (stall, cancelled, reportHere) = state.withLock {
            state -> (TestClockStall?, [Sleeper], Bool) in
            guard !state.sleepers.isEmpty, state.attendants == 0,
                state.lastActivity == idleSince,
                // An assertion that stopped awaiting meanwhile leaves the longer limit.
                idleSince.advanced(by: state.stallLimit(bound)) <= .now
            else { return (nil, [], false) }
            let cancelled = Array(state.sleepers.values)
            state.sleepers.removeAll()
            state.lastActivity = .now
            let stall = TestClockStall(
                idle: state.stallLimit(bound), deadlines: cancelled.map(\.deadline).sorted())
            for id in state.awaiting.keys { state.awaiting[id] = stall }
            return (stall, cancelled, state.awaiting.isEmpty)
        }
        for sleeper in cancelled { sleeper.continuation.resume(throwing: CancellationError()) }
        return reportHere ? stall : nil
    }

    /// The test clock of the innermost ``withTestClock(isolation:fileID:filePath:line:column:_:)`` scope, which polls, `waitUntil`,
    /// the mocks' `eventually` and stream expectations use when they are given no clock.
    ///
    /// ```swift
    /// await withTestClock { clock in TestClock.current === clock }  // true
    /// ```
    @TaskLocal public static var current: TestClock?
}

extension TestClock.State {
    /// How long sleeps may stay armed with nothing moving the clock: `bound` while a Muster
    /// assertion awaits, which shows that the test is waiting; sixty times that otherwise.
    fileprivate func stallLimit(_ bound: Duration) -> Duration {
        awaiting.isEmpty ? bound * 60 : bound
    }

    fileprivate mutating func takeSatisfiedSleeperWaiters() -> [@Sendable () -> Void] {
        let count = sleepers.count
        var satisfied: [@Sendable () -> Void] = []
        sleeperWaiters.removeAll { waiter in
            guard waiter.count <= count else { return false }
            satisfied.append(waiter.wake)
            return true
        }
        return satisfied
    }
}

/// Runs `body` with a new ``TestClock``, which polls, `waitUntil`, the mocks' `eventually` and
/// stream expectations inside it use when they are given no clock of their own.
///
/// The scope never hangs on a clock that nobody moves: when sleeps are armed on the clock and
/// nothing moves it for the polling timeout (1 s unless
/// ``withPollingDefaults(timeout:pollInterval:isolation:operation:)`` says otherwise, in real
/// time) while a Muster assertion awaits (`assertThat`, `assertThrows`, `expect`, `require`), the
/// sleeps are cancelled so that the test goes on, and the test fails at the assertion's line:
/// `Expected the test clock to be moved while the test awaits code that sleeps on it, but nothing
/// moved it for 1.0 s, with 1 sleep armed (until 64.0 s); …`. A bare `await` fails at this
/// scope's line after sixty times the polling timeout (a minute by default), since only an
/// assertion says that the test is waiting rather than held up by load.
///
/// ```swift
/// await withTestClock { clock in
///     let service = RetryingService(transport: transport, clock: clock)
///     Task { await service.connect() }
///     await expect { await transport.attempts }.toEventually(equalTo(7))  // 63 s in milliseconds
/// }
/// ```
@discardableResult
public func withTestClock<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ body: (TestClock) async throws -> Result
) async rethrows -> Result {
    let clock = TestClock()
    let bound = PollingDefaults.current.timeout
    let fromMainActor = isMainActor(isolation)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return try await TestClock.$current.withValue(clock) {
        // The watch is a child task, so that a failure it reports reaches the test.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                await clock.watchForStalls(
                    bound: bound, scopeSite: site, passingMainQueue: fromMainActor)
            }
            let result: Result
            do {
                result = try await body(clock)
            } catch {
                group.cancelAll()
                throw error
            }
            group.cancelAll()
            return result
        }
    }
}

/// Sleeps on a ``TestClock`` that nothing moved while the test waited: what a Muster assertion
/// awaiting then reports in place of its verdict, which the cancelled sleeps would mislead.
@usableFromInline
package struct TestClockStall: Error, CustomStringConvertible {
    /// How long nothing moved the clock.
    let idle: Duration
    /// The deadlines of the sleeps cancelled, earliest first.
    let deadlines: [TestClock.Instant]

    /// `Expected the test clock to be moved while the test awaits code that sleeps on it, but …`.
    package func failure(at site: CallSite) -> Failure {
        Failure.compose(
            expectation: {
                $0.append("the test clock to be moved while the test awaits code that sleeps on it")
            }, finding: { $0.append(finding) }, site: site)
    }

    private var finding: String {
        let shown = deadlines.prefix(5).map(\.description).joined(separator: ", ")
        let more = deadlines.count > 5 ? ", …" : ""
        let sleeps = deadlines.count == 1 ? "1 sleep" : "\(deadlines.count) sleeps"
        return
            "nothing moved it for \(secondsText(idle)), with \(sleeps) armed (until \(shown)\(more)); "
            + (deadlines.count == 1 ? "it was" : "they were")
            + " cancelled so that the test goes on. A test clock moves only when told: start the "
            + "code with async let or a Task, then await clock.run() or clock.advance(by:), or "
            + "await a poll such as toEventually, which moves the clock"
    }

    @usableFromInline package var description: String { "the test clock was not moved: " + finding }
}

/// Whether `isolation` is the main actor, whose queued jobs a test clock lets run before moving
/// time for a caller there.
package func isMainActor(_ isolation: (any Actor)?) -> Bool {
    isolation.map { $0 === MainActor.shared } ?? false
}
