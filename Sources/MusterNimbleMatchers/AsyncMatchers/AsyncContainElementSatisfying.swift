import MusterMatchers

/// Nimble's `containElementSatisfying` with an asynchronous predicate: some element passes.
/// Described and explained as the synchronous form (``hasItem(_:)-(MatcherConvertible)``) is.
///
/// ```swift
/// await expect(ids).to(containElementSatisfying({ await store.contains($0) }, "a stored id"))
/// // Expected a sequence containing a stored id, but had no such item in [4, 7]
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) async -> Bool,
    _ description: String = "an element satisfying the predicate"
) -> AsyncMatcher<S> {
    // Describes what the predicate checks, for the texts hasItem writes; it judges nothing.
    let named = Matcher<S.Element>(describe: { $0.append(description) }) { _ in .match }
    return AsyncMatcher(describe: { describeHasItem(named, into: &$0) }) { actual in
        var sample = ItemSample<S.Element>()
        for item in actual {
            if await predicate(item) { return .match }
            sample.append(item)
        }
        return noItemMatching(named, in: actual, sample: sample)
    }
}
