import MusterMatchers

// Nimble's `satisfyAnyOf` over matchers that may judge asynchronously: an AsyncMatcher, described
// and explained as ``anyOf(_:)-([Matcher<T>])`` is.

/// Nimble's `satisfyAnyOf` with asynchronous matchers: the value satisfies at least one.
///
/// ```swift
/// await expect(recorder).to(satisfyAnyOf(beCalled(with: 3), beCalled(with: 4)))
/// ```
public func satisfyAnyOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAnyOf(matchers)
}

/// Nimble's `satisfyAnyOf` with an array of matchers, some asynchronous.
///
/// ```swift
/// await expect(recorder).to(satisfyAnyOf([beCalled(with: 3), beCalled(with: 4)]))
/// ```
public func satisfyAnyOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    let matchers = matchers.map(AsyncMatcher.init)
    return AsyncMatcher(
        describe: { $0.appendList(of: matchers, separator: " or ") },
        examinesErrors: matchers.contains { $0.examinesErrors }
    ) { outcome in
        var failures: [AlternativeFailure] = []
        for matcher in matchers {
            let result = await matcher.match(outcome: outcome)
            if result.isMatch { return .match }
            failures.append((matcher.describe(into:), result))
        }
        return noAlternativeMatched(failures)
    }
}
