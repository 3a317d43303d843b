/// Nimble's `equal`: matches a value equal to `expected`, described as `a value equal to 3`
/// (``equalTo(_:)`` describes itself as the value alone). `equal(nil)` never matches, under
/// `to` or `toNot`; use ``beNil()`` for nil.
///
/// ```swift
/// expect(1 + 1).to(equal(3))
/// // Expected a value equal to 3, but was 2
/// ```
@_transparent
public func equal<T: Equatable>(_ expected: T?) -> Matcher<T> {
    guard let expected else { return equalToNil() }
    return Matcher(
        comparingWith: expected, by: EqualRelation<T>.self, phrase: EqualValuePhrase.self,
        showsDifference: true, rejectsNil: true)
}

/// `equal`'s description: `a value equal to <expected>`.
@usableFromInline
enum EqualValuePhrase: ComparisonPhrase {
    @usableFromInline
    static func describe(_ value: Any, into description: inout Description) {
        description.append("a value equal to ")
        description.appendSummary(of: value)
    }
}

/// `equal(nil)`: Nimble fails it whatever the value, so it is unusable rather than a mismatch
/// that `toNot` would turn into a pass. `description` says what was asked for, for the other
/// matchers Nimble lets take a `nil` (`elementsEqual(nil)`).
@usableFromInline
func equalToNil<T>(
    describedAs description: String =
        "a value equal to nil (equal(nil) never matches; use beNil())"
) -> Matcher<T> {
    Matcher(describe: { $0.append(description) }) { actual in
        .unusable("was \(value: actual)")
    }
}
