import Muster

/// Waits until the verifications in `verifications` hold, checking them again every poll
/// interval, and fails at the deadline with what the last check found.
///
/// For calls that asynchronous code makes later, from a task, another thread or a queue. The
/// block passes at the first check in which every verification in it holds; until then the
/// failures stay quiet. At the deadline each verification that still fails is reported once, at
/// its own line, with the message the synchronous `verify` gives, saying what was awaited and
/// for how long:
///
/// ```swift
/// await eventually { verify(navigator).push(instanceOf(FileContentsViewController.self), true) }
/// ```
///
/// `Expected eventually NavigatorMock.push(an instance of FileContentsViewController, animated: true) to be called once, but after 1.0 s (101 checks) there were zero interactions with this mock`
///
/// When the mock's calls changed while the block was checked, the message ends with when they
/// arrived: `seen: 0 calls at 0.0 s, 1 call at 0.2 s`.
///
/// The polling is `toEventually`'s: a deadline on `clock`, a first check at once and a last one
/// at the deadline, and the defaults of `PollingDefaults.current`. Counts that no call at all
/// already meets — `never()`, `times(0)`, `atMost(_:)` — and `verifyNoInteractions` would pass at
/// the first check, so they fail at once instead; verify them after the work is done. Argument
/// captors keep their values, verified calls count as verified for
/// `verifyNoMoreInteractions`, and an enclosing `verifyInOrder` moves on, only once the block
/// holds. Other Muster assertions in the block wait with it, and are reported as they are, after
/// `Eventually, after 1.0 s (101 checks): `.
///
/// - Parameters:
///   - timeout: How long to wait; `PollingDefaults.current`'s timeout (1 s) unless given.
///   - pollInterval: How long between checks; `PollingDefaults.current`'s (10 ms) unless given.
///   - clock: What measures the deadline and the pauses; a `ContinuousClock` unless given.
///   - isolation: The actor the block runs on; leave the default, the caller's.
///   - fileID: Where a failure of the block as a whole is reported; leave the default.
///   - filePath: Where a failure of the block as a whole is reported; leave the default.
///   - line: Where a failure of the block as a whole is reported; leave the default.
///   - column: Where a failure of the block as a whole is reported; leave the default.
///   - verifications: The verifications to wait for, run once per check.
public func eventually(
    timeout: Duration? = nil, pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ verifications: @escaping () -> Void
) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let order = InOrderVerification.current
    // Each check runs on this actor, where the block was given: see PollExpression.
    nonisolated(unsafe) let verifications = verifications
    let expression = PollExpression<EventualCheck>(isolation: isolation) { _ in
        let check = EventualCheck(order: order?.fork())
        check.run(verifications)
        return check
    }
    let held = HeldCheck()
    // How many calls each mock the block verifies had received, check by check, for the `seen:`
    // line; locked because a check the poll abandoned may still be judged while it is written.
    let seenCalls = Locked(CallsSeen())
    let run = await runPoll(
        expression, timeout: timeout, pollInterval: pollInterval, clock: clock
    ) { check, seenAt in
        seenCalls.withLock { $0.record(check.observedCalls, at: seenAt) }
        let verdict = check.verdict
        if verdict == .satisfied { held.check = check }
        return (verdict, check)
    }
    let seen = { (checks: Int) in
        let calls = seenCalls.withLock { $0 }
        return { (recorder: ObjectIdentifier, text: inout Description) in
            calls.write(recorder, into: &text, throughCheck: checks)
        }
    }
    let block = { (finding: String) in
        Failure.compose(
            prefix: "eventually ",
            expectation: { $0.append("the verifications in the block to hold") },
            finding: { $0.append(finding) }, site: site)
    }
    switch run {
    case .unusableTiming(let problem):
        reportFailure(block(problem))
    case .ended(.satisfied, _):
        held.check?.commit(into: order)
    case .ended(.violated(let check, _, _), _):
        check.reportRejections()
    case .ended(.windowEnded(let last, let checks), let timing):
        // On a test clock the seconds are virtual, which the message says.
        let virtual = timing.testClockNote == nil ? "" : " of virtual time"
        let after = "after \(secondsText(timing.timeout))\(virtual) (\(checksText(checks)))"
        last.report(
            lead: after + " ", otherLead: "Eventually, \(after): ",
            note: timing.testClockNote.map { "\n" + $0 } ?? "", seen: seen(checks))
    case .ended(.didNotReturn, let timing):
        reportFailure(block("they did not return within \(secondsText(timing.timeout))"))
    case .ended(.cancelled(let last?, let checks, let elapsed), _):
        let cancelled =
            "polling was cancelled after \(elapsedText(elapsed)) (\(checksText(checks))); last check: "
        last.report(lead: cancelled, otherLead: "Eventually, \(cancelled)", seen: seen(checks))
    case .ended(.cancelled(nil, _, let elapsed), _):
        reportFailure(block("polling was cancelled after \(elapsedText(elapsed)) (0 checks)"))
    }
}

/// How many calls each mock that an `eventually` block verifies had received, check by check:
/// the story of a block that never held, `seen: 0 calls at 0.0 s, 1 call at 0.3 s`.
struct CallsSeen {
    private var histories: [ObjectIdentifier: PollHistory<Int>] = [:]
    private var checks = 0

    /// Records the call counts one check saw, `seenAt` after the start of the poll.
    mutating func record(_ counts: [(ObjectIdentifier, Int)], at seenAt: Duration) {
        checks += 1
        for (recorder, count) in counts {
            histories[recorder, default: PollHistory()].record(
                count, at: seenAt, check: checks, isSame: ==)
        }
    }

    /// Writes the `seen:` line of the mock `recorder` identifies, for the checks up to number
    /// `lastCheck`, when its calls changed while the block was checked.
    func write(
        _ recorder: ObjectIdentifier, into text: inout Description, throughCheck lastCheck: Int
    ) {
        histories[recorder]?.write(into: &text, throughCheck: lastCheck) { count in
            count == 1 ? "1 call" : "\(count) calls"
        }
    }
}

/// The check that held, handed from the poll's judge to `eventually` once the poll is over.
private final class HeldCheck {
    var check: EventualCheck?
}

/// One check of an `eventually` block: it runs the block with the verifications in it keeping
/// their failures and their effects here instead of reporting and applying them.
///
/// A check that fails must leave no trace, since the next check runs the same verifications
/// again: captors would keep an argument twice, a call would count as verified although the
/// block never held, and an in-order verification would move past the call that the next
/// check looks for. So the check holds all of that, on an in-order copy of its own, and only
/// the check that holds applies it.
final class EventualCheck: @unchecked Sendable {
    /// What a failing check found, in the order it was found.
    private enum Finding {
        /// A verification's failure, and the mock whose calls it looked at.
        case verification(VerificationFailure, recorder: ObjectIdentifier?)
        /// A failure of another assertion in the block, such as `assertThat`.
        case other(Failure)
    }

    private struct State {
        var findings: [Finding] = []
        var rejections: [VerificationFailure] = []
        var verified: [ObjectIdentifier: (recorder: CallRecorder, sequences: Set<UInt64>)] = [:]
        var effects: [() -> Void] = []
        var observedCalls: [(ObjectIdentifier, Int)] = []
    }

    // Unchecked because the closures held are run only by the task that runs the block, or by
    // `eventually` once the poll is over; the lock keeps a failure reported from another
    // thread during the check from tearing the state.
    private let state = Locked(State())
    private let order: InOrderVerification?

    @TaskLocal static var current: EventualCheck?

    /// Why a count that no call at all meets cannot be awaited, after "but".
    static let rejection =
        "that holds before any call is made, so eventually would pass at once; "
        + "verify it without eventually, after the work is done"

    init(order: InOrderVerification?) { self.order = order }

    /// Runs the block, with its verifications and other assertions reporting to this check.
    func run(_ verifications: () -> Void) {
        let reporter = FailureReporter { [self] failure in
            state.withLock { $0.findings.append(.other(failure)) }
        }
        withFailureReporter(reporter) {
            Self.$current.withValue(self) {
                if let order {
                    InOrderVerification.$current.withValue(order, operation: verifications)
                } else {
                    verifications()
                }
            }
        }
    }

    /// Satisfied when nothing failed; violated when a verification cannot be awaited; pending
    /// otherwise.
    var verdict: CheckVerdict {
        state.withLock { state in
            if !state.rejections.isEmpty { return .violated }
            return state.findings.isEmpty ? .satisfied : .pending
        }
    }

    /// Keeps a verification's failure; `recorder` is the mock whose calls it looked at.
    func record(_ failure: VerificationFailure, recorder: CallRecorder? = nil) {
        let recorder = recorder.map(ObjectIdentifier.init)
        state.withLock { $0.findings.append(.verification(failure, recorder: recorder)) }
    }

    /// Notes how many calls a mock the block verifies had received in this check.
    func observe(_ calls: Int, of recorder: CallRecorder) {
        let recorder = ObjectIdentifier(recorder)
        state.withLock { state in
            if let index = state.observedCalls.firstIndex(where: { $0.0 == recorder }) {
                state.observedCalls[index].1 = calls
            } else {
                state.observedCalls.append((recorder, calls))
            }
        }
    }

    /// How many calls each mock the block verifies had received in this check.
    var observedCalls: [(ObjectIdentifier, Int)] { state.withLock { $0.observedCalls } }

    func reject(_ failure: VerificationFailure) {
        state.withLock { $0.rejections.append(failure) }
    }

    /// Holds the calls a verification matched until the block holds.
    func markVerified(_ sequences: Set<UInt64>, in recorder: CallRecorder) {
        guard !sequences.isEmpty else { return }
        state.withLock { state in
            state.verified[ObjectIdentifier(recorder), default: (recorder, [])].sequences
                .formUnion(sequences)
        }
    }

    /// The calls of `recorder` this check has verified so far, which `verifyNoMoreInteractions`
    /// in the same block counts as verified.
    func verified(in recorder: CallRecorder) -> Set<UInt64> {
        state.withLock { $0.verified[ObjectIdentifier(recorder)]?.sequences ?? [] }
    }

    /// Holds what captors would keep until the block holds.
    func afterward(_ effects: [() -> Void]) {
        guard !effects.isEmpty else { return }
        state.withLock { $0.effects += effects }
    }

    /// Applies what the check held: called once, for the check that held.
    func commit(into outer: InOrderVerification?) {
        let (verified, effects) = state.withLock { ($0.verified, $0.effects) }
        for entry in verified.values {
            entry.recorder.markVerified(ascending: entry.sequences.sorted())
        }
        for effect in effects { effect() }
        if let outer, let order { outer.adopt(order) }
    }

    func reportRejections() {
        let rejections = state.withLock { $0.rejections }
        for rejection in rejections {
            reportFailure(rejection.failure(prefix: "eventually "))
        }
    }

    /// Reports what this check found, saying when: a verification's finding after `lead`
    /// (`after 1.0 s (101 checks) `), followed by what `seen` writes of its mock's calls while
    /// the block was checked; another assertion's message after `otherLead`.
    func report(
        lead: String, otherLead: String, note: String = "",
        seen: @escaping (ObjectIdentifier, inout Description) -> Void
    ) {
        let findings = state.withLock { $0.findings }
        for finding in findings {
            switch finding {
            case .verification(let failure, let recorder):
                let after: ((inout Description) -> Void)? =
                    recorder.map { recorder in
                        { text in
                            seen(recorder, &text)
                            text.append(note)
                        }
                    } ?? (note.isEmpty ? nil : { $0.append(note) })
                reportFailure(failure.failure(prefix: "eventually ", lead: lead, after: after))
            case .other(let failure):
                reportFailure(failure.restated(lead: otherLead, note: note))
            }
        }
    }
}

extension EventualCheck: VerificationScope {
    /// Inside `eventually` the poll is the one assertion, and a count that zero calls meet
    /// cannot be waited for.
    var countsAssertions: Bool { false }
    var rejectsCountsOfZero: Bool { true }

    func refuse(_ failure: VerificationFailure) { reject(failure) }

    func settle(_ captures: PendingCaptures) { afterward(captures.takeKept()) }

    func markVerified(_ sequences: [UInt64], in recorder: CallRecorder) {
        markVerified(Set(sequences), in: recorder)
    }

    func report(_ failure: VerificationFailure, of recorder: CallRecorder) {
        record(failure, recorder: recorder)
    }
}
