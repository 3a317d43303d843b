/// Matches a value that does not satisfy `matcher` (a plain value means "not equal to it").
///
/// Negation follows ``MatchResult/negated(for:examinesErrors:)``, the rule `toNot` follows too:
/// a thrown error, or a matcher that could not judge the value, fails `not` as well.
///
/// ```swift
/// assertThat(5, not(equalTo(5)))
/// // Expected not 5, but was 5
/// ```
@inlinable
public func not<T>(_ matcher: some MatcherConvertible<T>) -> Matcher<T> {
    let matcher = matcher.asMatcher()
    let negation = Matcher(
        describe: {
            $0.append("not ")
            matcher.describe(into: &$0)
        },
        examinesErrors: matcher.examinesErrors, examinesTraps: matcher.examinesTraps
    ) { outcome in
        matcher.match(outcome: outcome).negated(
            for: outcome, examinesErrors: matcher.examinesErrors)
    }
    return negation.withNilRule(matcher.nilRule.negated)
}

/// OCHamcrest's `isNot`: ``not(_:)-(MatcherConvertible)``, a value that does not satisfy `matcher` (a
/// plain value means "not equal to it").
///
/// ```swift
/// assertThat(5, isNot(5))
/// // Expected not 5, but was 5
/// ```
@inlinable
public func isNot<T>(_ matcher: some MatcherConvertible<T>) -> Matcher<T> { not(matcher) }

/// Matches a value not equal to `value`, of any `Equatable` type, the caller's own included.
///
/// ```swift
/// assertThat(order.status, not(.cancelled))
/// // Expected not Status.cancelled, but was Status.cancelled
/// ```
@_disfavoredOverload
@inlinable
public func not<T: Equatable>(_ value: T) -> Matcher<T> { not(equalTo(value)) }

/// OCHamcrest's `isNot` with a plain value of any `Equatable` type: a value not equal to it.
///
/// ```swift
/// assertThat(order.status, isNot(.cancelled))
/// ```
@_disfavoredOverload
@inlinable
public func isNot<T: Equatable>(_ value: T) -> Matcher<T> { not(equalTo(value)) }
