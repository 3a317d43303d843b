/// Matches a sequence whose every item satisfies `matcher` (an empty sequence does). The
/// mismatch names every failing item, up to ten, and counts the rest.
///
/// ```swift
/// assertThat([3, -2, 5, -5], everyItem(greaterThan(0)))
/// // Expected a sequence where every item is a value greater than 0, but item 1: was -2, item 3: was -5
/// ```
@inlinable
public func everyItem<S: Sequence>(_ matcher: some MatcherConvertible<S.Element>) -> Matcher<S> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: { describeEveryItem(matcher, into: &$0) }) { actual in
        var failures = FailingItems()
        for (index, item) in actual.enumerated() {
            let result = matcher.match(item)
            if !result.isMatch { failures.record(result, at: index) }
        }
        return failures.result
    }
}

/// The description of `everyItem`, out of line: the inlinable part is only the loop.
@usableFromInline
func describeEveryItem<Element>(_ matcher: Matcher<Element>, into description: inout Description) {
    description.append("a sequence where every item is ")
    description.appendDescription(of: matcher)
}

/// Matches a sequence whose every item equals `item`, of any `Equatable` type.
///
/// ```swift
/// assertThat(order.lines.map(\.category), everyItem(.kitchen))
/// ```
@_disfavoredOverload
public func everyItem<S: Sequence>(_ item: S.Element) -> Matcher<S> where S.Element: Equatable {
    everyItem(EquatableValue(item))
}
