import MusterMatchers

// Nimble's `allPass` with an asynchronous predicate: an AsyncMatcher, applied with `await`.
// Described and explained as the synchronous `allPass` (``everyItem(_:)-(MatcherConvertible)``) is.
//
// Nimble also takes an AsyncMatcher for the elements; that overload is left out: next to the
// predicate's, it makes the type checker take twice as long over every `allPass { … }`.

/// Nimble's `allPass` with an asynchronous predicate: every element passes.
///
/// ```swift
/// await expect(ids).to(allPass { await store.contains($0) })
/// // Expected a sequence where every item is a value that passes the predicate, but item 1: was 7
/// ```
public func allPass<S: Sequence>(_ predicate: @escaping (S.Element) async throws -> Bool)
    -> AsyncMatcher<S>
{
    allPass("a value that passes the predicate", predicate)
}

/// Nimble's `allPass` with the name of what an asynchronous predicate checks.
///
/// ```swift
/// await expect(ids).to(allPass("a stored id") { await store.contains($0) })
/// ```
public func allPass<S: Sequence>(
    _ description: String, _ predicate: @escaping (S.Element) async throws -> Bool
) -> AsyncMatcher<S> {
    AsyncMatcher(
        describe: { appendEveryItem(Description(description), into: &$0) },
        match: { actual in
            var failures = FailingItems()
            for (index, item) in actual.enumerated() {
                let result: MatchResult
                do {
                    result = try await predicate(item) ? .match : .mismatch(was: item)
                } catch {
                    result = .mismatch { $0.appendThrew(error) }
                }
                if !result.isMatch { failures.record(result, at: index) }
            }
            return failures.result
        })
}
