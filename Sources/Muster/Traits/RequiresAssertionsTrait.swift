#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that fails a test in which no Muster assertion ran (or, given a
    /// count, not exactly that many), as ``withAssertionsRequired(exactly:isolation:fileID:file:line:column:_:)``
    /// would around its body. On a suite, every test of the suite is judged on its own, and a
    /// test's own trait takes the place of its suite's.
    ///
    /// ```swift
    /// @Test(.requiresAssertions) func everyNoteSyncs() async { … }
    /// // Expected everyNoteSyncs() to make at least one assertion, but it made none
    /// ```
    public struct RequiresAssertionsTrait: TestTrait, SuiteTrait, TestScoping {
        /// How many assertions each test must make; `nil` for at least one.
        public let count: Int?

        /// Whether the suite's tests are judged: always, each on its own.
        public var isRecursive: Bool { true }

        /// The count that the outermost trait of the running test judges by.
        @TaskLocal private static var requirement: Locked<Int?>?

        /// Runs the test, counting its assertions, and fails it when they fall short.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            guard !test.isSuite else { return try await function() }
            // A suite's trait runs around the test's own, which then says what is required.
            if let outer = Self.requirement {
                outer.withLock { $0 = count }
                return try await function()
            }
            let requirement = Locked(count)
            let (_, made) = try await Self.$requirement.withValue(requirement) {
                try await AssertionCount.counting { try await function() }
            }
            let location = test.sourceLocation
            AssertionCount.check(
                made: made, required: requirement.withLock { $0 },
                scope: test.displayName ?? test.name,
                site: CallSite(),
                testDeclaration: TestDeclaration(
                    fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column))
        }
    }

    extension Trait where Self == RequiresAssertionsTrait {
        /// Fails this test, or each test of this suite, when no Muster assertion, `require`,
        /// poll or mock verification ran in it.
        ///
        /// ```swift
        /// @Suite(.requiresAssertions) struct SyncTests { … }
        /// ```
        public static var requiresAssertions: Self { RequiresAssertionsTrait(count: nil) }

        /// Fails this test, or each test of this suite, unless exactly `count` Muster
        /// assertions ran in it: for checks made in callbacks, which a test could otherwise
        /// leave unrun without noticing.
        ///
        /// ```swift
        /// @Test(.requiresAssertions(exactly: 2)) func notifiesBothObservers() { … }
        /// // Expected notifiesBothObservers() to make exactly 2 assertions, but it made 1
        /// ```
        public static func requiresAssertions(exactly count: Int) -> Self {
            RequiresAssertionsTrait(count: count)
        }
    }
#endif
