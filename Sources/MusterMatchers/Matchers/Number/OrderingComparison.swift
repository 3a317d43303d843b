/// Matches a value greater than `value`.
///
/// ```swift
/// assertThat(3, greaterThan(5))
/// // Expected a value greater than 5, but was 3
/// ```
@inlinable
public func greaterThan<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher(
        comparingWith: value, by: GreaterRelation<T>.self, phrase: GreaterPhrase.self)
}

/// Matches a value greater than or equal to `value`.
///
/// ```swift
/// assertThat(3, greaterThanOrEqualTo(5))
/// // Expected a value greater than or equal to 5, but was 3
/// ```
@inlinable
public func greaterThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher(
        comparingWith: value, by: GreaterOrEqualRelation<T>.self, phrase: GreaterOrEqualPhrase.self)
}

/// Matches a value less than `value`.
///
/// ```swift
/// assertThat(7, lessThan(5))
/// // Expected a value less than 5, but was 7
/// ```
@inlinable
public func lessThan<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher(
        comparingWith: value, by: LessRelation<T>.self, phrase: LessPhrase.self)
}

/// Matches a value less than or equal to `value`.
///
/// ```swift
/// assertThat(7, lessThanOrEqualTo(5))
/// // Expected a value less than or equal to 5, but was 7
/// ```
@inlinable
public func lessThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher(
        comparingWith: value, by: LessOrEqualRelation<T>.self, phrase: LessOrEqualPhrase.self)
}

/// An ordering's description: its words, then the value (`a value greater than 5`).
@usableFromInline
protocol OrderingPhrase: ComparisonPhrase {
    static var words: String { get }
}

extension OrderingPhrase {
    @usableFromInline
    static func describe(_ value: Any, into description: inout Description) {
        description.append("\(describing: words) \(value: value)")
    }
}

@usableFromInline
enum GreaterPhrase: OrderingPhrase {
    @usableFromInline static var words: String { "a value greater than" }
}

@usableFromInline
enum GreaterOrEqualPhrase: OrderingPhrase {
    @usableFromInline static var words: String { "a value greater than or equal to" }
}

@usableFromInline
enum LessPhrase: OrderingPhrase {
    @usableFromInline static var words: String { "a value less than" }
}

@usableFromInline
enum LessOrEqualPhrase: OrderingPhrase {
    @usableFromInline static var words: String { "a value less than or equal to" }
}
