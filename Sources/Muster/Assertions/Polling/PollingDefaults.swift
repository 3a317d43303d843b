/// The timeout and poll interval that polling assertions use when a call does not give them.
///
/// Three places can give them, and the most specific wins: the call's own `timeout:` (`until:`)
/// and `pollInterval:`; else the innermost ``withPollingDefaults(timeout:pollInterval:operation:)``
/// scope that gives the value; else the process-wide values, which start at 1 s and 10 ms (a
/// Nimble suite sets them as `PollingDefaults.timeout`, with `import MusterNimble`). ``current``
/// says which values are in force.
///
/// ```swift
/// withPollingDefaults(timeout: .seconds(5)) { PollingDefaults.current.timeout }  // 5 s
/// ```
public enum PollingDefaults {
    /// The values in force for the current task: each one from the innermost scope that gives
    /// it, else the process-wide one.
    ///
    /// ```swift
    /// withPollingDefaults(timeout: .seconds(3)) { PollingDefaults.current.timeout }  // 3 s
    /// ```
    public static var current: Values {
        let scope = scoped
        // A scope that gives both leaves nothing to read under the lock.
        if let timeout = scope.timeout, let pollInterval = scope.pollInterval {
            return Values(timeout: timeout, pollInterval: pollInterval)
        }
        let global = processWide.withLock { $0 }
        return Values(
            timeout: scope.timeout ?? global.timeout,
            pollInterval: scope.pollInterval ?? global.pollInterval)
    }

    /// A timeout and a poll interval, as ``PollingDefaults/current`` gives them.
    ///
    /// ```swift
    /// PollingDefaults.current == PollingDefaults.Values(timeout: .seconds(1), pollInterval: .milliseconds(10))
    /// ```
    public struct Values: Sendable, Hashable {
        /// How long a polling assertion waits before it gives up (`toEventually`) or concludes
        /// that the condition held (`toNever`, `toAlways`).
        public var timeout: Duration

        /// How long a polling assertion waits after one check ends before it starts the next.
        public var pollInterval: Duration

        /// Creates values; those left out are the built-in defaults, 1 s and 10 ms.
        ///
        /// ```swift
        /// let slow = PollingDefaults.Values(timeout: .seconds(5), pollInterval: .milliseconds(50))
        /// ```
        public init(timeout: Duration = .seconds(1), pollInterval: Duration = .milliseconds(10)) {
            self.timeout = timeout
            self.pollInterval = pollInterval
        }
    }

    /// What the enclosing scopes give; `nil` where none gives a value.
    struct Scope: Sendable {
        var timeout: Duration?
        var pollInterval: Duration?

        /// This scope with the given values replaced, and the others kept.
        func replacing(timeout: Duration?, pollInterval: Duration?) -> Scope {
            Scope(timeout: timeout ?? self.timeout, pollInterval: pollInterval ?? self.pollInterval)
        }
    }

    @TaskLocal static var scoped = Scope()

    /// The process-wide values, which `import MusterNimble` sets as Nimble's
    /// `PollingDefaults.timeout` and `PollingDefaults.pollInterval`.
    package static let processWide = Locked(Values())
}

/// Runs `operation` with different polling defaults, for this task and the tasks it creates.
/// A value left out keeps the one of the enclosing scope, or the process-wide one
/// (which a Nimble suite sets); a value given wins over both.
///
/// ```swift
/// withPollingDefaults(timeout: .seconds(5)) { expect(box.value).toEventually(equalTo(3)) }
/// ```
@discardableResult
public func withPollingDefaults<Result>(
    timeout: Duration? = nil, pollInterval: Duration? = nil, operation: () throws -> Result
) rethrows -> Result {
    try PollingDefaults.$scoped.withValue(
        PollingDefaults.scoped.replacing(timeout: timeout, pollInterval: pollInterval),
        operation: operation)
}

/// Runs the asynchronous `operation` with different polling defaults, for this task and the
/// tasks it creates. A value left out keeps the one of the enclosing scope, or the process-wide
/// one; a value given wins over both.
///
/// ```swift
/// await withPollingDefaults(timeout: .seconds(5)) { await expect { await model.state }.toEventually(equalTo(.ready)) }
/// ```
@discardableResult
public func withPollingDefaults<Result>(
    timeout: Duration? = nil, pollInterval: Duration? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
    try await PollingDefaults.$scoped.withValue(
        PollingDefaults.scoped.replacing(timeout: timeout, pollInterval: pollInterval),
        operation: operation)
}
