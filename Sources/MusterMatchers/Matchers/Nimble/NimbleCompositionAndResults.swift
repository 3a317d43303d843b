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

/// Both matchers: ``allOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(5).to(beGreaterThan(1) && beLessThan(10))
/// ```
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { allOf([left, right]) }

/// Either matcher: ``anyOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(5).to(equal(1) || equal(5))
/// ```
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { anyOf([left, right]) }

/// Both matchers, the first about optionals: ``allOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(flag).to(beFalsy() && beFalse())
/// ```
@_disfavoredOverload
public func && <T>(left: Matcher<T?>, right: Matcher<T>) -> Matcher<T?> {
    allOf([left, Matcher(unwrapping: right)])
}

/// Both matchers, the second about optionals: ``allOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(flag).to(beFalse() && beFalsy())
/// ```
@_disfavoredOverload
public func && <T>(left: Matcher<T>, right: Matcher<T?>) -> Matcher<T?> {
    allOf([Matcher(unwrapping: left), right])
}

/// Either matcher, the first about optionals: ``anyOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(cache["key"]).to(beNil() || equal(5))
/// ```
@_disfavoredOverload
public func || <T>(left: Matcher<T?>, right: Matcher<T>) -> Matcher<T?> {
    anyOf([left, Matcher(unwrapping: right)])
}

/// Either matcher, the second about optionals: ``anyOf(_:)-([Matcher<T>])`` of the two.
///
/// ```swift
/// expect(cache["key"]).to(equal(5) || beNil())
/// ```
@_disfavoredOverload
public func || <T>(left: Matcher<T>, right: Matcher<T?>) -> Matcher<T?> {
    anyOf([Matcher(unwrapping: left), right])
}
