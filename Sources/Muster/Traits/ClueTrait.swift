#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that puts a clue on every failure of a test, or of every test of a
    /// suite, as ``withClue(_:isolation:_:)`` would around each body.
    ///
    /// ```swift
    /// @Suite(.clue("offline mode")) struct OfflineSyncTests { … }
    /// ```
    public struct ClueTrait: TestTrait, SuiteTrait, TestScoping {
        /// The text put on each failure.
        public let clue: String

        /// Whether the suite's tests get the clue too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with the clue in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            // A suite's scope holds its tests' scopes, which carry the clue already.
            guard !test.isSuite else { return try await function() }
            try await withClue(clue) { try await function() }
        }
    }

    extension Trait where Self == ClueTrait {
        /// Every failure in this test, or in every test of this suite, starts with `clue` on a
        /// line of its own.
        ///
        /// ```swift
        /// @Test(.clue("a fresh install")) func syncsEverything() async { … }
        /// ```
        public static func clue(_ clue: String) -> Self { ClueTrait(clue: clue) }
    }
#endif
