// Nimble's names for Muster's collection and string matchers, so that a Nimble suite moves over
// by changing its import. Each is a forward to the matcher it names; `contain` for strings,
// `beginWith`, `endWith` and `elementsEqual` for sequences, and `allPass` with a predicate
// have code of their own and live with their families.

/// Nimble's `contain`: a sequence that has every one of `items` as an element, anywhere:
/// ``hasItem(_:)-(MatcherConvertible)`` for one item, ``hasItems(_:)-(MatcherConvertible<S.Element>...)`` for
/// several. (Hamcrest's `contains` means "exactly these, in order".)
///
/// ```swift
/// expect(["Atlantic", "Pacific"]).to(contain("Pacific"))
/// ```
@inlinable @inline(__always)
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Nimble's `contain` with an array of elements: ``hasItem(_:)-(MatcherConvertible)`` or
/// ``hasItems(_:)-(MatcherConvertible<S.Element>...)``.
///
/// ```swift
/// expect(oceans).to(contain(["Atlantic", "Pacific"]))
/// ```
@inlinable @inline(__always)
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    if items.count == 1 { return hasItem(equalTo(items[0])).rejectingNil() }
    return hasItems(items.map { equalTo($0) }).rejectingNil()
}

/// Nimble's `containElementSatisfying`: ``hasItem(_:)-(MatcherConvertible)`` with a predicate, named by
/// `description`.
///
/// ```swift
/// expect(users).to(containElementSatisfying({ $0.isAdmin }, "an admin"))
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool,
    _ description: String = "an element satisfying the predicate"
) -> Matcher<S> {
    hasItem(Matcher(Description(description), predicate)).rejectingNil()
}

/// Nimble's `beginWith` for strings: ``startsWith(_:)->Matcher<String>``.
///
/// ```swift
/// expect("seahorse").to(beginWith("sea"))
/// ```
public func beginWith(_ prefix: String) -> Matcher<String> { startsWith(prefix).rejectingNil() }

/// Nimble's `endWith` for strings: ``endsWith(_:)->Matcher<String>``.
///
/// ```swift
/// expect("seahorse").to(endWith("horse"))
/// ```
public func endWith(_ suffix: String) -> Matcher<String> { endsWith(suffix).rejectingNil() }

/// Nimble's `beEmpty`: ``isEmpty()``, a sequence with no elements.
///
/// ```swift
/// expect([Int]()).to(beEmpty())
/// ```
public func beEmpty<S: Sequence>() -> Matcher<S> { isEmpty().rejectingNil() }

/// Nimble's `beEmpty` for strings: ``isEmptyString()->Matcher<String>``.
///
/// ```swift
/// expect(name).to(beEmpty())
/// ```
public func beEmpty() -> Matcher<String> { isEmptyString().rejectingNil() }

/// Nimble's `haveCount`: ``hasCount(_:)``.
///
/// ```swift
/// expect([1, 2]).to(haveCount(2))
/// ```
public func haveCount<S: Sequence>(_ count: Int) -> Matcher<S> { hasCount(count).rejectingNil() }

/// Nimble's `allPass` with a matcher: ``everyItem(_:)-(MatcherConvertible)``.
///
/// ```swift
/// expect([2, 4]).to(allPass(beGreaterThan(1)))
/// ```
public func allPass<S: Sequence>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
    everyItem(matcher).rejectingNil()
}

/// Nimble's `match`: ``containsMatch(_:)->Matcher<String>``, a match for the regular
/// expression anywhere in the string; for a whole-string match use
/// ``matchesRegex(_:)->Matcher<String>``.
///
/// ```swift
/// expect("order-42").to(match("[0-9]+"))
/// ```
public func match(_ pattern: String) -> Matcher<String> { containsMatch(pattern).rejectingNil() }
