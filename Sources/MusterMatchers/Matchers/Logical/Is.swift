/// Reads well and changes nothing: `is(matcher)` is `matcher`, and `is(value)` is
/// `equalTo(value)`.
///
/// ```swift
/// assertThat(date, `is`(onASaturday()))
/// assertThat(count, `is`(3))
/// ```
@inlinable
public func `is`<T>(_ matcher: some MatcherConvertible<T>) -> Matcher<T> {
    matcher.asMatcher()
}

/// `is(value)`: ``equalTo(_:)``, for a value of any `Equatable` type, the caller's own included.
///
/// ```swift
/// assertThat(product.category, `is`(.kitchen))
/// ```
@_disfavoredOverload
@inlinable
public func `is`<T: Equatable>(_ value: T) -> Matcher<T> { equalTo(value) }
