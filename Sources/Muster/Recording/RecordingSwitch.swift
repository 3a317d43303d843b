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

    extension Trait where Self == MusterTrait {
        /// Records this test's, or this suite's, expected values that do not match (inline
        /// snapshots, and the literal expected values of equality assertions), as
        /// `MUSTER_RECORD=1` does for the whole run.
        ///
        /// ```swift
        /// @Test(.recordingExpectedValues) func summary() { assertInlineSnapshot(cart.summary) }
        /// ```
        public static var recordingExpectedValues: Self {
            MusterTrait { _, body in
                try await RecordingScope.$current.withValue(true) { try await body() }
            }
        }
    }
#endif
