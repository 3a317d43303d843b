import Muster

/// Starts verifying that `mock` received a call: name the member and a matcher or plain value
/// for each argument. A failure is reported here, at the `verify` line.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// verify(navigator, never()).push(instanceOf(SettingsViewController.self), anything())
/// verify(repository, outcome: .threw(NotFound.self)).fetch(id: 3)
/// ```
///
/// - Parameters:
///   - mock: The mock that should have received the call.
///   - count: How many matching calls are wanted; one by default.
///   - outcome: How the calls counted must have ended, returned or threw; any way when `nil`.
///   - fileID: Where a failure is reported; leave the default, the caller's file.
///   - filePath: Where a failure is reported; leave the default, the caller's file.
///   - line: Where a failure is reported; leave the default, the caller's line.
///   - column: Where a failure is reported; leave the default, the caller's column.
public func verify<Target: Mock>(
    _ mock: Target, _ count: CallCount = times(1), outcome: CallOutcome? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Target.Verifier {
    let counted = CountedVerification(
        recorder: mock.musterRecorder, mockName: mock.mockName, count: count, outcome: outcome,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Target.Verifier(target: mock, verification: Verification(checker: counted))
}

/// One `verify(mock, count)` as the test side runs it: the count wanted, where to report, and
/// the check of the recorded calls behind ``Verification``.
struct CountedVerification: CallChecking {
    let recorder: CallRecorder
    let mockName: String
    let count: CallCount
    var outcome: CallOutcome? = nil
    let site: CallSite

    func check(_ wanted: ArgumentMatchers) {
        // Inside `eventually`, what a verification finds stays with that check until the
        // block holds as a whole (see EventualCheck); elsewhere it counts at once.
        let scope: any VerificationScope = EventualCheck.current ?? ImmediateVerification()
        if scope.countsAssertions { countAssertionOfAnotherModule() }
        let order = InOrderVerification.current
        if scope.rejectsCountsOfZero, count.accepts(0) {
            return scope.refuse(
                VerificationFailure(site: site, expectation: expectation(wanted, order)) {
                    $0.append(EventualCheck.rejection)
                })
        }
        let calls = recorder.recordedCalls()
        scope.observe(calls.count, of: recorder)
        let survey = self.survey(calls, wanted, after: order?.position ?? 0, in: scope)
        // In order, a count with a least number takes the first calls that make it up, as
        // Mockito's inOrder does, so that the same call verified twice in a block takes one
        // call each time (connect, sleep, connect).
        let taken: Int
        switch (order, count.bound) {
        case (nil, _), (_, .atMost): taken = survey.matchingSequences.count
        // A range takes as many as it allows: the calls beyond belong to what comes after.
        case (_, .upTo(let upper)): taken = min(survey.matchingSequences.count, upper)
        default:
            taken =
                count.count > 0
                ? min(survey.matchingSequences.count, count.count) : survey.matchingSequences.count
        }
        guard count.accepts(taken) else {
            return scope.report(failure(wanted, survey, calls, order), of: recorder)
        }
        scope.markVerified(Array(survey.matchingSequences.prefix(taken)), in: recorder)
        order?.advance(
            past: Array(survey.matchingSequences.prefix(taken)), wanted: wantedCall(wanted),
            in: self)
    }

    /// One pass over the calls: those that match after `position` (the in-order block's
    /// place), those that matched before it, and the closest of the rest; the captures of the
    /// matching calls settled by `scope`.
    private func survey(
        _ calls: CallLog, _ wanted: ArgumentMatchers, after position: UInt64,
        in scope: any VerificationScope
    ) -> Survey {
        var survey = Survey()
        // Read only when the verification asks how calls ended.
        let thrown = outcome == nil ? [:] : recorder.thrownErrors()
        PendingCaptures.collecting { captures in
            wanted.evaluate(calls, capturing: captures) { index, sequence, mismatches in
                // `count`, not `isEmpty`: an array's `isEmpty` is a generic default, a chain of
                // witness calls per recorded call in an unoptimized build.
                if mismatches.count == 0, let outcome, !outcome.accepts(thrown[sequence]) {
                    survey.endedOtherwise.append((calls[index], thrown[sequence]))
                } else if mismatches.count == 0 {
                    if sequence > position {
                        survey.matchingIndices.append(index)
                        survey.matchingSequences.append(sequence)
                        captures.keepCurrent()
                    } else {
                        survey.matchingBefore.append(calls[index])
                    }
                } else if mismatches.count < survey.closest?.mismatches.count ?? .max {
                    survey.closest = (calls[index], mismatches)
                }
            }
            scope.settle(captures)
        }
        return survey
    }

    /// What one pass over the calls found.
    private struct Survey {
        /// The numbers of the matching calls, and where each is among the calls.
        var matchingSequences: [UInt64] = []
        var matchingIndices: [Int] = []
        /// Matching calls before the previous in-order verification's call.
        var matchingBefore: [RecordedCall] = []
        var closest: (call: RecordedCall, mismatches: [ArgumentMismatch])?
        /// Calls with the wanted arguments that did not end as wanted, with the error each
        /// threw.
        var endedOtherwise: [(call: RecordedCall, error: (any Error)?)] = []
    }

    /// `NavigatorMock.push(an instance of FileContentsViewController, animated: true)`.
    private func wantedCall(_ wanted: ArgumentMatchers) -> String {
        var text = Description(wanted.member.callPrefix(mockName: mockName))
        wanted.writeWantedCall(into: &text)
        return text.text
    }

    /// `NavigatorMock.push(anything, animated: true) to be called once`, and after which call
    /// when in order.
    private func expectation(
        _ wanted: ArgumentMatchers, _ order: InOrderVerification?
    ) -> VerificationFailure.Writer {
        let previous = order?.previousWanted
        return { text in
            text.append("\(wantedCall(wanted)) \(count.expectation)")
            if let outcome {
                text.append(", ")
                outcome.describe(&text)
            }
            if let previous { text.append(" after \(previous)") }
        }
    }

    private func failure(
        _ wanted: ArgumentMatchers, _ survey: Survey, _ calls: CallLog,
        _ order: InOrderVerification?
    ) -> VerificationFailure {
        let expectation = expectation(wanted, order)
        let afterPrevious = order?.previousWanted != nil
        let matchingSequences = Set(survey.matchingSequences)
        let matching = calls.filter { matchingSequences.contains($0.sequence) }
        if !matching.isEmpty || !survey.endedOtherwise.isEmpty {
            let thrown = outcome == nil ? [:] : recorder.thrownErrors()
            return VerificationFailure(site: site, expectation: expectation) { text in
                guard outcome != nil else {
                    text.append("it was called \(timesPhrase(matching.count))")
                    if afterPrevious { text.append(" after it") }
                    text.append(":")
                    return appendNumbered(matching, to: &text)
                }
                // The calls with the wanted arguments, each with how it ended.
                let listed = (matching.map { ($0, thrown[$0.sequence]) } + survey.endedOtherwise)
                    .sorted { $0.0.sequence < $1.0.sequence }
                let total = listed.count
                switch (matching.count, total) {
                case (0, 1): text.append("its one call with those arguments did not:")
                case (0, _): text.append("none of its \(total) calls with those arguments did:")
                default:
                    text.append(
                        "\(matching.count) of its \(total) \(total == 1 ? "call" : "calls") with "
                            + "those arguments did:")
                }
                for (index, (call, error)) in listed.enumerated() {
                    text.append("\n  \(index + 1). ")
                    call.write(into: &text)
                    text.append(outcomePhrase(error))
                }
            }
        }
        if let order, !survey.matchingBefore.isEmpty {
            // Taken now, so that the message lists the calls this check saw.
            let inOrder = order.callsInOrder(including: self)
            let number = { (sequence: UInt64) in
                inOrder.firstIndex { $0.call.sequence == sequence }.map { $0 + 1 }
            }
            let earlier = survey.matchingBefore.compactMap { number($0.sequence) }
            // Numbered in the list below, so that a call made again reads as which one came where.
            if let previous = number(order.position), earlier.count == survey.matchingBefore.count {
                let numbered: VerificationFailure.Writer = { text in
                    expectation(&text)
                    text.append(" (call \(previous) below)")
                }
                return VerificationFailure(site: site, expectation: numbered) { text in
                    text.append("none came after call \(previous): it was ")
                    text.append(
                        earlier.count == 1
                            ? "call \(earlier[0])"
                            : "calls " + listed(earlier.map(String.init)))
                    text.append("\nthe calls in order were:")
                    appendNumbered(inOrder, to: &text)
                }
            }
            return VerificationFailure(site: site, expectation: expectation) { text in
                text.append("it was called only before it:")
                appendNumbered(survey.matchingBefore, to: &text)
                text.append("\nthe calls in order were:")
                appendNumbered(inOrder, to: &text)
            }
        }
        return VerificationFailure(site: site, expectation: expectation) { text in
            appendUnmatched(calls, closest: survey.closest, wanted: wanted, to: &text)
        }
    }

    var recorderIdentity: ObjectIdentifier { ObjectIdentifier(recorder) }
}

/// What the calls were when none matched `wanted`: `no call matched; the closest was …` with
/// its arguments' mismatches and the other calls, or that there were none.
func appendUnmatched(
    _ calls: CallLog, closest: (call: RecordedCall, mismatches: [ArgumentMismatch])?,
    wanted: ArgumentMatchers, to text: inout Description
) {
    if calls.isEmpty {
        text.append("there were zero interactions with this mock")
    } else if let closest {
        // The closest call is shown once: the list of the others keeps each call's number, so
        // that the order of all of them can still be read.
        let closestIndex = calls.firstIndex { $0.sequence == closest.call.sequence }
        if calls.count > 1, let closestIndex {
            text.append("no call matched; the closest was call \(closestIndex + 1):\n  ")
        } else {
            text.append("no call matched; the closest was:\n  ")
        }
        closest.call.write(into: &text)
        let soleArgument = wanted.member.argumentCount == 1 && closest.mismatches.count == 1
        for argument in closest.mismatches {
            var mismatch = Description()
            mismatch.appendMismatch(of: argument.result)
            // The call of one argument shows it already: `was 7` under `user(id: 7)` says it twice.
            if soleArgument, showsOnlyTheArgument(mismatch.text, of: closest.call) { continue }
            text.append("\n    \(wanted.member.shape.argumentName(at: argument.index)): ")
            text.append(mismatch, indentingLinesBy: 4)
        }
        if calls.count > 1 {
            text.append(
                calls.count == 2
                    ? "\nthe other call received was:" : "\nthe other calls received were:")
            appendNumbered(calls, to: &text, skipping: closestIndex)
        }
    } else {
        text.append("it was not called; the calls received were:")
        appendNumbered(calls, to: &text)
    }
}

/// `1 and 3`, `1, 3 and 4`; `or`: `before or after`.
func listed(_ items: [String], or: Bool = false) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
}

/// Whether `mismatch` is only `was <value>` with the value as `call` is written with it.
private func showsOnlyTheArgument(_ mismatch: String, of call: RecordedCall) -> Bool {
    guard mismatch.hasPrefix("was ") else { return false }
    var written = Description()
    call.write(into: &written)
    let value = mismatch.dropFirst(4)
    return written.text.hasSuffix(value + ")") || written.text.hasSuffix(" = " + value)
}

/// One pass over calls that no verification surveyed: those that match `wanted`, and the
/// closest of the rest; the captures of the matching calls are dropped.
func matchingAndClosest(_ calls: CallLog, to wanted: ArgumentMatchers) -> (
    matching: [RecordedCall], closest: (call: RecordedCall, mismatches: [ArgumentMismatch])?
) {
    var matching: [RecordedCall] = []
    var closest: (call: RecordedCall, mismatches: [ArgumentMismatch])?
    PendingCaptures.collecting { captures in
        wanted.evaluate(calls, capturing: captures) { index, _, mismatches in
            if mismatches.count == 0 {
                matching.append(calls[index])
            } else if mismatches.count < closest?.mismatches.count ?? .max {
                closest = (calls[index], mismatches)
            }
        }
    }
    return (matching, closest)
}

/// Appends each call on its own numbered line, `\n  1. push(…)`, leaving out the one at
/// `skipped`.
func appendNumbered(
    _ calls: some Collection<RecordedCall>, to text: inout Description, skipping skipped: Int? = nil
) {
    for (index, call) in calls.enumerated() where index != skipped {
        text.append("\n  \(index + 1). ")
        call.write(into: &text)
    }
}

/// Where a verification's findings and effects go: to the test at once, or to an `eventually`
/// check, which holds them until its block holds as a whole.
protocol VerificationScope {
    /// Whether each verification counts as an assertion of its own.
    var countsAssertions: Bool { get }
    /// Whether a count that zero calls meet is refused (see ``refuse(_:)``).
    var rejectsCountsOfZero: Bool { get }
    /// Reports a verification refused before it looked at the calls.
    func refuse(_ failure: VerificationFailure)
    /// Sees how many calls the mock had when it was checked.
    func observe(_ calls: Int, of recorder: CallRecorder)
    /// Keeps or applies the captures of the calls that matched.
    func settle(_ captures: PendingCaptures)
    /// Marks the calls a verification took as verified.
    func markVerified(_ sequences: [UInt64], in recorder: CallRecorder)
    /// Reports a verification that did not hold.
    func report(_ failure: VerificationFailure, of recorder: CallRecorder)
}

/// A verification outside `eventually`: it counts, reports and applies at once.
struct ImmediateVerification: VerificationScope {
    var countsAssertions: Bool { true }
    var rejectsCountsOfZero: Bool { false }
    func refuse(_ failure: VerificationFailure) { reportFailure(failure.failure()) }
    func observe(_ calls: Int, of recorder: CallRecorder) {}
    func settle(_ captures: PendingCaptures) { captures.commit() }
    func markVerified(_ sequences: [UInt64], in recorder: CallRecorder) {
        recorder.markVerified(ascending: sequences)
    }
    func report(_ failure: VerificationFailure, of recorder: CallRecorder) {
        reportFailure(failure.failure())
    }
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

    /// `Expected <prefix><expectation>, but <lead><finding>`, and what `after` adds.
    func failure(prefix: String = "", lead: String = "", after: Writer? = nil) -> Failure {
        Failure.compose(
            prefix: prefix, expectation: expectation,
            finding: { text in
                text.append(lead)
                finding(&text)
                after?(&text)
            }, site: site)
    }
}
