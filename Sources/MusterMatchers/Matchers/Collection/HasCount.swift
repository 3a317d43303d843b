/// Matches a sequence whose number of items satisfies `matcher`, or equals the number. A
/// collection gives its `count`; any other sequence is counted in one pass.
///
/// ```swift
/// assertThat([1, 2], hasCount(3))
/// // Expected a collection with count 3, but count was 2
/// ```
public func hasCount<S: Sequence>(_ matcher: some MatcherConvertible<Int>) -> Matcher<S> {
    hasFeature("count", matcher, describedAs: "a collection with count", countOfItems)
}

/// The number of items in `sequence`, without reading a collection that knows its count.
func countOfItems(_ sequence: some Sequence) -> Int {
    if let collection = sequence as? any Collection { return collection.count }
    var count = 0
    for _ in sequence { count += 1 }
    return count
}

/// OCHamcrest's `hasCountOf`: a sequence with exactly `count` items, ``hasCount(_:)`` with a
/// number.
///
/// ```swift
/// assertThat([1, 2], hasCountOf(3))
/// // Expected a collection with count 3, but count was 2
/// ```
public func hasCountOf<S: Sequence>(_ count: Int) -> Matcher<S> { hasCount(count) }
