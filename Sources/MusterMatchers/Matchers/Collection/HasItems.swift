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
@inlinable
public func hasItems<S: Sequence>(_ items: [any MatcherConvertible<S.Element>]) -> Matcher<S> {
    let matchers = items.map { $0.asMatcher() }
    return Matcher(describe: { describeHasItems(matchers, into: &$0) }) { actual in
        var pending = Array(matchers.indices)
        guard !pending.isEmpty else { return .match }
        var sample = ItemSample<S.Element>()
        for item in actual {
            sample.append(item)
            // Keeps, in order, the expectations this item does not satisfy.
            var kept = 0
            for position in pending.indices {
                let index = pending[position]
                if matchers[index].matches(item) { continue }
                pending[kept] = index
                kept += 1
            }
            pending.removeLast(pending.count - kept)
            if pending.isEmpty { return .match }
        }
        return noItemsMatching(pending.map { matchers[$0] }, in: actual, sample: sample)
    }
}

// The text of `hasItems`, out of line: the inlinable part is only the loop.

@usableFromInline
func describeHasItems<Element>(_ matchers: [Matcher<Element>], into description: inout Description)
{
    // One item reads as `hasItem` does: "all of" a list of one says nothing more.
    if matchers.count == 1 {
        description.append("a sequence containing ")
        description.appendDescription(of: matchers[0])
        return
    }
    description.append("a sequence containing all of ")
    description.appendDescriptions(of: matchers)
}

@usableFromInline
func noItemsMatching<S: Sequence>(
    _ missing: [Matcher<S.Element>], in actual: S, sample: ItemSample<S.Element>
) -> MatchResult {
    .mismatch { description in
        description.appendNoItemsMatching(missing)
        description.append(" in ")
        description.appendItems(of: actual, sample: sample)
        description.appendNearestDifferences(expected: missing, in: actual, sample: sample)
    }
}

/// Matches a sequence with each of `items` among its items, for values of any `Equatable` type, the caller's own included. To mix
/// values with matchers, write `equalTo(value)` around each value.
///
/// ```swift
/// assertThat(cart.lines, hasItems(mug, rake))
/// ```
@_disfavoredOverload
public func hasItems<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    hasItems(items.map { EquatableValue($0) })
}

/// Matches a sequence with each of `items` among its items, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, hasItems(expectedLines))
/// ```
@_disfavoredOverload
public func hasItems<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    hasItems(items.map { EquatableValue($0) })
}
