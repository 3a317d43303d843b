#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that gives a test, or each test of a suite, recorders of its own
    /// for every mock's static members, as `withStaticMockRecorders` would
    /// around its body: tests of static members then run in parallel without seeing each other's
    /// calls and stubs.
    ///
    /// ```swift
    /// @Suite(.ownStaticMockRecorders) struct FactoryTests { … }
    /// ```
    public struct StaticMockRecordersTrait: TestTrait, SuiteTrait, TestScoping {
        /// Whether the suite's tests get them too: always, each its own.
        public var isRecursive: Bool { true }

        /// Runs the test with recorders of its own.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            guard !test.isSuite else { return try await function() }
            try await withStaticMockRecorders { try await function() }
        }
    }

    extension Trait where Self == StaticMockRecordersTrait {
        /// This test, or each test of this suite, records the static members of mocks in
        /// recorders of its own.
        ///
        /// ```swift
        /// @Test(.ownStaticMockRecorders) func makesOnePlayer() { … }
        /// ```
        public static var ownStaticMockRecorders: Self { StaticMockRecordersTrait() }
    }
#endif
