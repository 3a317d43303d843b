import Foundation

/// A type with a value that a mock returns from an unstubbed call when its recorder's policy is
/// ``UnstubbedCallPolicy/returnDefault``.
///
/// ```swift
/// extension Theme: DefaultMockValue { static var defaultMockValue: Theme { .light } }
/// ```
public protocol DefaultMockValue {
    /// The value an unstubbed call returns.
    static var defaultMockValue: Self { get }
}

/// The default for `type`: `()` for `Void`, ``DefaultMockValue/defaultMockValue`` where the type
/// has one; otherwise, for a type of the caller's own, what its literal and collection
/// conformances make of nothing: `nil`, the first of `allCases`, `false`, zero, `""`, `[]`,
/// `[:]`; otherwise `nil`.
func defaultMockValue<Value>(_ type: Value.Type) -> Value? {
    // The metatype comparison first: it is cheap, and most mocked methods return `Void`.
    // A cast of `()` would look its metadata up at run time on every call.
    if type == Void.self { return unsafeBitCast((), to: Value.self) }
    if let provider = type as? any DefaultMockValue.Type {
        return provider.defaultMockValue as? Value
    }
    return literalDefault(type)
}

/// The value a type's conformances make of nothing, tried from the most telling: an optional
/// or a nil-literal type is `nil`, a `CaseIterable` type its first case, and so on.
private func literalDefault<Value>(_ type: Value.Type) -> Value? {
    if let nilType = type as? any ExpressibleByNilLiteral.Type {
        return nilValue(nilType) as? Value
    }
    if let cases = type as? any CaseIterable.Type { return firstCase(cases) as? Value }
    if let truth = type as? any ExpressibleByBooleanLiteral.Type {
        return falseValue(truth) as? Value
    }
    if let number = type as? any AdditiveArithmetic.Type { return zero(number) as? Value }
    if let number = type as? any ExpressibleByIntegerLiteral.Type {
        return integerZero(number) as? Value
    }
    if let text = type as? any ExpressibleByStringLiteral.Type {
        return emptyText(text) as? Value
    }
    if let list = type as? any ExpressibleByArrayLiteral.Type { return emptyList(list) as? Value }
    if let table = type as? any ExpressibleByDictionaryLiteral.Type {
        return emptyTable(table) as? Value
    }
    return nil
}

private func nilValue<T: ExpressibleByNilLiteral>(_: T.Type) -> T { nil }
private func firstCase<T: CaseIterable>(_: T.Type) -> T? { T.allCases.first }
private func falseValue<T: ExpressibleByBooleanLiteral>(_: T.Type) -> T { false }
private func zero<T: AdditiveArithmetic>(_: T.Type) -> T { .zero }
private func integerZero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 0 }
private func emptyText<T: ExpressibleByStringLiteral>(_: T.Type) -> T { "" }
private func emptyList<T: ExpressibleByArrayLiteral>(_: T.Type) -> T { [] }
private func emptyTable<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> T { [:] }

extension Optional: DefaultMockValue {
    /// `nil`.
    ///
    /// ```swift
    /// let user: User? = .defaultMockValue  // nil
    /// ```
    public static var defaultMockValue: Self { nil }
}

extension Bool: DefaultMockValue {
    /// `false`.
    ///
    /// ```swift
    /// Bool.defaultMockValue  // false
    /// ```
    public static var defaultMockValue: Bool { false }
}

extension String: DefaultMockValue {
    /// The empty string.
    ///
    /// ```swift
    /// String.defaultMockValue  // ""
    /// ```
    public static var defaultMockValue: String { "" }
}

extension Substring: DefaultMockValue {
    /// The empty substring.
    ///
    /// ```swift
    /// Substring.defaultMockValue  // ""
    /// ```
    public static var defaultMockValue: Substring { "" }
}

extension Array: DefaultMockValue {
    /// The empty array.
    ///
    /// ```swift
    /// [Int].defaultMockValue  // []
    /// ```
    public static var defaultMockValue: Array { [] }
}

extension Dictionary: DefaultMockValue {
    /// The empty dictionary.
    ///
    /// ```swift
    /// [String: Int].defaultMockValue  // [:]
    /// ```
    public static var defaultMockValue: Dictionary { [:] }
}

extension Set: DefaultMockValue {
    /// The empty set.
    ///
    /// ```swift
    /// Set<Int>.defaultMockValue  // []
    /// ```
    public static var defaultMockValue: Set { [] }
}

extension Data: DefaultMockValue {
    /// No bytes.
    ///
    /// ```swift
    /// Data.defaultMockValue  // 0 bytes
    /// ```
    public static var defaultMockValue: Data { Data() }
}

extension Int: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// Int.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Int { 0 }
}

extension Int8: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// Int8.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Int8 { 0 }
}

extension Int16: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// Int16.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Int16 { 0 }
}

extension Int32: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// Int32.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Int32 { 0 }
}

extension Int64: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// Int64.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Int64 { 0 }
}

extension UInt: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// UInt.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: UInt { 0 }
}

extension UInt8: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// UInt8.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: UInt8 { 0 }
}

extension UInt16: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// UInt16.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: UInt16 { 0 }
}

extension UInt32: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// UInt32.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: UInt32 { 0 }
}

extension UInt64: DefaultMockValue {
    /// `0`.
    ///
    /// ```swift
    /// UInt64.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: UInt64 { 0 }
}

extension Double: DefaultMockValue {
    /// `0.0`.
    ///
    /// ```swift
    /// Double.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Double { 0 }
}

extension Float: DefaultMockValue {
    /// `0.0`.
    ///
    /// ```swift
    /// Float.defaultMockValue  // 0
    /// ```
    public static var defaultMockValue: Float { 0 }
}
