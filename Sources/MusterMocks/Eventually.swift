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
    let run = await runPoll(
        expression, timeout: timeout, pollInterval: pollInterval, clock: clock
    ) { check in
        let verdict = check.verdict
        if verdict == .satisfied { held.check = check }
        return (verdict, check)
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
        let after = "after \(secondsText(timing.timeout)) (\(checksText(checks)))"
        last.report(lead: after + " ", otherLead: "Eventually, \(after): ")
    case .ended(.didNotReturn, let timing):
        reportFailure(block("they did not return within \(secondsText(timing.timeout))"))
    case .ended(.cancelled(let last?, let checks, let elapsed), _):
        let cancelled =
            "polling was cancelled after \(elapsedText(elapsed)) (\(checksText(checks))); last check: "
        last.report(lead: cancelled, otherLead: "Eventually, \(cancelled)")
    case .ended(.cancelled(nil, _, let elapsed), _):
        reportFailure(block("polling was cancelled after \(elapsedText(elapsed)) (0 checks)"))
    }
}

/// The check that held, handed from the poll's judge to `eventually` once the poll is over.
private final class HeldCheck {
    var check: EventualCheck?
}

/// A verification that did not hold: what it expected and what it found, kept apart so that
/// `eventually` can put its own words in each: `Expected eventually <expectation>, but after
/// 1.0 s (101 checks) <finding>`.
struct VerificationFailure {
    /// Writes part of a message, when it is needed.
    typealias Writer = FailureWriter

    let site: CallSite
    /// `NavigatorMock.push(anything, animated: true) to be called once`.
    let expectation: Writer
    /// `there were zero interactions with this mock`.
    let finding: Writer

    /// `Expected <prefix><expectation>, but <lead><finding>`.
    func failure(prefix: String = "", lead: String = "") -> Failure {
        Failure.compose(
            prefix: prefix, expectation: expectation,
            finding: { text in
                text.append(lead)
                finding(&text)
            }, site: site)
    }
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
        case verification(VerificationFailure)
        /// A failure of another assertion in the block, such as `assertThat`.
        case other(Failure)
    }

    private struct State {
        var findings: [Finding] = []
        var rejections: [VerificationFailure] = []
        var verified: [ObjectIdentifier: (recorder: CallRecorder, sequences: Set<UInt64>)] = [:]
        var effects: [() -> Void] = []
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

    func record(_ failure: VerificationFailure) {
        state.withLock { $0.findings.append(.verification(failure)) }
    }

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
    /// (`after 1.0 s (101 checks) `), another assertion's message after `otherLead`.
    func report(lead: String, otherLead: String) {
        let findings = state.withLock { $0.findings }
        for finding in findings {
            switch finding {
            case .verification(let failure):
                reportFailure(failure.failure(prefix: "eventually ", lead: lead))
            case .other(let failure):
                reportFailure(failure.restated(lead: otherLead))
            }
        }
    }
}
