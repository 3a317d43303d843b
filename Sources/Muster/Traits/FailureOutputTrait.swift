#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that writes the failures of a test, or of every test of a suite,
    /// to outputs that CI tools read, besides the runner (see ``FailureOutput``).
    ///
    /// ```swift
    /// @Suite(.failureOutput(.githubAnnotations)) struct CheckoutTests { … }
    /// ```
    public struct FailureOutputTrait: TestTrait, SuiteTrait, TestScoping {
        /// The outputs.
        public let outputs: [FailureOutput]

        /// Whether the suite's tests write there too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with the outputs in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await FailureOutputs.$scoped.withValue(FailureOutputs.scoped + outputs) {
                try await function()
            }
        }
    }

    extension Trait where Self == FailureOutputTrait {
        /// The failures of this test, or of every test of this suite, go to `outputs` too.
        ///
        /// ```swift
        /// @Test(.failureOutput(.jsonLines(toFile: "failures.jsonl"))) func checkout() { … }
        /// ```
        public static func failureOutput(_ outputs: FailureOutput...) -> Self {
            FailureOutputTrait(outputs: outputs)
        }
    }
#endif
