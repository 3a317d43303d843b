import Muster

/// Starts verifying that `mock` received a call: name the member and a matcher or plain value
/// for each argument. A failure is reported here, at the `verify` line.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// verify(navigator, never()).push(instanceOf(SettingsViewController.self), anything())
/// ```
///
/// - Parameters:
///   - mock: The mock that should have received the call.
///   - count: How many matching calls are wanted; one by default.
///   - fileID: Where a failure is reported; leave the default, the caller's file.
///   - filePath: Where a failure is reported; leave the default, the caller's file.
///   - line: Where a failure is reported; leave the default, the caller's line.
///   - column: Where a failure is reported; leave the default, the caller's column.
public func verify<Target: Mock>(
    _ mock: Target, _ count: CallCount = times(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Target.Verifier {
    let verification = Verification(
        recorder: mock.recorder, mockName: mock.mockName, count: count,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Target.Verifier(target: mock, verification: verification)
}

/// One `verify(mock, count)`: what it checks and where to report. Verifiers (generated or your
/// own) check each member with ``verify(_:_:)``.
///
/// ```swift
/// verification.verify(Member<Int, User>("fetch(id:)"), equalTo(3))
/// ```
public struct Verification: Sendable {
    let recorder: CallRecorder
    let mockName: String
    let count: CallCount
    let site: CallSite

    /// Checks that the mock received the wanted number of calls of `member` whose arguments
    /// satisfy `matchers`, and reports a failure that explains what it received if not.
    ///
    /// ```swift
    /// verification.verify(push, instanceOf(FileContentsViewController.self), equalTo(true))
    /// ```
    public func verify<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ matchers: repeat Matcher<each Argument>
    ) {
        check(ArgumentMatchers(member, repeat each matchers))
    }

    private func check(_ wanted: ArgumentMatchers) {
        let calls = recorder.snapshot().calls
        let order = InOrderVerification.current
        let position = order?.position ?? 0
        var survey = Survey()
        PendingCaptures.collecting { captures in
            for call in calls {
                guard let results = wanted.evaluate(call, capturing: captures) else { continue }
                survey.memberCallCount += 1
                let mismatches = results.count { !$0.isMatch }
                if mismatches == 0 {
                    if call.sequence > position {
                        survey.matching.append(call)
                        captures.keepCurrent()
                    } else {
                        survey.matchingBefore.append(call)
                    }
                } else if mismatches < survey.closest?.mismatches ?? .max {
                    survey.closest = (call, results, mismatches)
                }
            }
            captures.commit()
        }
        if count.accepts(survey.matching.count) {
            recorder.markVerified(Set(survey.matching.map(\.sequence)))
            order?.advance(past: survey.matching.last, wanted: wantedCall(wanted), in: self)
            return
        }
        let message = failureMessage(wanted, survey, calls, order)
        reportFailure(Failure(message: message, site: site))
    }

    /// What one pass over the calls found.
    private struct Survey {
        var memberCallCount = 0
        var matching: [RecordedCall] = []
        /// Matching calls before the previous in-order verification's call.
        var matchingBefore: [RecordedCall] = []
        var closest: (call: RecordedCall, results: [MatchResult], mismatches: Int)?
    }

    /// `NavigatorMock.push(an instance of FileContentsViewController, animated: true)`.
    private func wantedCall(_ wanted: ArgumentMatchers) -> String {
        var text = Description("\(mockName).")
        wanted.writeWantedCall(into: &text)
        return text.text
    }

    private func failureMessage(
        _ wanted: ArgumentMatchers, _ survey: Survey, _ calls: [RecordedCall],
        _ order: InOrderVerification?
    ) -> String {
        var text = Description("Expected \(wantedCall(wanted)) \(count.expectation)")
        let previous = order?.previousWanted
        if let previous { text.append(" after \(previous)") }
        text.append(", but ")
        if !survey.matching.isEmpty {
            text.append("it was called \(timesPhrase(survey.matching.count))")
            if previous != nil { text.append(" after it") }
            text.append(":")
            appendNumbered(survey.matching, to: &text)
        } else if let order, !survey.matchingBefore.isEmpty {
            text.append("it was called only before it:")
            appendNumbered(survey.matchingBefore, to: &text)
            text.append("\nthe calls in order were:")
            order.appendCallsInOrder(including: self, to: &text)
        } else if calls.isEmpty {
            text.append("there were zero interactions with this mock")
        } else if let closest = survey.closest {
            text.append("no call matched; the closest was:\n  ")
            closest.call.writeWithSite(into: &text)
            for (index, result) in closest.results.enumerated() where !result.isMatch {
                text.append("\n    \(wanted.member.shape.argumentName(at: index)): ")
                text.appendMismatch(of: result)
            }
            if calls.count > 1 {
                text.append("\nthe calls received were:")
                appendNumbered(calls, to: &text)
            }
        } else {
            text.append("it was not called; the calls received were:")
            appendNumbered(calls, to: &text)
        }
        return text.text
    }

    var recorderIdentity: ObjectIdentifier { ObjectIdentifier(recorder) }
}

/// Appends each call on its own numbered line: `\n  1. push(…) at File.swift:12:9`.
func appendNumbered(
    _ calls: [RecordedCall], prefix: (RecordedCall) -> String = { _ in "" },
    to text: inout Description
) {
    for (index, call) in calls.enumerated() {
        text.append("\n  \(index + 1). \(prefix(call))")
        call.writeWithSite(into: &text)
    }
}
