#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that gives a test, or every test of a suite, its polling defaults,
    /// as ``withPollingDefaults(timeout:pollInterval:operation:)`` would around each body.
    ///
    /// A value left out keeps the one of an enclosing scope or the process-wide one; a timeout
    /// or poll interval given by the assertion itself still wins.
    ///
    /// ```swift
    /// @Test(.pollingDefaults(timeout: .seconds(2)))
    /// func loads() async { await expect { await model.state }.toEventually(equal(.ready)) }
    /// ```
    public struct PollingDefaultsTrait: TestTrait, SuiteTrait, TestScoping {
        /// The timeout that polls in the test use when they give none.
        public let timeout: Duration?
        /// The poll interval that polls in the test use when they give none.
        public let pollInterval: Duration?

        /// Whether the suite's tests get the defaults too: always.
        public var isRecursive: Bool { true }

        /// Runs the test with the defaults in force.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withPollingDefaults(timeout: timeout, pollInterval: pollInterval) {
                try await function()
            }
        }
    }

    extension Trait where Self == PollingDefaultsTrait {
        /// Polls in this test, or in every test of this suite, wait `timeout` and check every
        /// `pollInterval` unless the assertion says otherwise.
        ///
        /// ```swift
        /// @Suite(.pollingDefaults(timeout: .seconds(5), pollInterval: .milliseconds(50)))
        /// struct SyncTests { … }
        /// ```
        public static func pollingDefaults(timeout: Duration? = nil, pollInterval: Duration? = nil)
            -> Self
        {
            PollingDefaultsTrait(timeout: timeout, pollInterval: pollInterval)
        }
    }
#endif
