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
        failingItems(of: actual, against: matcher).result
    }
}

/// The items that fail `matcher`, with their positions: the whole passing path, in a function
/// of its own so that it is specialized for the element type.
@inlinable
func failingItems<S: Sequence>(of actual: S, against matcher: Matcher<S.Element>) -> FailingItems {
    var failures = FailingItems()
    var index = 0
    // A comparison (`greaterThan(0)`, a plain value) is taken apart once and tested directly: a
    // debug build, where nothing is inlined, would otherwise apply the whole matcher to each item
    // (several times the cost), and an optimized one would count a reference to the relation for
    // each. The mismatch is made only for an item that fails.
    if case .comparison(let (value, relation, _, _)) = matcher.kind {
        for item in actual {
            if !holds(relation, item, value) { failures.record(matcher.match(item), at: index) }
            index += 1
        }
        return failures
    }
    for item in actual {
        let result = matcher.match(item)
        if !result.isMatch { failures.record(result, at: index) }
        index += 1
    }
    return failures
}

/// The description of `everyItem`, out of line: the inlinable part is only the loop.
@usableFromInline
func describeEveryItem<Element>(_ matcher: Matcher<Element>, into description: inout Description) {
    var item = Description()
    item.appendDescription(of: matcher)
    appendEveryItem(item, into: &description)
}

/// `a sequence where every item is <item>`, worded for what the item's description is: a noun
/// phrase (Muster's, `a value less than 4`), or a verb phrase as Nimble's matchers and
/// `allPass` descriptions are written (`be even` → `every item should be even`, `to equal <1>`
/// → `every item is expected to equal <1>`).
package func appendEveryItem(_ item: Description, into description: inout Description) {
    if item.text.hasPrefix("be ") {
        description.append("a sequence where every item should ")
    } else if item.text.hasPrefix("to ") {
        description.append("a sequence where every item is expected ")
    } else {
        description.append("a sequence where every item is ")
    }
    description.append(item)
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
