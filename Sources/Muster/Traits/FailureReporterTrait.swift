#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that sends the failures of a test, or of every test of a suite, to
    /// a reporter of your own instead of the test's issues, as
    /// ``withFailureReporter(_:operation:)`` would around each body.
    ///
    /// Muster's failures go to the reporter only: a test whose reporter swallows them passes.
    /// Swift Testing's own `#expect` still records issues as usual.
    ///
    /// ```swift
    /// @Suite(.failureReporter(FailureReporter { dashboard.record($0) }))
    /// struct CheckoutTests { … }
    /// ```
    public struct FailureReporterTrait: TestTrait, SuiteTrait, TestScoping {
        /// Where the failures go.
        public let reporter: FailureReporter

        /// Whether the suite's tests report there too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with its failures going to the reporter.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withFailureReporter(reporter) { try await function() }
        }
    }

    extension Trait where Self == FailureReporterTrait {
        /// The failures of Muster's assertions in this test, or in every test of this suite, go
        /// to `reporter`.
        ///
        /// ```swift
        /// @Test(.failureReporter(FailureReporter { print("failed:", $0) })) func probe() { … }
        /// ```
        public static func failureReporter(_ reporter: FailureReporter) -> Self {
            FailureReporterTrait(reporter: reporter)
        }
    }
#endif
