/// Matches a sequence whose every item satisfies at least one of `items` (an empty sequence
/// does).
///
/// ```swift
/// assertThat([1, 7, 3], onlyContains(1, greaterThan(5)))
/// // Expected a sequence where every item is one of [1, a value greater than 5], but item 2: was 3
/// ```
public func onlyContains<S: Sequence>(_ items: any MatcherConvertible<S.Element>...) -> Matcher<S> {
    onlyContains(items)
}

/// Matches a sequence whose every item satisfies at least one of the values or matchers in the
/// array.
///
/// ```swift
/// assertThat(statuses, onlyContains(allowedStatuses))
/// ```
public func onlyContains<S: Sequence>(_ items: [any MatcherConvertible<S.Element>]) -> Matcher<S> {
    let matchers = items.map { $0.asMatcher() }
    return Matcher(describe: {
        $0.append("a sequence where every item is one of ")
        $0.appendDescriptions(of: matchers)
    }) { actual in
        var failures = FailingItems()
        for (index, item) in actual.enumerated()
        where !matchers.contains(where: { $0.matches(item) }) {
            failures.record(.mismatch(was: item), at: index)
        }
        return failures.result
    }
}

/// Matches a sequence whose every item equals one of `items`, for values of any `Equatable` type, the caller's own included. To mix
/// values with matchers, write `equalTo(value)` around each value.
///
/// ```swift
/// assertThat(cart.lines.map(\.category), onlyContains(.kitchen, .garden))
/// ```
@_disfavoredOverload
public func onlyContains<S: Sequence>(_ items: S.Element...) -> Matcher<S>
where S.Element: Equatable {
    onlyContains(items.map { EquatableValue($0) })
}

/// Matches a sequence whose every item equals one of `items`, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, onlyContains(expectedLines))
/// ```
@_disfavoredOverload
public func onlyContains<S: Sequence>(_ items: [S.Element]) -> Matcher<S>
where S.Element: Equatable {
    onlyContains(items.map { EquatableValue($0) })
}
