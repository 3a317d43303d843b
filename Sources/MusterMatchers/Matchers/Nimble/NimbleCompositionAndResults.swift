// Nimble's names for Muster's composing matchers, so that a Nimble suite moves over by
// changing its import. Each is a forward to the matcher it names. `map`, `compactMap` and
// `succeed` have code of their own and live with their families; `beSuccess` and `beFailure`,
// whose `test:` closures run assertions, live in Assertions/ClosureChecks/.

/// Nimble's `satisfyAllOf`: ``allOf(_:)-([Matcher<T>])``.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
/// ```
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { allOf(matchers) }

/// Nimble's `satisfyAllOf` with an array of matchers: ``allOf(_:)-([Matcher<T>])``.
///
/// ```swift
/// expect(5).to(satisfyAllOf([beGreaterThan(1), beLessThan(10)]))
/// ```
public func satisfyAllOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> { allOf(matchers) }

/// Nimble's `satisfyAnyOf`: ``anyOf(_:)-([Matcher<T>])``.
///
/// ```swift
/// expect(5).to(satisfyAnyOf(equal(1), equal(5)))
/// ```
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { anyOf(matchers) }

/// Nimble's `satisfyAnyOf` with an array of matchers: ``anyOf(_:)-([Matcher<T>])``.
///
/// ```swift
/// expect(5).to(satisfyAnyOf([equal(1), equal(5)]))
/// ```
public func satisfyAnyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> { anyOf(matchers) }
