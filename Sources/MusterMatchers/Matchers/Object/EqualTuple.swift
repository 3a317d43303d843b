// Nimble's `equal` on tuples and on arrays of tuples. Tuples cannot conform to `Equatable`, so
// these take the tuple's elements as a parameter pack: any tuple of `Equatable` elements, two to
// six as in Nimble, or more. They are disfavored so that a single value keeps `equal(_:)`.
//
// The pack-typed values are compared by the tuple relations (Relation.swift) and described by
// `equal`'s phrase, not by closures: this compiler crashes lowering a closure expression whose
// parameters are tuples of a pack (Swift 6.3).

/// Nimble's `equal` for tuples: every element equal to the one at its position, described as
/// `a value equal to (1, "a")`. `equal(nil)` never matches; use ``beNil()`` for nil.
///
/// ```swift
/// expect((200, "OK")).to(equal((200, "OK")))
/// ```
@_disfavoredOverload
public func equal<each Element: Equatable>(_ expected: (repeat each Element)?)
    -> Matcher<(repeat each Element)>
{
    guard let expected else { return equalToNil() }
    return Matcher(
        comparingWith: expected, by: TupleElementsEqualRelation<repeat each Element>.self,
        phrase: EqualValuePhrase.self,
        showsDifference: true, rejectsNil: true)
}

/// Nimble's `equal` for arrays of tuples: the same count, and each tuple equal to the one at its
/// index.
///
/// ```swift
/// expect(pairs).to(equal([(1, "one"), (2, "two")]))
/// ```
@_disfavoredOverload
public func equal<each Element: Equatable>(_ expected: [(repeat each Element)]?)
    -> Matcher<[(repeat each Element)]>
{
    guard let expected else { return equalToNil() }
    return Matcher(
        comparingWith: expected, by: TupleArraysEqualRelation<repeat each Element>.self,
        phrase: EqualValuePhrase.self,
        showsDifference: true, rejectsNil: true)
}
