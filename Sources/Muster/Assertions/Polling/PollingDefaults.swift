/// The timeout and poll interval that polling assertions use when a call does not give them.
///
/// The defaults are a 1 s timeout and a 10 ms poll interval. Change them for a scope with
/// ``withPollingDefaults(timeout:pollInterval:operation:)``; they are task-local, so tests that run
/// in parallel never see each other's.
///
/// ```swift
/// let defaults = PollingDefaults.current  // 1 s, 10 ms unless a scope changed them
/// ```
public struct PollingDefaults: Sendable, Hashable {
    /// How long a polling assertion waits before it gives up (`toEventually`) or concludes that
    /// the condition held (`toNever`, `toAlways`).
    public var timeout: Duration

    /// How long a polling assertion waits after one check ends before it starts the next.
    public var pollInterval: Duration

    /// Creates polling defaults.
    ///
    /// ```swift
    /// let slow = PollingDefaults(timeout: .seconds(5), pollInterval: .milliseconds(50))
    /// ```
    public init(timeout: Duration = .seconds(1), pollInterval: Duration = .milliseconds(10)) {
        self.timeout = timeout
        self.pollInterval = pollInterval
    }

    /// The defaults in force for the current task.
    ///
    /// ```swift
    /// withPollingDefaults(timeout: .seconds(3)) { PollingDefaults.current.timeout }  // 3 s
    /// ```
    public static var current: PollingDefaults { scoped }

    @TaskLocal static var scoped = PollingDefaults()

    /// These defaults with the given values replaced.
    func replacing(timeout: Duration?, pollInterval: Duration?) -> PollingDefaults {
        PollingDefaults(
            timeout: timeout ?? self.timeout, pollInterval: pollInterval ?? self.pollInterval)
    }
}

/// Runs `operation` with different polling defaults, for this task and the tasks it creates.
/// A value left out keeps the one of the enclosing scope.
///
/// ```swift
/// withPollingDefaults(timeout: .seconds(5)) { expect(box.value).toEventually(equalTo(3)) }
/// ```
public func withPollingDefaults<Result>(
    timeout: Duration? = nil, pollInterval: Duration? = nil, operation: () throws -> Result
) rethrows -> Result {
    try PollingDefaults.$scoped.withValue(
        PollingDefaults.current.replacing(timeout: timeout, pollInterval: pollInterval),
        operation: operation)
}

/// Runs the asynchronous `operation` with different polling defaults, for this task and the
/// tasks it creates. A value left out keeps the one of the enclosing scope.
///
/// ```swift
/// await withPollingDefaults(timeout: .seconds(5)) { await expect { await model.state }.toEventually(equalTo(.ready)) }
/// ```
public func withPollingDefaults<Result>(
    timeout: Duration? = nil, pollInterval: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
    try await PollingDefaults.$scoped.withValue(
        PollingDefaults.current.replacing(timeout: timeout, pollInterval: pollInterval),
        operation: operation)
}
