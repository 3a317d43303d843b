/// Matches a sequence whose item at position `index` (counted from zero, in iteration order)
/// satisfies `matcher`, or equals the value.
///
/// ```swift
/// assertThat(["a", "b"], hasItem("c", atIndex: 1))
/// // Expected a sequence containing "c" at index 1, but item at index 1 was "b"
/// ```
public func hasItem<S: Sequence>(_ matcher: some MatcherConvertible<S.Element>, atIndex index: Int)
    -> Matcher<S>
{
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("a sequence containing ")
        $0.appendDescription(of: matcher)
        $0.append(" at index \(value: index)")
    }) { actual in
        guard index >= 0 else {
            return .unusable(
                "could not read index \(value: index) of a sequence: indices start at 0")
        }
        // The items before the index, sampled as `hasItem` samples them for its message.
        var before = ItemSample<S.Element>()
        for item in actual {
            guard before.count == index else {
                before.append(item)
                continue
            }
            let result = matcher.match(item)
            return result.isMatch
                ? .match : .mismatch("item at index \(value: index) \(mismatchOf: result)")
        }
        return .mismatch { description in
            description.append("had no item at index \(value: index) in ")
            description.appendItems(of: actual, sample: before)
        }
    }
}

/// Matches a sequence whose item at position `index` equals `item`, of any `Equatable` type,
/// the caller's own included.
///
/// ```swift
/// assertThat(cart.lines, hasItem(mug, atIndex: 0))
/// ```
@_disfavoredOverload
public func hasItem<S: Sequence>(_ item: S.Element, atIndex index: Int) -> Matcher<S>
where S.Element: Equatable {
    hasItem(EquatableValue(item), atIndex: index)
}
