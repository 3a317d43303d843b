/// Matches a sequence whose items are exactly `items`, in this order: each item equal to the
/// value or satisfying the matcher at its position, and no further items. The sequence is read
/// once, and only as far as the first difference.
///
/// ```swift
/// assertThat(["a", "c"], contains("a", "b"))
/// // Expected a sequence containing ["a", "b"], but item 1: was "c"
/// ```
public func contains<S: Sequence>(_ items: any MatcherConvertible<S.Element>...) -> Matcher<S> {
    contains(items)
}

/// Matches a sequence whose items are exactly those in the array, in this order; the array
/// may hold plain values, matchers, or both.
///
/// ```swift
/// assertThat(names, contains(expectedNames))
/// ```
public func contains<S: Sequence>(_ items: [any MatcherConvertible<S.Element>]) -> Matcher<S> {
    let matchers = items.map { $0.asMatcher() }
    return Matcher(describe: {
        $0.append("a sequence containing ")
        $0.appendDescriptions(of: matchers)
    }) { actual in
        var iterator = actual.makeIterator()
        for (index, matcher) in matchers.enumerated() {
            guard let item = iterator.next() else {
                return .mismatch("had no \(describing: itemPath(index)) to match \(matcher)")
            }
            let result = matcher.match(item)
            if !result.isMatch { return result.at(itemPath(index)) }
        }
        // One item past the end is enough to fail, so an endless sequence still gets an answer.
        guard let extra = iterator.next() else { return .match }
        return .mismatch("had an extra \(describing: itemPath(matchers.count)): \(value: extra)")
    }
}

/// Matches a sequence of exactly `items`, in order, for values of any `Equatable` type, the caller's own included. To mix
/// values with matchers, write `equalTo(value)` around each value.
///
/// ```swift
/// assertThat(cart.lines, contains(mug, rake))
/// ```
@_disfavoredOverload
public func contains<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contains(items.map { EquatableValue($0) })
}

/// Matches a sequence of exactly `items`, in order, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, contains(expectedLines))
/// ```
@_disfavoredOverload
public func contains<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    contains(items.map { EquatableValue($0) })
}
