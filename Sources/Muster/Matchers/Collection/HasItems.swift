/// Matches a sequence in which each of `items` is satisfied by some item (one item may
/// satisfy several). The mismatch names only those that nothing satisfied.
///
/// ```swift
/// assertThat([1, 2], hasItems(2, 5))
/// // Expected a sequence containing all of [2, 5], but had no item matching 5 in [1, 2]
/// ```
public func hasItems<S: Sequence>(_ items: any MatcherConvertible<S.Element>...) -> Matcher<S> {
    hasItems(items)
}

/// Matches a sequence in which each value or matcher in the array is satisfied by some item.
///
/// ```swift
/// assertThat(tags, hasItems(requiredTags))
/// ```
public func hasItems<S: Sequence>(_ items: [any MatcherConvertible<S.Element>]) -> Matcher<S> {
    let matchers = items.map { $0.asMatcher() }
    return Matcher(describe: {
        $0.append("a sequence containing all of ")
        $0.appendDescriptions(of: matchers)
    }) { actual in
        var pending = Array(matchers.indices)
        guard !pending.isEmpty else { return .match }
        var sample = ItemSample<S.Element>()
        for item in actual {
            sample.append(item)
            pending.removeAll { matchers[$0].matches(item) }
            if pending.isEmpty { return .match }
        }
        let missing = pending.map { matchers[$0] }
        return .mismatch { description in
            description.appendNoItemsMatching(missing)
            description.append(" in ")
            description.appendItems(sample)
        }
    }
}
