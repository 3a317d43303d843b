import Foundation

/// A matcher, or a plain value of a standard type that stands for "equal to it".
///
/// If the compiler says a type of yours "does not conform to 'MatcherConvertible'", you have
/// mixed a value of that type with matchers in one list (`anyOf`, `contains`, a mock's
/// arguments): write `equalTo(value)` around the value, or declare
/// `extension Money: MatcherConvertible {}` once.
///
/// Alone, a plain value of any `Equatable` type, yours included, needs neither: every Muster
/// function that takes a matcher has a form that takes the value itself.
///
/// ```swift
/// assertThat(url, hasQuery("key1", equalTo("value1")))
/// assertThat(url, hasQuery("key1", "value1"))  // the same
/// assertThat(cart.total, anyOf(Money(cents: 400), Money(cents: 500)))  // any Equatable type
/// assertThat(cart.total, anyOf(equalTo(Money(cents: 400)), hasProperty(\.cents, 0)))
/// ```
///
/// Your own matchers accept matchers and standard values by taking
/// `some MatcherConvertible<T>` and calling ``asMatcher()``. Standard value types conform
/// already.
public protocol MatcherConvertible<Subject> {
    /// The type of value the matcher checks.
    associatedtype Subject = Self

    /// The matcher this stands for: itself, or `equalTo(self)` for a plain value.
    ///
    /// ```swift
    /// let matcher = 5.asMatcher()  // equalTo(5)
    /// ```
    func asMatcher() -> Matcher<Subject>
}

extension Matcher: MatcherConvertible {
    /// Returns this matcher.
    ///
    /// ```swift
    /// greaterThan(3).asMatcher()
    /// ```
    @inlinable
    public func asMatcher() -> Matcher<Subject> { self }
}

extension MatcherConvertible where Self: Equatable, Subject == Self {
    /// Returns `equalTo(self)`.
    ///
    /// ```swift
    /// "value1".asMatcher()  // equalTo("value1")
    /// ```
    @inlinable
    public func asMatcher() -> Matcher<Self> { equalTo(self) }
}

extension String: MatcherConvertible {}
extension Substring: MatcherConvertible {}
extension Character: MatcherConvertible {}
extension Unicode.Scalar: MatcherConvertible {}
extension Bool: MatcherConvertible {}
extension Int: MatcherConvertible {}
extension Int8: MatcherConvertible {}
extension Int16: MatcherConvertible {}
extension Int32: MatcherConvertible {}
extension Int64: MatcherConvertible {}
extension UInt: MatcherConvertible {}
extension UInt8: MatcherConvertible {}
extension UInt16: MatcherConvertible {}
extension UInt32: MatcherConvertible {}
extension UInt64: MatcherConvertible {}
extension Float: MatcherConvertible {}
extension Double: MatcherConvertible {}
extension Decimal: MatcherConvertible {}
extension Date: MatcherConvertible {}
extension URL: MatcherConvertible {}
extension UUID: MatcherConvertible {}
extension Data: MatcherConvertible {}
extension Optional: MatcherConvertible where Wrapped: Equatable {}
extension Array: MatcherConvertible where Element: Equatable {}
extension ArraySlice: MatcherConvertible where Element: Equatable {}
extension ContiguousArray: MatcherConvertible where Element: Equatable {}
extension Set: MatcherConvertible {}
extension Dictionary: MatcherConvertible where Value: Equatable {}
extension Range: MatcherConvertible {}
extension ClosedRange: MatcherConvertible {}

/// A plain value of any `Equatable` type, passed where a matcher or value is taken: how the
/// plain-value overloads hand the caller's own types, which need not conform to
/// ``MatcherConvertible``, to the matcher they forward to.
@usableFromInline
struct EquatableValue<Value: Equatable>: MatcherConvertible, HoldsPlainValue {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) { self.value = value }

    @inlinable
    func asMatcher() -> Matcher<Value> { equalTo(value) }

    var plainValue: Any { value }
}

/// A stand-in for a plain value, which collection matchers look up by hashing as they do
/// values passed directly.
protocol HoldsPlainValue {
    var plainValue: Any { get }
}
