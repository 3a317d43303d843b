/// Nimble's `elementsEqual`: the same elements in the same order, whatever the sequence types.
/// The mismatch names the first item that differs. An expected `nil` never matches, as in
/// Nimble; use ``beNil()`` for nil.
///
/// ```swift
/// expect(stack.items).to(elementsEqual([1, 2, 3]))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(_ expected: Expected?) -> Matcher<S>
where S.Element: Equatable, Expected.Element == S.Element {
    guard let expected else { return equalToNil(describedAs: elementsEqualNilDescription) }
    let elements = Array(expected)
    return contains(elements.map { equalTo($0) })
        .described(
            "a sequence with elements equal to \(value: shown(expected, elements: elements))"
        ).rejectingNil()
}

/// Nimble's `elementsEqual(_:by:)`: the same count, and each pair of elements equivalent. An
/// expected `nil` never matches.
///
/// ```swift
/// expect(names).to(elementsEqual(["A", "B"], by: { $0.lowercased() == $1.lowercased() }))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(
    _ expected: Expected?, by areEquivalent: @escaping (S.Element, Expected.Element) -> Bool
) -> Matcher<S> {
    guard let expected else { return equalToNil(describedAs: elementsEqualNilDescription) }
    let elements = Array(expected)
    let matchers = elements.map { item in
        Matcher<S.Element>("\(value: item)") { areEquivalent($0, item) }
    }
    return contains(matchers)
        .described(
            "a sequence with elements equivalent to \(value: shown(expected, elements: elements))"
        ).rejectingNil()
}

/// What `elementsEqual(nil)` asks for: no sequence has the elements of `nil`, so it never matches,
/// negated or not.
private let elementsEqualNilDescription =
    "a sequence with elements equal to nil (which none has; use beNil())"
