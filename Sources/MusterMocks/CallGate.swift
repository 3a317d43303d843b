import Foundation

// Calls held in flight: a gate stub records each call it accepts and suspends it until the test
// resumes it, so that a test can look at the state of the code under test while the call is
// under way. What it guarantees: every held call is resumed exactly once, by the test, by its
// caller's cancellation, when it has been held for the polling timeout, or when the gate's scope
// ends (in the last two cases the test fails at the gate's line); waiting for a call is bounded
// by the polling defaults on their clock.

extension Stub {
    /// Holds each call that this stub accepts while `body` runs: the call is recorded, then
    /// waits until the test resumes it through the gate `body` is given. When `body` returns,
    /// calls still held fail the test here and are ended (cancelled where the member throws,
    /// given their usual answer otherwise), and later calls pass through.
    ///
    /// A call is held for the polling timeout at most, in real time (1 s unless
    /// `withPollingDefaults(timeout:)` says otherwise): one still held then, once nothing else
    /// is left to run that could resume it, fails the test here and is ended in the same way, so
    /// that a test awaiting its caller goes on instead of hanging. The bound is real time even
    /// on a `TestClock`, whose time a test moves while a call is in flight on purpose.
    ///
    /// ```swift
    /// try await given(catalog).products().holdingCalls { gate in
    ///     let loading = Task { await model.load() }
    ///     let call = try await gate.nextCall()
    ///     #expect(model.isLoading)
    ///     call.resume(returning: [.apple])
    ///     await loading.value
    /// }
    /// ```
    ///
    /// Only an `async` member can wait: a call of another member fails the test, naming this
    /// line. A held call's usual answer is the one the mock would give without the gate: the
    /// newest older stub that accepts it, else what the mock does with an unstubbed call.
    public func holdingCalls<Result>(
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (CallGate<repeat each Argument, Output, Failure>) async throws -> Result
    ) async rethrows -> Result {
        let gate = CallGate<repeat each Argument, Output, Failure>(
            self, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            holdBound: PollingDefaults.current.timeout,
            fromMainActor: isMainActor(isolation))
        // The watch is a child task, so that its failures reach the test as the scope's own do.
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await gate.endCallsHeldTooLong() }
            let result: Result
            do {
                result = try await body(gate)
            } catch {
                group.cancelAll()
                gate.close()
                throw error
            }
            group.cancelAll()
            gate.close()
            return result
        }
    }
}

/// The calls a ``Stub/holdingCalls(fileID:file:line:column:isolation:_:)`` scope holds, in the
/// order they arrived.
///
/// ```swift
/// let call = try await gate.nextCall()
/// call.resume(returning: user)
/// ```
public final class CallGate<each Argument, Output, Failure: Error>: Sendable {
    private let recorder: CallRecorder
    private let mockName: String
    private let matchers: ArgumentMatchers
    private let entry: StubEntry
    private let site: CallSite
    /// How long a call may stay held before the gate lets it go.
    private let holdBound: Duration
    /// Whether the scope runs on the main actor, whose queued jobs the watch lets run first.
    private let fromMainActor: Bool
    private let state = Locked(State())
    /// Tells the watch that a call arrived.
    private let arrivals: AsyncStream<Void>.Continuation
    private let arrivalSignals: AsyncStream<Void>

    private struct State {
        var isOpen = true
        var arrived: [HeldCall<repeat each Argument, Output, Failure>] = []
        /// How many of the arrived calls `nextCall` has handed out.
        var taken = 0
        /// Wakes the `nextCall` waiting for a call.
        var waiter: (@Sendable () -> Void)?
    }

    fileprivate init(
        _ stub: Stub<repeat each Argument, Output, Failure>, site: CallSite, holdBound: Duration,
        fromMainActor: Bool
    ) {
        recorder = stub.recorder
        mockName = stub.mockName
        matchers = stub.matchers
        entry = StubEntry(stub.matchers)
        self.site = site
        self.holdBound = holdBound
        self.fromMainActor = fromMainActor
        (arrivalSignals, arrivals) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        entry.add(
            StubAnswer(holdingAt: site) { [self] call, canThrow in
                try await hold(call, canThrow: canThrow)
            })
        recorder.add(entry)
    }

    /// The calls held so far, in the order they arrived, including those not yet taken with
    /// ``nextCall(timeout:clock:isolation:fileID:file:line:column:)``.
    ///
    /// ```swift
    /// #expect(gate.heldCalls.count == 2)
    /// ```
    public var heldCalls: [HeldCall<repeat each Argument, Output, Failure>] {
        state.withLock { $0.arrived }
    }

    /// Waits for the next call the gate holds and returns it, still held; fails the test and
    /// throws if none comes within `timeout` on `clock` (the polling defaults' unless given):
    /// `Expected a call of CatalogMock.products() to arrive within 1.0 s, but none did; there
    /// were zero interactions with this mock`. On a `TestClock` a call that cannot come is
    /// known at once, in virtual time.
    ///
    /// ```swift
    /// let call = try await gate.nextCall()
    /// ```
    @discardableResult
    public func nextCall(
        timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws -> HeldCall<repeat each Argument, Output, Failure> {
        if let call = takeArrived() { return call }
        let (timeout, finding) = await waitForSignal(
            missed: { [self] in writeMissedArrival(into: &$0) }, timeout: timeout, clock: clock
        ) { signal in
            let ready = state.withLock { state in
                if state.arrived.count > state.taken { return true }
                state.waiter = signal
                return false
            }
            if ready { signal() }
        }
        state.withLock { $0.waiter = nil }
        if let call = takeArrived() { return call }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let stop = RuntimeFailures.reportStop(
            expectation: { [self] text in
                text.append("a call of " + matchers.member.callPrefix(mockName: mockName))
                matchers.writeWantedCall(into: &text)
                text.append(" to arrive within \(secondsText(timeout))")
            }, finding: finding ?? { $0.append("none did") }, site: site)
        throw stop ?? HeldCallMissing()
    }

    private func takeArrived() -> HeldCall<repeat each Argument, Output, Failure>? {
        state.withLock { state in
            guard state.arrived.count > state.taken else { return nil }
            state.taken += 1
            return state.arrived[state.taken - 1]
        }
    }

    /// `none did; no call matched; the closest was: …`, or the calls already taken.
    private func writeMissedArrival(into text: inout Description) {
        let taken = state.withLock { $0.taken }
        if taken > 0 {
            text.append(
                "none did after the \(taken == 1 ? "call" : "\(taken) calls") already taken")
            return
        }
        text.append("none did; ")
        let calls = recorder.recordedCalls()
        let (before, closest) = matchingAndClosest(calls, to: matchers)
        guard before.isEmpty else {
            text.append(
                before.count == 1
                    ? "the one matching call came before holdingCalls began:"
                    : "the \(before.count) matching calls came before holdingCalls began:")
            appendNumbered(before, to: &text)
            return
        }
        appendUnmatched(calls, closest: closest, wanted: matchers, to: &text)
    }

    /// The answer of the gate's stub: records the call as held, then waits for its resumption.
    private func hold(_ call: RecordedCall, canThrow: Bool) async throws -> Any {
        // The stub's matchers accepted the call, so its arguments have these types.
        guard let arguments = call.packedArguments as? (repeat each Argument) else {
            preconditionFailure("a gate held a call of another member")
        }
        let held = HeldCall<repeat each Argument, Output, Failure>(
            arguments: UncheckedSendable(value: arguments), call: call, canThrow: canThrow,
            arrival: .now)
        let waiter: (@Sendable () -> Void)?? = state.withLock { state in
            guard state.isOpen else { return .none }
            state.arrived.append(held)
            defer { state.waiter = nil }
            return .some(state.waiter)
        }
        // The scope ended between the stub's lookup and now: the call passes, as later ones do.
        guard let waiter else { return try await usualAnswer(for: call, canThrow: canThrow) }
        arrivals.yield()
        waiter?()
        switch await held.resumption() {
        case .value(let value): return value
        case .error(let error): throw error
        case .usualAnswer: return try await usualAnswer(for: call, canThrow: canThrow)
        case .ended:
            if canThrow { throw CancellationError() }
            return try await usualAnswer(for: call, canThrow: canThrow)
        }
    }

    /// What the call would have been answered without the gate.
    private func usualAnswer(for call: RecordedCall, canThrow: Bool) async throws -> Any {
        guard let answer = recorder.answer(call, below: entry) else { throw AnswerAsUnstubbed() }
        return try await answer.value(for: call, canThrow: canThrow)
    }

    /// Until cancelled, lets go of each call held for `holdBound` once the process has settled,
    /// failing the test at the gate.
    fileprivate func endCallsHeldTooLong() async {
        var signals = arrivalSignals.makeAsyncIterator()
        while !Task.isCancelled {
            let held = state.withLock { $0.arrived }.filter { !$0.isOver }
            // Closures, not key paths: Swift 6.3.1 crashes on a key path into a type generic over a pack.
            guard let earliest = held.map({ $0.arrival }).min() else {
                // Nothing held: wait for an arrival (`nil` once cancelled).
                guard await signals.next() != nil else { return }
                continue
            }
            do {
                try await Task.sleep(until: earliest + holdBound, clock: .continuous)
            } catch {
                return
            }
            // Held that long, and nothing left to run that could resume it: a test starved by a
            // loaded machine is waited for rather than taken for one that forgot the call.
            guard await processSettled(passingMainQueue: fromMainActor) else { return }
            let now = ContinuousClock.now
            let expired = held.filter { $0.arrival + holdBound <= now && $0.end() }
            for call in expired { reportHeldTooLong(call) }
        }
    }

    private func reportHeldTooLong(_ held: HeldCall<repeat each Argument, Output, Failure>) {
        RuntimeFailures.report(
            expectation: { [self] text in
                text.append("every call of " + matchers.member.callPrefix(mockName: mockName))
                matchers.writeWantedCall(into: &text)
                text.append(" held here to be resumed within \(secondsText(holdBound))")
            },
            finding: { [holdBound] text in
                held.call.write(into: &text)
                text.append(
                    " was neither resumed nor cancelled in \(secondsText(holdBound)), so the gate "
                        + (held.canThrow
                            ? "cancelled it" : "gave it the answer it would have had")
                        + " to let the test go on")
            }, site: site)
    }

    /// Ends the scope: later calls pass through, and calls still held fail the test and end.
    fileprivate func close() {
        arrivals.finish()
        let held = state.withLock { state in
            state.isOpen = false
            return state.arrived
        }
        recorder.remove(entry)
        let unresumed = held.filter { $0.end() }
        guard !unresumed.isEmpty else { return }
        RuntimeFailures.report(
            expectation: { [self] text in
                text.append("every call of " + matchers.member.callPrefix(mockName: mockName))
                matchers.writeWantedCall(into: &text)
                text.append(" held here to be resumed")
            },
            finding: { text in
                text.append(
                    unresumed.count == 1
                        ? "one was still held when holdingCalls ended:"
                        : "\(unresumed.count) were still held when holdingCalls ended:")
                for (index, held) in unresumed.enumerated() {
                    text.append("\n  \(index + 1). ")
                    held.call.write(into: &text)
                    text.append(
                        held.canThrow
                            ? ", cancelled" : ", given the answer it would have had")
                }
            }, site: site)
    }
}

/// One call a gate holds: its arguments, and how to let it go on.
///
/// ```swift
/// let call = try await gate.nextCall()
/// #expect(call.arguments == 7)
/// call.resume(returning: User(id: 7))
/// ```
public final class HeldCall<each Argument, Output, Failure: Error>: Sendable {
    private let packedArguments: UncheckedSendable<(repeat each Argument)>
    let call: RecordedCall
    /// Whether the member can throw a `CancellationError`, which ends the call when it is let go.
    let canThrow: Bool
    /// When the gate began holding it.
    let arrival: ContinuousClock.Instant
    private let state = Locked(State())

    private struct State: @unchecked Sendable {
        var resumption: HeldCallResumption?
        var waiting: CheckedContinuation<HeldCallResumption, Never>?
        /// Where the test resumed it.
        var resumedAt: CallSite?
    }

    init(
        arguments: UncheckedSendable<(repeat each Argument)>, call: RecordedCall, canThrow: Bool,
        arrival: ContinuousClock.Instant
    ) {
        packedArguments = arguments
        self.call = call
        self.canThrow = canThrow
        self.arrival = arrival
    }

    /// The call's arguments: the value for a member of one argument, a tuple for several.
    ///
    /// ```swift
    /// let (query, page) = call.arguments
    /// ```
    public var arguments: (repeat each Argument) { packedArguments.value }

    /// Lets the call return `value`.
    ///
    /// ```swift
    /// call.resume(returning: [.apple])
    /// ```
    public func resume(
        returning value: Output, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let value = UncheckedSendable(value: value)
        resume(
            with: .value(value.value),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Lets the call throw `error`.
    ///
    /// ```swift
    /// call.resume(throwing: NetworkError.offline)
    /// ```
    public func resume(
        throwing error: Failure, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        resume(
            with: .error(error),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Lets the call have the answer it would have had without the gate: the newest older stub
    /// that accepts it, else what the mock does with an unstubbed call.
    ///
    /// ```swift
    /// given(catalog).products().willReturn([.apple])
    /// try await given(catalog).products().holdingCalls { gate in
    ///     try await gate.nextCall().resume()  // returns [.apple]
    /// }
    /// ```
    public func resume(
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        resume(
            with: .usualAnswer,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func resume(with resumption: HeldCallResumption, at site: CallSite) {
        let outcome: ResumeOutcome = state.withLock { state in
            if let earlier = state.resumedAt { return .again(earlier) }
            // Ended by its scope or its caller's cancellation: the caller no longer waits.
            if state.resumption != nil { return .over }
            state.resumedAt = site
            state.resumption = resumption
            defer { state.waiting = nil }
            return .resumed(state.waiting)
        }
        switch outcome {
        case .resumed(let waiting): waiting?.resume(returning: resumption)
        case .over: break
        case .again(let earlier):
            RuntimeFailures.report(
                expectation: { [call] text in
                    text.append("the held call ")
                    call.write(into: &text)
                    text.append(" to be resumed once")
                },
                finding: { text in
                    text.append(
                        "it was already resumed at \(earlier.fileID):\(earlier.line); "
                            + "this second resume is ignored")
                }, site: site)
        }
    }

    /// Waits until the call is resumed; a cancellation of the caller's task ends it.
    func resumption() async -> HeldCallResumption {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: HeldCallResumption? = state.withLock { state in
                    if let resumption = state.resumption { return resumption }
                    state.waiting = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            _ = end()
        }
    }

    /// Whether it was resumed or ended.
    var isOver: Bool { state.withLock { $0.resumption != nil } }

    /// Ends the call unless it was resumed already: `true` when it was still held.
    func end() -> Bool {
        let waiting: CheckedContinuation<HeldCallResumption, Never>?? = state.withLock { state in
            guard state.resumption == nil else { return .none }
            state.resumption = .ended
            defer { state.waiting = nil }
            return .some(state.waiting)
        }
        guard let waiting else { return false }
        waiting?.resume(returning: .ended)
        return true
    }
}

/// How a held call goes on.
enum HeldCallResumption: @unchecked Sendable {
    case value(Any)
    case error(any Error)
    case usualAnswer
    /// Its gate's scope ended, or its caller was cancelled.
    case ended
}

/// What a `resume` found.
private enum ResumeOutcome {
    case resumed(CheckedContinuation<HeldCallResumption, Never>?)
    /// Resumed before, there.
    case again(CallSite)
    /// Ended by its scope or its caller's cancellation.
    case over
}

/// Thrown by ``CallGate/nextCall(timeout:clock:isolation:fileID:file:line:column:)`` when no
/// call came, under XCTest and outside tests; the test has already been failed with a message
/// that says so. (Under Swift Testing it throws the runner's own error for a failure already
/// recorded, which it does not record a second time.)
public struct HeldCallMissing: Error, Sendable, CustomNSError {
    /// Tells XCTest that the failure was already recorded (XCTest on Linux does not read it).
    public var errorUserInfo: [String: Any] { ["XCTestErrorUserInfoKeyShouldIgnore": true] }
}
