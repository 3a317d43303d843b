import Muster

// `&&` and `||` between matchers, as Nimble and SwiftHamcrest both write them. They live in a
// module of their own, which `MusterNimble` and `MusterHamcrest` re-export (so a file importing
// both sees one of each), not in `import Muster`: an operator declared for any type joins the
// candidates of every `&&` and `||` in a file that imports it, ordinary Boolean code included.
// In `import Muster` they made ordinary code cost the constraint solver 65 % more
// (Benchmarks/TypeCheck/operator-cost.sh, 2026-11-27).

/// Both matchers: `allOf(_:)` of the two.
///
/// ```swift
/// expect(5).to(beGreaterThan(1) && beLessThan(10))
/// ```
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { allOf([left, right]) }

/// Either matcher: `anyOf(_:)` of the two.
///
/// ```swift
/// expect(5).to(equal(1) || equal(5))
/// ```
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { anyOf([left, right]) }
