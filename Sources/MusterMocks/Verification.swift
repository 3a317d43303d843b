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
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Target.Verifier {
    let counted = CountedVerification(
        recorder: mock.musterRecorder, mockName: mock.mockName, count: count,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return Target.Verifier(target: mock, verification: Verification(checker: counted))
}

/// One `verify(mock, count)` as the test side runs it: the count wanted, where to report, and
/// the check of the recorded calls behind ``Verification``.
struct CountedVerification: CallChecking {
    let recorder: CallRecorder
    let mockName: String
    let count: CallCount
    let site: CallSite

    func check(_ wanted: ArgumentMatchers) {
        // Inside `eventually`, what a verification finds stays with that check until the
        // block holds as a whole; see EventualCheck.
        let eventual = EventualCheck.current
        // Inside `eventually`, the poll is the one assertion.
        if eventual == nil { countAssertionOfAnotherModule() }
        let order = InOrderVerification.current
        if let eventual, count.accepts(0) {
            return eventual.reject(
                VerificationFailure(site: site, expectation: expectation(wanted, order)) {
                    $0.append(EventualCheck.rejection)
                })
        }
        let calls = recorder.recordedCalls()
        eventual?.observe(calls.count, of: recorder)
        let position = order?.position ?? 0
        var survey = Survey()
        PendingCaptures.collecting { captures in
            wanted.evaluate(calls, capturing: captures) { index, sequence, mismatches in
                // `count`, not `isEmpty`: an array's `isEmpty` is a generic default, a chain of
                // witness calls per recorded call in an unoptimized build.
                if mismatches.count == 0 {
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
            if let eventual {
                eventual.afterward(captures.takeKept())
            } else {
                captures.commit()
            }
        }
        // In order, a count with a least number takes the first calls that make it up, as
        // Mockito's inOrder does, so that the same call verified twice in a block takes one
        // call each time (connect, sleep, connect).
        let taken =
            order != nil && count.bound != .atMost && count.count > 0
            ? min(survey.matchingSequences.count, count.count) : survey.matchingSequences.count
        if count.accepts(taken) {
            let sequences = Array(survey.matchingSequences.prefix(taken))
            if let eventual {
                eventual.markVerified(Set(sequences), in: recorder)
            } else {
                recorder.markVerified(ascending: sequences)
            }
            if let order {
                order.advance(
                    past: survey.matchingIndices.prefix(taken).last.map { calls[$0] },
                    wanted: wantedCall(wanted), in: self)
            }
            return
        }
        let failure = self.failure(wanted, survey, calls, order)
        if let eventual {
            eventual.record(failure, recorder: recorder)
        } else {
            reportFailure(failure.failure())
        }
    }

    /// What one pass over the calls found.
    private struct Survey {
        /// The numbers of the matching calls, and where each is among the calls.
        var matchingSequences: [UInt64] = []
        var matchingIndices: [Int] = []
        /// Matching calls before the previous in-order verification's call.
        var matchingBefore: [RecordedCall] = []
        var closest: (call: RecordedCall, mismatches: [ArgumentMismatch])?
    }

    /// `NavigatorMock.push(an instance of FileContentsViewController, animated: true)`.
    private func wantedCall(_ wanted: ArgumentMatchers) -> String {
        var text = Description("\(describing: mockName).")
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
        if !matching.isEmpty {
            return VerificationFailure(site: site, expectation: expectation) { text in
                text.append("it was called \(timesPhrase(matching.count))")
                if afterPrevious { text.append(" after it") }
                text.append(":")
                appendNumbered(matching, to: &text)
            }
        }
        if let order, !survey.matchingBefore.isEmpty {
            // Taken now, so that the message lists the calls this check saw.
            let inOrder = order.callsInOrder(including: self)
            return VerificationFailure(site: site, expectation: expectation) { text in
                text.append("it was called only before it:")
                appendNumbered(survey.matchingBefore, to: &text)
                text.append("\nthe calls in order were:")
                appendNumbered(inOrder, to: &text)
            }
        }
        return VerificationFailure(site: site, expectation: expectation) { text in
            if calls.isEmpty {
                text.append("there were zero interactions with this mock")
            } else if let closest = survey.closest {
                // The closest call is shown once: the list of the others keeps each call's
                // number, so that the order of all of them can still be read.
                let closestIndex = calls.firstIndex { $0.sequence == closest.call.sequence }
                if calls.count > 1, let closestIndex {
                    text.append("no call matched; the closest was call \(closestIndex + 1):\n  ")
                } else {
                    text.append("no call matched; the closest was:\n  ")
                }
                closest.call.write(into: &text)
                for argument in closest.mismatches {
                    text.append("\n    \(wanted.member.shape.argumentName(at: argument.index)): ")
                    var mismatch = Description()
                    mismatch.appendMismatch(of: argument.result)
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
    }

    var recorderIdentity: ObjectIdentifier { ObjectIdentifier(recorder) }
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
