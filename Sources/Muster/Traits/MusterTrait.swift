// The one Swift Testing trait type Muster has: each of its settings opens, around a test or each
// test of a suite, the scope that the matching `with…` function opens around a block.

#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that runs a test, or each test of a suite, inside one of Muster's
    /// scopes: the scope the matching `with…` function opens around a block.
    ///
    /// Make one with its static members: `.pollingDefaults(timeout:pollInterval:)`,
    /// `.failureMessageLimit(_:)`, `.clue(_:)`, `.severity(_:)`, `.failureReporter(_:)`,
    /// `.failureOutput(_:)`, `.requiresAssertions`, `.spiesEndWithTest`, `.checksForLeaks`,
    /// `.recordingExpectedValues`, and, with `MusterMocks`, `.ownStaticMockRecorders`.
    ///
    /// ```swift
    /// @Suite(.clue("offline mode"), .pollingDefaults(timeout: .seconds(2)))
    /// struct OfflineSyncTests { … }
    /// ```
    public struct MusterTrait: TestTrait, SuiteTrait, TestScoping {
        /// A test's body.
        package typealias Body = @Sendable () async throws -> Void

        /// Runs one test inside the scope.
        private let scope: @Sendable (Test, Body) async throws -> Void

        /// Whether the suite's tests get the scope too: always, each test a scope of its own.
        public var isRecursive: Bool { true }

        /// A trait that runs each test through `scope`, given the test and its body.
        package init(scope: @escaping @Sendable (Test, Body) async throws -> Void) {
            self.scope = scope
        }

        /// Runs the test inside the scope.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            // A suite's scope holds its tests', and each test opens its own: opening the suite's
            // too would give a clue or an output twice.
            guard !test.isSuite else { return try await function() }
            try await scope(test, function)
        }
    }

    extension Trait where Self == MusterTrait {
        /// Polls in this test, or in every test of this suite, wait `timeout` and check every
        /// `pollInterval` unless the assertion says otherwise, as
        /// ``withPollingDefaults(timeout:pollInterval:operation:)`` would around each body.
        ///
        /// A value left out keeps the one of an enclosing scope or the process-wide one.
        ///
        /// ```swift
        /// @Suite(.pollingDefaults(timeout: .seconds(5), pollInterval: .milliseconds(50)))
        /// struct SyncTests { … }
        /// ```
        public static func pollingDefaults(timeout: Duration? = nil, pollInterval: Duration? = nil)
            -> Self
        {
            MusterTrait { _, body in
                try await withPollingDefaults(timeout: timeout, pollInterval: pollInterval) {
                    try await body()
                }
            }
        }

        /// Failure messages in this test, or in every test of this suite, may be up to `bytes`
        /// bytes long (at least 256) before they are cut, as
        /// ``withFailureMessageLimit(_:operation:)`` would allow around each body.
        ///
        /// ```swift
        /// @Test(.failureMessageLimit(16_384)) func wholeReport() { … }
        /// ```
        public static func failureMessageLimit(_ bytes: Int) -> Self {
            MusterTrait { _, body in try await withFailureMessageLimit(bytes) { try await body() } }
        }

        /// Every failure in this test, or in every test of this suite, starts with `clue` on a
        /// line of its own, as ``withClue(_:isolation:_:)`` would put it around each body; a
        /// test's own clue follows its suite's.
        ///
        /// ```swift
        /// @Test(.clue("a fresh install")) func syncsEverything() async { … }
        /// ```
        public static func clue(_ clue: String) -> Self {
            MusterTrait { _, body in try await withClue(clue) { try await body() } }
        }

        /// The failures of Muster's assertions in this test, or in every test of this suite,
        /// are recorded at `severity`, as ``withSeverity(_:isolation:_:)`` would record them:
        /// `.warning` to see them without failing the test.
        ///
        /// ```swift
        /// @Suite(.severity(.warning)) struct PerformanceBudgetTests { … }
        /// ```
        public static func severity(_ severity: Failure.Severity) -> Self {
            MusterTrait { _, body in try await withSeverity(severity) { try await body() } }
        }

        /// The failures of Muster's assertions in this test, or in every test of this suite, go
        /// to `reporter` instead of the test's issues, as
        /// ``withFailureReporter(_:operation:)`` would send them: a test whose reporter swallows
        /// them passes. Swift Testing's own `#expect` still records issues as usual.
        ///
        /// ```swift
        /// @Test(.failureReporter(FailureReporter { print("failed:", $0) })) func probe() { … }
        /// ```
        public static func failureReporter(_ reporter: FailureReporter) -> Self {
            MusterTrait { _, body in try await withFailureReporter(reporter) { try await body() } }
        }

        /// The failures of this test, or of every test of this suite, go to `outputs` too, for
        /// CI tools to read (see ``FailureOutput``).
        ///
        /// ```swift
        /// @Test(.failureOutput(.jsonLines(toFile: "failures.jsonl"))) func checkout() { … }
        /// ```
        public static func failureOutput(_ outputs: FailureOutput...) -> Self {
            MusterTrait { _, body in
                try await FailureOutputs.$scoped.withValue(FailureOutputs.scoped + outputs) {
                    try await body()
                }
            }
        }

        /// Fails each call of a spy that comes after the test that made it ended, naming the
        /// call and the test. XCTest says when each test case finishes, so there this needs no
        /// trait.
        ///
        /// ```swift
        /// @Suite(.spiesEndWithTest) struct ProfileModelTests { … }
        /// ```
        public static var spiesEndWithTest: Self {
            MusterTrait { test, body in
                let running = RunningTest(testName: test.displayName ?? test.name)
                defer { running.end() }
                try await RunningTest.$scoped.withValue(running) { try await body() }
            }
        }
    }
#endif
