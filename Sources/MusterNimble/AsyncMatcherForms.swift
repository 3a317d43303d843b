import Muster

// Nimble's forms that combine an `AsyncMatcher` with others: `&&` and `||`, and `allPass` over
// one. They live here, not in `import Muster`: `&&` and `||` declared for matchers join every
// Boolean expression's candidates, and `allPass` taking a matcher next to a closure doubles the
// type checker's work over every `allPass { … }`.

/// Both matchers, either of which awaits: `satisfyAllOf(left, right)`.
///
/// ```swift
/// await expect(inbox).to(asyncHaveUnread(3) && beIdenticalTo(current))
/// ```
public func && <T>(left: AsyncMatcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// Both matchers, the right one awaiting: `satisfyAllOf(left, right)`.
///
/// ```swift
/// await expect(2).to(beLessThan(3) && asyncEqual(2))
/// ```
public func && <T>(left: Matcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// Both matchers, the left one awaiting: `satisfyAllOf(left, right)`.
///
/// ```swift
/// await expect(2).to(asyncEqual(2) && beLessThan(3))
/// ```
public func && <T>(left: AsyncMatcher<T>, right: Matcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

/// Either matcher, both awaiting: `satisfyAnyOf(left, right)`.
///
/// ```swift
/// await expect(job).to(asyncBeDone() || asyncBeCancelled())
/// ```
public func || <T>(left: AsyncMatcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// Either matcher, the right one awaiting: `satisfyAnyOf(left, right)`.
///
/// ```swift
/// await expect(2).to(equal(3) || asyncEqual(2))
/// ```
public func || <T>(left: Matcher<T>, right: AsyncMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// Either matcher, the left one awaiting: `satisfyAnyOf(left, right)`.
///
/// ```swift
/// await expect(2).to(asyncEqual(2) || equal(3))
/// ```
public func || <T>(left: AsyncMatcher<T>, right: Matcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

/// Nimble's `allPass` with a matcher that awaits: every element satisfies it.
///
/// ```swift
/// await expect(ids).to(allPass(asyncBeStored()))
/// ```
public func allPass<S: Sequence>(_ matcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    everyElement(satisfying: matcher)
}
