import Foundation
import Muster

// Shared by the test targets: values that change while a poll watches them, and polls driven on
// a manual clock, with the failures they record.

/// A value that changes while a poll watches it.
public actor Counter {
    public private(set) var value = 0
    public init() {}
    public func increment() -> Int {
        value += 1
        return value
    }
}

/// A value a synchronous expression reads while other code changes it.
public final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    public init(_ value: Value) { stored = value }
    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

public enum LoadError: Error { case offline }

/// The failure messages of a polling `body` driven on `clock`.
public func pollingFailures(
    on clock: ManualClock, whenSleeping sleepers: Int = 2,
    _ body: @escaping @Sendable () async -> Void
) async -> [String] {
    await clock.drive(whenSleeping: sleepers) {
        await captureFailures { await body() }.map(\.message)
    }
}

/// What a polling requirement driven on a clock of its own returned or threw, the failures it
/// recorded, and how long it took on that clock.
public func driveRequirement<T: Sendable>(
    _ body: @escaping @Sendable (ManualClock) async throws -> T
) async -> (returned: T?, thrown: (any Error)?, failures: [String], elapsed: Duration) {
    let clock = ManualClock()
    return await clock.drive(whenSleeping: 2) {
        var returned: T?
        var thrown: (any Error)?
        let failures = await captureFailures {
            do { returned = try await body(clock) } catch { thrown = error }
        }
        return (returned, thrown, failures.map(\.message), clock.elapsed)
    }
}

/// Counts calls from matcher closures, which must be Sendable-safe.
public final class CallCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var value = 0
    public init() {}
    public var count: Int { lock.withLock { value } }
    public func increment() { lock.withLock { value += 1 } }
}

public typealias NSLockLike = NSLock

/// A value that is 0 for the first checks of a poll and 1 from check number `changesAt` on.
public final class CheckCounter: @unchecked Sendable {
    private var checks = 0
    private let changesAt: Int

    public init(changesAt: Int) { self.changesAt = changesAt }

    public func next() -> Int {
        checks += 1
        return checks < changesAt ? 0 : 1
    }
}
