/// Matches a value greater than `value`.
///
/// ```swift
/// assertThat(3, greaterThan(5))
/// // Expected a value greater than 5, but was 3
/// ```
@inlinable
public func greaterThan<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher(
        comparingWith: value, describe: { $1.append("a value greater than \(value: $0)") },
        holds: GreaterRelation<T>.self
    )
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
        comparingWith: value,
        describe: { $1.append("a value greater than or equal to \(value: $0)") },
        holds: GreaterOrEqualRelation<T>.self)
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
        comparingWith: value, describe: { $1.append("a value less than \(value: $0)") },
        holds: LessRelation<T>.self)
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
        comparingWith: value, describe: { $1.append("a value less than or equal to \(value: $0)") },
        holds: LessOrEqualRelation<T>.self)
}
