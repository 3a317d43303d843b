// The switch that lets a run write expected values into the test's source: `MUSTER_RECORD=1`
// for the whole run, a scope, or a Swift Testing trait. Without one, nothing is written.

/// Whether recording is on in a scope, over `MUSTER_RECORD`.
enum RecordingScope {
    @TaskLocal static var current: Bool?
}

/// Runs `body` with expected values recorded (`recording: true`) or never recorded (`false`),
/// whatever `MUSTER_RECORD` says: inline snapshots, and the literal expected values of
/// equality assertions that fail.
///
/// ```swift
/// withExpectedValuesRecorded { assertThat(report.total, 0) }
/// ```
public func withExpectedValuesRecorded<Result>(
    _ recording: Bool = true, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await RecordingScope.$current.withValue(recording, operation: body)
}

#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that records the expected values of a test, or of every test of a
    /// suite, that do not match (inline snapshots, and the literal expected values of equality
    /// assertions), as `MUSTER_RECORD=1` does for the whole run.
    ///
    /// ```swift
    /// @Test(.recordingExpectedValues) func summary() { assertInlineSnapshot(cart.summary) }
    /// ```
    public struct RecordingExpectedValuesTrait: TestTrait, SuiteTrait, TestScoping {
        /// Whether the suite's tests record too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with recording on.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await RecordingScope.$current.withValue(true) { try await function() }
        }
    }

    extension Trait where Self == RecordingExpectedValuesTrait {
        /// Records this test's, or this suite's, expected values that do not match.
        ///
        /// ```swift
        /// @Suite(.recordingExpectedValues) struct ReportTests { … }
        /// ```
        public static var recordingExpectedValues: Self { RecordingExpectedValuesTrait() }
    }
#endif
