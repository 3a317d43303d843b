/// Matches a value greater than `value`.
///
/// ```swift
/// assertThat(3, greaterThan(5))
/// // Expected a value greater than 5, but was 3
/// ```
@inlinable
public func greaterThan<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher("a value greater than \(value: value)") { $0 > value }
}

/// Matches a value greater than or equal to `value`.
///
/// ```swift
/// assertThat(3, greaterThanOrEqualTo(5))
/// // Expected a value greater than or equal to 5, but was 3
/// ```
@inlinable
public func greaterThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher("a value greater than or equal to \(value: value)") { $0 >= value }
}

/// Matches a value less than `value`.
///
/// ```swift
/// assertThat(7, lessThan(5))
/// // Expected a value less than 5, but was 7
/// ```
@inlinable
public func lessThan<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher("a value less than \(value: value)") { $0 < value }
}

/// Matches a value less than or equal to `value`.
///
/// ```swift
/// assertThat(7, lessThanOrEqualTo(5))
/// // Expected a value less than or equal to 5, but was 7
/// ```
@inlinable
public func lessThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    Matcher("a value less than or equal to \(value: value)") { $0 <= value }
}
