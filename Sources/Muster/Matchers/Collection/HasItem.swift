/// Matches a sequence with at least one item that satisfies `matcher`, or equals the value.
/// Reading stops at the first such item.
///
/// ```swift
/// assertThat([1, 2], hasItem(3))
/// // Expected a sequence containing 3, but had no item matching 3 in [1, 2]
/// ```
public func hasItem<S: Sequence>(_ matcher: some MatcherConvertible<S.Element>) -> Matcher<S> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("a sequence containing ")
        $0.appendDescription(of: matcher)
    }) { actual in
        var sample = ItemSample<S.Element>()
        for item in actual {
            if matcher.matches(item) { return .match }
            sample.append(item)
        }
        return .mismatch { description in
            description.append("had no item matching \(matcher) in ")
            description.appendItems(sample)
        }
    }
}
