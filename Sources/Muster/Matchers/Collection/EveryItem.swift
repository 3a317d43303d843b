/// Matches a sequence whose every item satisfies `matcher` (an empty sequence does). The
/// mismatch names every failing item, up to ten, and counts the rest.
///
/// ```swift
/// assertThat([3, -2, 5, -5], everyItem(greaterThan(0)))
/// // Expected a sequence where every item is a value greater than 0, but item 1: was -2, item 3: was -5
/// ```
public func everyItem<S: Sequence>(_ matcher: some MatcherConvertible<S.Element>) -> Matcher<S> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("a sequence where every item is ")
        $0.appendDescription(of: matcher)
    }) { actual in
        var failures = FailingItems()
        for (index, item) in actual.enumerated() {
            let result = matcher.match(item)
            if !result.isMatch { failures.record(result, at: index) }
        }
        return failures.result
    }
}
