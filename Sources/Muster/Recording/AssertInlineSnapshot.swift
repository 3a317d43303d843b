import Foundation
import MusterMatchers

/// Checks how `value` renders (a `String` as itself, any other value as Muster writes it)
/// against `expected`, a string literal in the test; a mismatch fails as `assertThat` with
/// `equalTo` does, with the difference located.
///
/// With `MUSTER_RECORD=1` in the environment (or ``withExpectedValuesRecorded(_:isolation:_:)``,
/// or the `.recordingExpectedValues` trait), a mismatch rewrites the literal in the test's
/// source to the value as rendered now, or adds one when there is none, and the test fails
/// saying so; run it again to see it pass. Nothing is ever written without the switch.
///
/// ```swift
/// assertInlineSnapshot(cart.summary, matches: #"""
///     Summary(count: 2, total: 8.0)
///     """#)
/// ```
///
/// A literal with an interpolation, a file changed since the test read it, or one that cannot
/// be written is reported, and nothing is written: a file is written whole or not at all.
public func assertInlineSnapshot<T>(
    _ value: @autoclosure () throws -> T, matches expected: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let rendered: String
    do {
        let value = try value()
        rendered = value as? String ?? ValueRenderer.render(value, limit: 1 << 20)
    } catch {
        return reportFailure(
            Failure.compose(
                expectation: { $0.append("a value to snapshot") },
                finding: { $0.appendThrew(error) }, site: site))
    }
    if rendered == expected { return }
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
                    text.appendValue(rendered)
                }, site: site))
    }
    assertThat(
        rendered, equalTo(expected), fileID: fileID, file: filePath, line: line, column: column)
}
