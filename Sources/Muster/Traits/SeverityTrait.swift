#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that records the failures of Muster's assertions in a test, or in
    /// every test of a suite, at a severity, as ``withSeverity(_:isolation:_:)`` would around
    /// each body.
    ///
    /// ```swift
    /// @Test(.severity(.warning)) func staysUnderTheBudget() { … }
    /// ```
    public struct SeverityTrait: TestTrait, SuiteTrait, TestScoping {
        /// The severity of the failures.
        public let severity: Failure.Severity

        /// Whether the suite's tests get the severity too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with the severity in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSeverity(severity) { try await function() }
        }
    }

    extension Trait where Self == SeverityTrait {
        /// The failures of Muster's assertions in this test, or in every test of this suite,
        /// are recorded at `severity`: `.warning` to see them without failing the test.
        ///
        /// ```swift
        /// @Suite(.severity(.warning)) struct PerformanceBudgetTests { … }
        /// ```
        public static func severity(_ severity: Failure.Severity) -> Self {
            SeverityTrait(severity: severity)
        }
    }
#endif
