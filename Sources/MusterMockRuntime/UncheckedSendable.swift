/// Holds a value the compiler cannot prove `Sendable`, such as a mock's argument of a
/// non-`Sendable` class. Mocks only store such values and read them back; like matchers, they
/// rely on the test not mutating an argument from two threads at once.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) { self.value = value }
}
