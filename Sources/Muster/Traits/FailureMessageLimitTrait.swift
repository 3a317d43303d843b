#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that lets a test, or every test of a suite, report failure messages
    /// up to a number of bytes, as ``withFailureMessageLimit(_:operation:)`` would around each
    /// body.
    ///
    /// ```swift
    /// @Suite(.failureMessageLimit(8_192))
    /// struct ReportTests { … }
    /// ```
    public struct FailureMessageLimitTrait: TestTrait, SuiteTrait, TestScoping {
        /// The largest message, in bytes of UTF-8 (at least 256).
        public let bytes: Int

        /// Whether the suite's tests get the limit too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with the limit in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withFailureMessageLimit(bytes) { try await function() }
        }
    }

    extension Trait where Self == FailureMessageLimitTrait {
        /// Failure messages in this test, or in every test of this suite, may be up to `bytes`
        /// bytes long (at least 256) before they are cut.
        ///
        /// ```swift
        /// @Test(.failureMessageLimit(16_384)) func wholeReport() { … }
        /// ```
        public static func failureMessageLimit(_ bytes: Int) -> Self {
            FailureMessageLimitTrait(bytes: bytes)
        }
    }
#endif
