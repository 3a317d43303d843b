/// Matches a sequence with at least one item that satisfies `matcher`, or equals the value.
/// Reading stops at the first such item.
///
/// ```swift
/// assertThat([1, 2], hasItem(3))
/// // Expected a sequence containing 3, but had no such item in [1, 2]
/// ```
@inlinable
public func hasItem<S: Sequence>(_ matcher: some MatcherConvertible<S.Element>) -> Matcher<S> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: { describeHasItem(matcher, into: &$0) }) { actual in
        guard let sample = itemsBefore(matcher, in: actual) else { return .match }
        return noItemMatching(matcher, in: actual, sample: sample)
    }
}

/// The items read before the first that matches, or `nil` when one does: the whole passing
/// path, kept in a function of its own so that it is specialized for the element type however
/// much the failure path around it grows.
@inlinable
func itemsBefore<S: Sequence>(_ matcher: Matcher<S.Element>, in actual: S)
    -> ItemSample<S.Element>?
{
    var sample = ItemSample<S.Element>()
    // A comparison (a plain value, `equalTo`) is taken apart once and tested directly: a debug
    // build, where nothing is inlined, would otherwise go through `matches` for each item (three
    // times the cost), and an optimized one would count a reference to the relation for each.
    // Past the items a message shows, the items are only counted.
    if case .comparison(let (value, relation, _, _)) = matcher.kind {
        var iterator = actual.makeIterator()
        while sample.items.count < sample.limit, let item = iterator.next() {
            if holds(relation, item, value) { return nil }
            sample.append(item)
        }
        var count = sample.count
        while let item = iterator.next() {
            if holds(relation, item, value) { return nil }
            count += 1
        }
        sample.count = count
        return sample
    }
    for item in actual {
        if matcher.matches(item) { return nil }
        sample.append(item)
    }
    return sample
}

// The text of `hasItem`, out of line: the inlinable part is only the loop.

@usableFromInline
package func describeHasItem<Element>(
    _ matcher: Matcher<Element>, into description: inout Description
) {
    description.append("a sequence containing ")
    description.appendDescription(of: matcher)
}

@usableFromInline
package func noItemMatching<S: Sequence>(
    _ matcher: Matcher<S.Element>, in actual: S, sample: ItemSample<S.Element>
) -> MatchResult {
    .mismatch { description in
        // The matcher's description heads the message already.
        description.append("had no such item in ")
        if let omitted = matcher.omittedFields, !isUnordered(actual) {
            // What the comparison ignores (a random id) is noise in every item shown.
            description.appendBoundedList(
                sample.items, total: sample.count, limit: ValueRenderer.elementLimit
            ) { text, item in
                text.append(ValueRenderer.renderMeasured(item, limit: 200, omitting: omitted).text)
            }
        } else {
            description.appendItems(of: actual, sample: sample)
        }
        description.appendNearestDifferences(expected: [matcher], in: actual, sample: sample)
        description.appendNearestMismatch(of: matcher, in: actual, sample: sample)
    }
}

/// Matches a sequence with at least one item equal to `item`, of any `Equatable` type, the
/// caller's own included.
///
/// ```swift
/// assertThat(cart.lines, hasItem(mug))
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail, so calls written with matchers or standard values pay nothing for it.
@_disfavoredOverload
public func hasItem<S: Sequence>(_ item: S.Element) -> Matcher<S> where S.Element: Equatable {
    hasItem(EquatableValue(item))
}
