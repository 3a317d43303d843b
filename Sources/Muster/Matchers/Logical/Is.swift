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
