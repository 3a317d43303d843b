import Foundation

/// A value guarded by a lock: the recorder's calls and stubs, a captor's values.
///
/// `Mutex` would do, but it needs newer Apple platforms than Muster supports.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Holds a value the compiler cannot prove `Sendable`, such as a mock's argument of a
/// non-`Sendable` class. Mocks only store such values and read them back; like matchers, they
/// rely on the test not mutating an argument from two threads at once.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
