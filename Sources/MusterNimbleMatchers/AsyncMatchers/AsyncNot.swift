import MusterMatchers

/// Nimble's `not` for an asynchronous matcher: the value does not satisfy it, by the one rule of
/// negation (``MatchResult/negated(for:examinesErrors:)``), as for ``not(_:)-(MatcherConvertible)``.
///
/// ```swift
/// await expect(recorder).to(not(beCalled(with: 0)))
/// ```
public func not<T>(_ matcher: AsyncMatcher<T>) -> AsyncMatcher<T> {
    AsyncMatcher(
        describe: {
            $0.append("not ")
            matcher.describe(into: &$0)
        }, examinesErrors: matcher.examinesErrors
    ) { outcome in
        await matcher.match(outcome: outcome).negated(
            for: outcome, examinesErrors: matcher.examinesErrors)
    }
}
