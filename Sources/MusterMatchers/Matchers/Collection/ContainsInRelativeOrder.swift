/// Matches a sequence that has items matching `items` in this relative order, with any other
/// items before, between and after them. Each expectation takes the earliest item it can, and
/// reading stops as soon as all are found.
///
/// ```swift
/// assertThat([1, 2, 3], containsInRelativeOrder(3, 1))
/// // Expected a sequence containing [3, 1] in relative order, but had no item matching 1 after item 2 in [1, 2, 3]
/// ```
public func containsInRelativeOrder<S: Sequence>(_ items: any MatcherConvertible<S.Element>...)
    -> Matcher<S>
{
    containsInRelativeOrder(items)
}

/// Matches a sequence that has items matching those in the array in this relative order; the
/// array may hold plain values, matchers, or both.
///
/// ```swift
/// assertThat(log, containsInRelativeOrder(expectedMilestones))
/// ```
public func containsInRelativeOrder<S: Sequence>(_ items: [any MatcherConvertible<S.Element>])
    -> Matcher<S>
{
    let matchers = items.map { $0.asMatcher() }
    return Matcher(describe: {
        $0.append("a sequence containing ")
        $0.appendDescriptions(of: matchers)
        $0.append(" in relative order")
    }) { actual in
        guard !matchers.isEmpty else { return .match }
        var sample = ItemSample<S.Element>()
        var next = 0
        var lastFound: Int?
        for item in actual {
            sample.append(item)
            guard matchers[next].matches(item) else { continue }
            lastFound = sample.count - 1
            next += 1
            if next == matchers.count { return .match }
        }
        let missing = matchers[next]
        return .mismatch { description in
            description.append("had no item matching \(missing)")
            if let lastFound { description.append(" after \(itemPath(lastFound))") }
            description.append(" in ")
            description.appendItems(sample)
        }
    }
}

/// Matches a sequence with `items` among its items, in this order, for values of any `Equatable` type, the caller's own included. To mix
/// values with matchers, write `equalTo(value)` around each value.
///
/// ```swift
/// assertThat(history, containsInRelativeOrder(.placed, .shipped))
/// ```
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence>(_ items: S.Element...) -> Matcher<S>
where S.Element: Equatable {
    containsInRelativeOrder(items.map { EquatableValue($0) })
}

/// Matches a sequence with `items` among its items, in this order, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, containsInRelativeOrder(expectedLines))
/// ```
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence>(_ items: [S.Element]) -> Matcher<S>
where S.Element: Equatable {
    containsInRelativeOrder(items.map { EquatableValue($0) })
}
