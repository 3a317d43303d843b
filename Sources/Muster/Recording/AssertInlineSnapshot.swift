import Foundation
import MusterMatchers

/// Checks how `value` is written in `format` against `expected`, a string literal in the
/// test. The default, ``SnapshotFormat/oneLine``, writes a `String` as itself and any other
/// value on one line as Muster shows it; ``SnapshotFormat/dump`` writes it field by field over
/// lines, and a mismatch then names the path where it differs. A mismatch on one line fails as
/// `assertThat` with `equalTo` does, with the difference located.
///
/// With `MUSTER_RECORD=1` in the environment (or ``withExpectedValuesRecorded(_:isolation:_:)``,
/// or the `.recordingExpectedValues` trait), a mismatch rewrites the literal in the test's
/// source to the value as written now, or adds one when there is none, and the test fails
/// saying so; run it again to see it pass. Nothing is ever written without the switch.
///
/// ```swift
/// assertInlineSnapshot(cart.summary, matches: #"""
///     Summary(count: 2, total: 8.0)
///     """#)
/// assertInlineSnapshot(cart.order, as: .dump, matches: #"""
///     Order(
///       id: 42
///       note: nil
///     )
///     """#)
/// ```
///
/// A literal with an interpolation, a file changed since the test read it, or one that cannot
/// be written is reported, and nothing is written: a file is written whole or not at all.
public func assertInlineSnapshot<T>(
    _ value: @autoclosure () throws -> T, as format: SnapshotFormat<T> = .oneLine,
    matches expected: String? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let (value, rendered) = snapshotText(of: value, as: format, site: site) else { return }
    if let expected, format.matches(expected, rendered, of: value) { return }
    if SourceRecorder.isRecording {
        let problem = SourceRecorder.record(rendered, at: site)
        return reportFailure(
            Failure.compose(
                expectation: { $0.append("the snapshot to match") },
                finding: { text in
                    if let problem {
                        text.append("it did not, and it could not be recorded: \(problem)")
                    } else {
                        text.append(
                            "it did not, so the value was recorded in its place; run the test "
                                + "again")
                    }
                }, site: site))
    }
    guard let expected else {
        return reportFailure(
            Failure.compose(
                expectation: { $0.append("a snapshot to match") },
                finding: { text in
                    text.append("there is none; run the test with MUSTER_RECORD=1 to record ")
                    if format.comparison == .text {
                        text.appendValue(rendered)
                    } else {
                        text.append("it")
                    }
                }, site: site))
    }
    guard format.comparison != .text else {
        return assertThat(
            rendered, equalTo(expected), fileID: fileID, file: filePath, line: line,
            column: column)
    }
    reportFailure(
        Failure.compose(
            expectation: { $0.append("the value to match its inline snapshot") },
            finding: {
                format.writeMismatch(stored: expected, actual: rendered, of: value, into: &$0)
            }, site: site))
}
