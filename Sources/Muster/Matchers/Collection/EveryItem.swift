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

/// The items that failed, kept up to the number a message lists, and how many failed in all.
struct FailingItems {
    private var shown: [MatchResult] = []
    private var count = 0

    mutating func record(_ result: MatchResult, at index: Int) {
        count += 1
        if shown.count < clauseLimit { shown.append(result.at(itemPath(index))) }
    }

    /// A match when nothing failed, otherwise `item 1: was -2, item 3: was -5`.
    var result: MatchResult {
        guard count > 0 else { return .match }
        let shown = shown
        let count = count
        return .mismatch { $0.appendClauses(shown, total: count) }
    }
}
