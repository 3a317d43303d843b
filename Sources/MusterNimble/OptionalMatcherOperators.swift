import Muster

// Nimble's `&&` and `||` between a matcher of optionals (`beNil()`, `beFalsy()`) and a matcher of
// the value, which Nimble's own overloads accept. Only `MusterNimble` has them: each overload of
// `&&` and `||` is tried against every Boolean expression in a file, and SwiftHamcrest's users,
// who never wrote them, should not pay for them.

/// Both matchers, the first about optionals: `allOf(_:)` of the two.
///
/// ```swift
/// expect(flag).to(beFalsy() && beFalse())
/// ```
@_disfavoredOverload
public func && <T>(left: Matcher<T?>, right: Matcher<T>) -> Matcher<T?> {
    allOf([left, Matcher(unwrapping: right)])
}

/// Both matchers, the second about optionals: `allOf(_:)` of the two.
///
/// ```swift
/// expect(flag).to(beFalse() && beFalsy())
/// ```
@_disfavoredOverload
public func && <T>(left: Matcher<T>, right: Matcher<T?>) -> Matcher<T?> {
    allOf([Matcher(unwrapping: left), right])
}

/// Either matcher, the first about optionals: `anyOf(_:)` of the two.
///
/// ```swift
/// expect(cache["key"]).to(beNil() || equal(5))
/// ```
@_disfavoredOverload
public func || <T>(left: Matcher<T?>, right: Matcher<T>) -> Matcher<T?> {
    anyOf([left, Matcher(unwrapping: right)])
}

/// Either matcher, the second about optionals: `anyOf(_:)` of the two.
///
/// ```swift
/// expect(cache["key"]).to(equal(5) || beNil())
/// ```
@_disfavoredOverload
public func || <T>(left: Matcher<T>, right: Matcher<T?>) -> Matcher<T?> {
    anyOf([Matcher(unwrapping: left), right])
}
