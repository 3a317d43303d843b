import Foundation

// Nimble's `contain`, `beEmpty`, `beginWith` and `endWith` for containers that are not
// sequences of `Equatable` elements: `SetAlgebra` types that are not sequences (`OptionSet`s
// above all), asked through their own `contains(_:)` and `isEmpty`, and Foundation arrays,
// whose elements are compared as Foundation compares objects. A `Set`, which is both a sequence and a set, keeps the sequence form of
// Nimble/NimbleCollections.swift; the two agree.

/// Nimble's `contain` for sets that are not sequences, such as option sets: every one of
/// `items` is a member.
///
/// ```swift
/// expect(permissions).to(contain(.read, .write))
/// ```
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Matcher<S> { contain(items) }

/// Nimble's `contain` for sets that are not sequences, with an array of items.
///
/// ```swift
/// expect(permissions).to(contain([.read, .write]))
/// ```
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Matcher<S> {
    containsEvery(items, in: "a set") { $0.contains($1) }
}

/// Nimble's `beEmpty` for sets that are not sequences, such as option sets: no members.
///
/// ```swift
/// expect(permissions).to(beEmpty())
/// // Expected an empty set, but was Permissions(rawValue: 3)
/// ```
@_disfavoredOverload
public func beEmpty<S: SetAlgebra>() -> Matcher<S> {
    Matcher(describe: { $0.append("an empty set") }) { set in
        set.isEmpty ? .match : .mismatch(was: set)
    }.rejectingNil()
}

/// Nimble's `contain` for Foundation arrays: every one of `items` is an element, compared as
/// Foundation compares objects (`isEqual(_:)`).
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(contain("b"))
/// ```
@_disfavoredOverload
public func contain(_ items: Any...) -> Matcher<NSArray> { contain(items) }

/// Nimble's `contain` for Foundation arrays, with an array of items.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(contain(["a", "b"]))
/// ```
@_disfavoredOverload
public func contain(_ items: [Any]) -> Matcher<NSArray> {
    containsEvery(items, in: "an array", foundationArrayContains)
}

/// Nimble's `beginWith` for Foundation arrays: the first element equals `element`, compared as
/// Foundation compares objects.
///
/// ```swift
/// expect(["b", "a"] as NSArray).to(beginWith("a"))
/// // Expected an array beginning with "a", but was ["b", "a"]
/// ```
@_disfavoredOverload
public func beginWith(_ element: Any) -> Matcher<NSArray> {
    foundationArrayEnd("beginning", element) { $0.firstObject }
}

/// Nimble's `endWith` for Foundation arrays: the last element equals `element`, compared as
/// Foundation compares objects.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(endWith("b"))
/// ```
@_disfavoredOverload
public func endWith(_ element: Any) -> Matcher<NSArray> {
    foundationArrayEnd("ending", element) { $0.lastObject }
}

/// A Foundation array whose element at one end, read by `end`, equals `element`.
private func foundationArrayEnd(
    _ verb: String, _ element: Any, _ end: @escaping (NSArray) -> Any?
) -> Matcher<NSArray> {
    Matcher(describe: { $0.append("an array \(describing: verb) with \(value: element)") }) {
        array in
        guard let found = end(array) else { return .mismatch(was: array) }
        return foundationArrayContains([found] as NSArray, element) ? .match : .mismatch(was: array)
    }.rejectingNil()
}

/// Whether `array` has an element equal to `item`, as Foundation compares objects. An array
/// made from Swift strings may hold them unbridged, which `NSArray.contains(_:)` does not find
/// from a Foundation string, so a Foundation object is also asked to compare itself.
private func foundationArrayContains(_ array: NSArray, _ item: Any) -> Bool {
    if array.contains(item) { return true }
    guard let object = item as? NSObject else { return false }
    return array.contains(where: { object.isEqual($0) })
}

/// A container in which `contains` finds every one of `items`: `<noun> containing <item>`, or
/// `<noun> containing all of [<items>]`; one item missing is `was <container>`, several name
/// the missing ones as `had no <itemsNoun> [<missing>] in <container>`.
func containsEvery<Container, Item>(
    _ items: [Item], in noun: String, itemsNoun: String = "items",
    _ contains: @escaping (Container, Item) -> Bool
) -> Matcher<Container> {
    Matcher(describe: { description in
        description.append("\(noun) containing ")
        if items.count == 1 { return description.appendValue(items[0]) }
        description.append("all of ")
        description.appendValues(items)
    }) { actual in
        let missing = items.filter { !contains(actual, $0) }
        if missing.isEmpty { return .match }
        if items.count == 1 { return .mismatch(was: actual) }
        return .mismatch { description in
            description.append("had no ")
            if missing.count == 1 {
                description.appendValue(missing[0])
            } else {
                description.append("\(itemsNoun) ")
                description.appendValues(missing)
            }
            description.append(" in \(value: actual)")
        }
    }.rejectingNil()
}
