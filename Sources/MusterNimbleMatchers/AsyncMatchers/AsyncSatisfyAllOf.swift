import MusterMatchers

// Nimble's `satisfyAllOf` over matchers that may judge asynchronously: an AsyncMatcher, described
// and explained as ``allOf(_:)-([Matcher<T>])`` is.

/// Nimble's `satisfyAllOf` with asynchronous matchers: the value satisfies every one.
///
/// ```swift
/// await expect(recorder).to(satisfyAllOf(beCalled(with: 3), beCalled(with: 4)))
/// ```
public func satisfyAllOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAllOf(matchers)
}

/// Nimble's `satisfyAllOf` with an array of matchers, some asynchronous.
///
/// ```swift
/// await expect(recorder).to(satisfyAllOf([beCalled(with: 3), beCalled(with: 4)]))
/// ```
public func satisfyAllOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    let matchers = matchers.map(AsyncMatcher.init)
    return AsyncMatcher(
        describe: { $0.appendList(of: matchers, separator: " and ") },
        examinesErrors: matchers.contains { $0.examinesErrors }
    ) { outcome in
        for matcher in matchers {
            let result = await matcher.match(outcome: outcome)
            if !result.isMatch { return result.at(matcher.description) }
        }
        return .match
    }
}
