#if canImport(Testing)
    import Testing

    /// A Swift Testing trait under which a spy made in a test, or in any test of a suite, fails
    /// every call that comes after its test ended, naming the call and the test.
    ///
    /// ```swift
    /// @Test(.spiesEndWithTest) func savesDraft() async { … }
    /// ```
    public struct SpiesEndWithTestTrait: TestTrait, SuiteTrait, TestScoping {
        /// Whether the suite's tests end their spies too: always.
        public var isRecursive: Bool { true }

        /// Runs the test, then marks it ended for the spies made in it.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil || !test.isSuite else { return try await function() }
            let running = RunningTest(testName: test.displayName ?? test.name)
            defer { running.end() }
            try await RunningTest.$scoped.withValue(running) { try await function() }
        }
    }

    extension Trait where Self == SpiesEndWithTestTrait {
        /// Fails each call of a spy that comes after the test that made it ended.
        ///
        /// ```swift
        /// @Suite(.spiesEndWithTest) struct ProfileModelTests { … }
        /// ```
        public static var spiesEndWithTest: Self { SpiesEndWithTestTrait() }
    }
#endif
