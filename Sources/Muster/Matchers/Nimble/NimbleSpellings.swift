import Foundation

// Nimble's names for Muster's matchers, in one place, so that a Nimble suite moves over by
// changing `import Nimble` to `import Muster`. Each keeps the meaning Nimble gives it; messages
// are Muster's. The DocC article "Migrating from Nimble" maps each name to its Hamcrest twin.

// MARK: Equality and identity

/// Nimble's `equal`: matches a value equal to `expected`. `equal(nil)` never matches, under
/// `to` or `toNot`; use `beNil()` for nil.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// // Expected a value equal to 3, but was 2
/// ```
@_transparent
public func equal<T: Equatable>(_ expected: T?) -> Matcher<T> {
    guard let expected else { return equalToNil() }
    return Matcher(
        comparingWith: expected,
        describe: {
            $1.append("a value equal to ")
            $1.appendSummary(of: $0)
        }, holds: ==, showsDifference: true)
}

/// `equal(nil)`: Nimble fails it whatever the value, so it is unusable rather than a mismatch
/// that `toNot` would turn into a pass.
@usableFromInline
func equalToNil<T>() -> Matcher<T> {
    Matcher(describe: {
        $0.append("a value equal to nil (equal(nil) never matches; use beNil())")
    }) { actual in
        .unusable("was \(value: actual)")
    }
}

/// Nimble's `beIdenticalTo`: the very same object (`===`). Hamcrest: ``sameInstance(_:)``.
/// An expected `nil` matches no object.
///
/// ```swift
/// expect(session).to(beIdenticalTo(Session.shared))
/// ```
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    guard let expected else {
        return Matcher(describe: { $0.append("the same instance as nil") }) { .mismatch(was: $0) }
    }
    return sameInstance(expected)
}

/// Nimble's `be`: the same as ``beIdenticalTo(_:)``.
///
/// ```swift
/// expect(session).to(be(Session.shared))
/// ```
public func be<T: AnyObject>(_ expected: T?) -> Matcher<T> { beIdenticalTo(expected) }

// MARK: Comparison

/// Nimble's `beGreaterThan`. Hamcrest: ``greaterThan(_:)``.
///
/// ```swift
/// expect(score).to(beGreaterThan(10))
/// ```
@inlinable
public func beGreaterThan<T: Comparable>(_ value: T) -> Matcher<T> { greaterThan(value) }

/// Nimble's `beGreaterThanOrEqualTo`. Hamcrest: ``greaterThanOrEqualTo(_:)``.
///
/// ```swift
/// expect(balance).to(beGreaterThanOrEqualTo(0))
/// ```
@inlinable
public func beGreaterThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    greaterThanOrEqualTo(value)
}

/// Nimble's `beLessThan`. Hamcrest: ``lessThan(_:)``.
///
/// ```swift
/// expect(latency).to(beLessThan(100))
/// ```
@inlinable
public func beLessThan<T: Comparable>(_ value: T) -> Matcher<T> { lessThan(value) }

/// Nimble's `beLessThanOrEqualTo`. Hamcrest: ``lessThanOrEqualTo(_:)``.
///
/// ```swift
/// expect(retries).to(beLessThanOrEqualTo(3))
/// ```
@inlinable
public func beLessThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    lessThanOrEqualTo(value)
}

/// Nimble's `beCloseTo`: within `tolerance` of `expected` (default 0.0001). Hamcrest:
/// ``closeTo(_:_:)->Matcher<T>``. Muster's tolerance is inclusive; Nimble's is strict for single values.
///
/// ```swift
/// expect(1.2).to(beCloseTo(1.1, within: 0.1))
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: T, within tolerance: T = defaultTolerance())
    -> Matcher<T>
{
    closeTo(expected, tolerance)
}

/// Nimble's `beCloseTo` for arrays: the same count, and each value within `tolerance` of the
/// expected one at its index. The mismatch names every value that is too far off.
///
/// ```swift
/// expect([1.0, 2.0]).to(beCloseTo([1.0001, 2.0], within: 0.001))
/// // Expected an array with each value within 0.001 of [1.0001, 2.0], but item 1: was 2.5, …
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: [T], within tolerance: T = defaultTolerance())
    -> Matcher<[T]>
{
    Matcher(describe: {
        $0.append("an array with each value within \(value: tolerance) of \(value: expected)")
    }) { actual in
        guard actual.count == expected.count else {
            return .mismatch { description in
                description.append(actual.count == 1 ? "had 1 value" : "had \(actual.count) values")
                description.append(" instead of \(describing: expected.count): \(value: actual)")
            }
        }
        var failures = FailingItems()
        for (index, (value, target)) in zip(actual, expected).enumerated() {
            let result = closeTo(target, tolerance).match(value)
            if !result.isMatch { failures.record(result, at: index) }
        }
        return failures.result
    }
}

/// Nimble's `beCloseTo` for dates: no more than `tolerance` seconds apart (default 0.0001).
///
/// ```swift
/// expect(order.createdAt).to(beCloseTo(Date(), within: 1))
/// ```
public func beCloseTo(_ expected: Date, within tolerance: TimeInterval = defaultTolerance())
    -> Matcher<Date>
{
    Matcher(describe: {
        $0.append("a date within \(value: tolerance) seconds of \(value: expected)")
    }) { actual in
        let difference = abs(actual.timeIntervalSince(expected))
        return difference <= tolerance
            ? .match : .mismatch("was \(value: actual), \(value: difference) seconds apart")
    }
}

/// The tolerance Nimble's `beCloseTo` and `≈` use when none is given: 0.0001.
///
/// ```swift
/// let tolerance: Double = defaultTolerance()
/// ```
public func defaultTolerance<T: FloatingPoint>() -> T { T(1) / T(10_000) }

/// Nimble's `beWithin`: a value inside the range. Hamcrest: ``inRange(_:)-(Range<T>)``.
///
/// ```swift
/// expect(age).to(beWithin(0..<150))
/// ```
public func beWithin<T: Comparable>(_ range: Range<T>) -> Matcher<T> { inRange(range) }

/// Nimble's `beWithin` for a closed range. Hamcrest: ``inRange(_:)-(ClosedRange<T>)``.
///
/// ```swift
/// expect(percent).to(beWithin(0...100))
/// ```
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> { inRange(range) }

// MARK: Types

/// Nimble's `beAKindOf`: an instance of the type or a subtype. Hamcrest: ``instanceOf(_:)``.
///
/// ```swift
/// expect(controller).to(beAKindOf(UIViewController.self))
/// ```
public func beAKindOf<Subject, T>(_ type: T.Type) -> Matcher<Subject> { instanceOf(type) }

/// Nimble's `beAnInstanceOf`: exactly this type. Hamcrest: ``isA(_:)``.
///
/// ```swift
/// expect(shape).to(beAnInstanceOf(Circle.self))
/// ```
public func beAnInstanceOf<Subject, T>(_ type: T.Type) -> Matcher<Subject> { isA(type) }

// MARK: Truth, nil and Void

/// Nimble's `beTrue`. Hamcrest: ``isTrue()``.
///
/// ```swift
/// expect(flag).to(beTrue())
/// ```
public func beTrue() -> Matcher<Bool> { isTrue() }

/// Nimble's `beFalse`. Hamcrest: ``isFalse()``.
///
/// ```swift
/// expect(flag).to(beFalse())
/// ```
public func beFalse() -> Matcher<Bool> { isFalse() }

/// Nimble's `beTruthy`: not `nil`, and not `false` where the value is a Boolean.
///
/// ```swift
/// expect(user.isAdmin).to(beTruthy())
/// ```
public func beTruthy<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("truthy") }) { actual in
        isTruthy(actual) ? .match : .mismatch(was: actual)
    }
}

/// Nimble's `beFalsy`: `nil`, or `false` where the value is a Boolean.
///
/// ```swift
/// expect(cache["missing"]).to(beFalsy())
/// ```
public func beFalsy<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("falsy") }) { actual in
        isTruthy(actual) ? .mismatch(was: actual) : .match
    }
}

private func isTruthy<T>(_ value: T?) -> Bool {
    guard let value = unwrapOptionals(value) else { return false }
    return (value as? Bool) ?? true
}

/// Nimble's `beNil`. Hamcrest: ``nilValue()``.
///
/// ```swift
/// expect(cache["missing"]).to(beNil())
/// ```
public func beNil<T>() -> Matcher<T?> { nilValue() }

/// Nimble's `beVoid`: the value `()`.
///
/// ```swift
/// expect(()).to(beVoid())
/// ```
public func beVoid() -> Matcher<Void> {
    Matcher(describe: { $0.append("void") }) { _ in .match }
}

// MARK: Errors and traps

/// Nimble's `throwError()`: any error. Hamcrest: ``throwsError()``.
///
/// ```swift
/// expect { try parse("") }.to(throwError())
/// ```
public func throwError<T>() -> Matcher<T> { throwsError() }

/// Nimble's `throwError(_:)` with an `Equatable` error: that very error, then handed to
/// `closure`, if given, whose failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("") }.to(throwError(ParseError.empty))
/// ```
public func throwError<T, E: Error & Equatable>(_ error: E, closure: ((E) -> Void)? = nil)
    -> Matcher<T>
{
    guard let closure else { return throwsError(error) }
    return examiningThrownError(
        "the error \(ValueRenderer.renderError(error)) that passes the given checks"
    ) { thrown in
        guard let typed = thrown as? E, typed == error else { return .mismatch { _ in } }
        return passingChecks(typed, closure)
    }
}

/// Nimble's `throwError(_:)` with an error that is not `Equatable`: an error of the same type
/// and case (the same domain and code), whatever its associated values, then handed to
/// `closure`, if given.
///
/// ```swift
/// expect { try connect() }.to(throwError(URLError(.timedOut)))
/// ```
public func throwError<T, E: Error>(_ error: E, closure: ((any Error) -> Void)? = nil)
    -> Matcher<T>
{
    let checks = closure == nil ? "" : " that passes the given checks"
    return examiningThrownError("an error like \(ValueRenderer.renderError(error))\(checks)") {
        thrown in
        guard isSameKind(thrown, error) else { return .mismatch { _ in } }
        return closure.map { passingChecks(thrown, $0) } ?? .match
    }
}

/// Nimble's `throwError(errorType:)`: an error of that type, handed to `closure`, if given,
/// whose failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(errorType: ParseError.self) { error in
///     expect(error.line).to(equal(1))
/// })
/// ```
public func throwError<T, E: Error>(errorType: E.Type, closure: ((E) -> Void)? = nil)
    -> Matcher<T>
{
    guard let closure else { return throwsError(errorType) }
    return examiningThrownError(
        "an error of type \(describing: errorType) that passes the given checks"
    ) { thrown in
        guard let typed = thrown as? E else { return .mismatch { _ in } }
        return passingChecks(typed, closure)
    }
}

/// Nimble's `throwError(closure:)`: any error, handed to `closure`, whose failing assertions
/// make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError { expect($0).to(matchError(ParseError.self)) })
/// ```
public func throwError<T>(closure: @escaping (any Error) -> Void) -> Matcher<T> {
    examiningThrownError("an error that passes the given checks") { passingChecks($0, closure) }
}

/// Nimble's `throwError(closure:)` with a typed closure: an error of the closure's type, handed
/// to it; its failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError { (error: ParseError) in expect(error.line) == 1 })
/// ```
public func throwError<T, E: Error>(closure: @escaping (E) -> Void) -> Matcher<T> {
    throwError(errorType: E.self, closure: closure)
}

/// Nimble's `throwError(_:)` with a matcher: an error that satisfies it.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(matchError(ParseError.self)))
/// ```
public func throwError<T>(_ matcher: Matcher<any Error>) -> Matcher<T> {
    examiningThrownError("an error that is \(matcher)") { thrown in
        let result = matcher.match(thrown)
        if result.isMatch { return .match }
        return .mismatch { description in
            var reason = Description()
            reason.appendMismatch(of: result)
            // `matchError`'s mismatch only names the error again.
            var restated = Description()
            restated.appendWasError(thrown)
            if reason != restated { description.append(": \(reason)") }
        }
    }
}

/// A matcher about the thrown error for Nimble's forms. `judge` returns a match, or a mismatch
/// that adds to `threw error <error>` (or nothing, when naming the error says it all).
private func examiningThrownError<T>(
    _ description: @autoclosure @escaping () -> Description,
    _ judge: @escaping (any Error) -> MatchResult
) -> Matcher<T> {
    .examiningOutcome(describe: { $0.append(description()) }) { outcome in
        guard case .failure(let error) = outcome else {
            // A value where an error was expected: `throwsError` says what came back.
            return throwsError().match(outcome: outcome)
        }
        let result = judge(error)
        if result.isMatch { return .match }
        return .mismatch { description in
            description.appendThrew(error)
            description.appendMismatch(of: result)
        }
    }
}

/// Nimble's `matchError(_:)`: an error value equal to `expected`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.empty))
/// ```
public func matchError<E: Error & Equatable>(_ expected: E) -> Matcher<any Error> {
    Matcher(describe: { $0.append("the error \(ValueRenderer.renderError(expected))") }) { error in
        (error as? E) == expected ? .match : .mismatch { $0.appendWasError(error) }
    }
}

/// Nimble's `matchError(_:)` with an error that is not `Equatable`: an error of the same type
/// and case (the same domain and code).
///
/// ```swift
/// expect(failure).to(matchError(URLError(.timedOut)))
/// ```
public func matchError<E: Error>(_ expected: E) -> Matcher<any Error> {
    Matcher(describe: { $0.append("an error like \(ValueRenderer.renderError(expected))") }) {
        error in
        isSameKind(error, expected) ? .match : .mismatch { $0.appendWasError(error) }
    }
}

/// Nimble's `matchError(_:)` with a type: an error of that type.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.self))
/// ```
public func matchError<E: Error>(_ type: E.Type) -> Matcher<any Error> {
    Matcher(describe: { $0.append("an error of type \(describing: type)") }) { error in
        error is E ? .match : .mismatch { $0.appendWasError(error) }
    }
}

/// Nimble's `throwAssertion()`: code that traps. Muster's name is ``traps()``.
///
/// ```swift
/// expect { _ = items[5] }.to(throwAssertion())
/// ```
public func throwAssertion<T>() -> Matcher<T> { traps() }

/// Nimble compares errors that are not `Equatable` by domain and code: for a Swift enum, its
/// type and case.
private func isSameKind(_ error: any Error, _ expected: any Error) -> Bool {
    error._domain == expected._domain && error._code == expected._code
}

extension Description {
    fileprivate mutating func appendWasError(_ error: any Error) {
        append("was error ")
        append(ValueRenderer.renderError(error))
    }
}

// MARK: Checks written as closures

/// Runs Nimble-style `checks` (assertions inside a closure) on `value` and turns the failures
/// they record into a mismatch, `, which failed a check: <message>`, instead of reporting them.
private func passingChecks<T>(_ value: T, _ checks: (T) -> Void) -> MatchResult {
    let failures = captureFailures { checks(value) }
    guard !failures.isEmpty else { return .match }
    return .mismatch { description in
        description.append(", which failed ")
        description.append(failures.count == 1 ? "a check: " : "\(failures.count) checks: ")
        description.append(failures.map(\.message).joined(separator: "; "))
    }
}

// MARK: Collections and strings

/// Nimble's `contain`: a sequence that has every one of `items` as an element, anywhere.
/// Hamcrest: ``hasItems(_:)-(MatcherConvertible<S.Element>...)`` (note that Hamcrest's
/// `contains` means "exactly these, in order").
///
/// ```swift
/// expect(["Atlantic", "Pacific"]).to(contain("Pacific"))
/// ```
@inlinable
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Nimble's `contain` with an array of elements.
///
/// ```swift
/// expect(oceans).to(contain(["Atlantic", "Pacific"]))
/// ```
@inlinable
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    let matchers = items.map { equalTo($0) }
    return Matcher(describe: { describeContain(matchers, into: &$0) }) { actual in
        guard !items.isEmpty else { return .match }
        var sample = ItemSample<S.Element>()
        if items.count == 1 {
            // The common single element: a plain scan, as `hasItem` does.
            let item = items[0]
            for element in actual {
                if element == item { return .match }
                sample.append(element)
            }
            return containMismatch(matchers, in: actual, sample: sample)
        }
        var missing = Array(items.indices)
        for element in actual {
            sample.append(element)
            // Most elements equal nothing still missing: only a hit rewrites the list.
            guard missing.contains(where: { items[$0] == element }) else { continue }
            // Keeps, in order, the items this element does not equal.
            var kept = 0
            for position in missing.indices {
                let index = missing[position]
                if items[index] == element { continue }
                missing[kept] = index
                kept += 1
            }
            missing.removeLast(missing.count - kept)
            if missing.isEmpty { return .match }
        }
        return containMismatch(missing.map { matchers[$0] }, in: actual, sample: sample)
    }
}

// The text of `contain`, out of line: the inlinable part is only the loop.

@usableFromInline
func describeContain<Element>(_ matchers: [Matcher<Element>], into description: inout Description) {
    if matchers.count == 1 {
        return description.append("a sequence containing \(matchers[0])")
    }
    description.append("a sequence containing all of ")
    description.appendDescriptions(of: matchers)
}

@usableFromInline
func containMismatch<S: Sequence>(
    _ missing: [Matcher<S.Element>], in actual: S, sample: ItemSample<S.Element>
) -> MatchResult {
    .mismatch { description in
        description.appendNoItemsMatching(missing)
        description.append(" in ")
        // A collection can be shown again, sorted where it is a set; a one-pass sequence
        // shows what was read.
        if actual is any Collection {
            description.appendValue(actual)
        } else {
            description.appendItems(sample)
        }
    }
}

/// Nimble's `contain` for strings: every one of `substrings` occurs in the string. An empty
/// substring is never found, as in Nimble.
///
/// ```swift
/// expect("seahorse").to(contain("sea"))
/// ```
public func contain(_ substrings: String...) -> Matcher<String> { contain(substrings) }

/// Nimble's `contain` for strings with an array of substrings.
///
/// ```swift
/// expect("seahorse").to(contain(["sea", "horse"]))
/// ```
public func contain(_ substrings: [String]) -> Matcher<String> {
    Matcher(describe: {
        if substrings.count == 1 {
            return $0.append("a string containing \(value: substrings[0])")
        }
        $0.append("a string containing all of ")
        $0.appendValues(substrings)
    }) { actual in
        let missing = substrings.filter { $0.isEmpty || actual.firstRange(of: $0) == nil }
        if missing.isEmpty { return .match }
        if substrings.count == 1 { return .mismatch(was: actual) }
        return .mismatch { description in
            description.append("had no ")
            if missing.count == 1 {
                description.appendValue(missing[0])
            } else {
                description.append("substrings ")
                description.appendValues(missing)
            }
            description.append(" in \(value: actual)")
        }
    }
}

/// Nimble's `containElementSatisfying`: at least one element passes `predicate`.
///
/// ```swift
/// expect(users).to(containElementSatisfying({ $0.isAdmin }, "an admin"))
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool,
    _ description: String = "an element satisfying the predicate"
) -> Matcher<S> {
    hasItem(Matcher(Description(description), predicate))
}

/// Nimble's `beginWith` for sequences: the first element equals `element`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(1))
/// ```
public func beginWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher(describe: { $0.append("a sequence beginning with \(value: element)") }) { actual in
        var iterator = actual.makeIterator()
        let first = iterator.next()
        if first == element { return .match }
        return mismatchShowing(actual, read: first.map { [$0] } ?? [], rest: &iterator)
    }
}

/// Nimble's `beginWith(prefix:)`: the sequence starts with these elements.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
/// ```
public func beginWith<S: Sequence, Prefix: Sequence>(prefix: Prefix) -> Matcher<S>
where S.Element: Equatable, Prefix.Element == S.Element {
    beginWith(prefix: prefix, phrase: "", by: ==)
}

/// Nimble's `beginWith(prefix:by:)`: the sequence starts with elements equivalent to these.
///
/// ```swift
/// expect(names).to(beginWith(prefix: ["ann"], by: { $0.lowercased() == $1 }))
/// ```
public func beginWith<S: Sequence, Prefix: Sequence>(
    prefix: Prefix, by areEquivalent: @escaping (S.Element, Prefix.Element) -> Bool
) -> Matcher<S> {
    beginWith(prefix: prefix, phrase: "items equivalent to ", by: areEquivalent)
}

private func beginWith<S: Sequence, Prefix: Sequence>(
    prefix: Prefix, phrase: String, by areEquivalent: @escaping (S.Element, Prefix.Element) -> Bool
) -> Matcher<S> {
    let expected = Array(prefix)
    return Matcher(describe: {
        $0.append("a sequence beginning with \(phrase)")
        $0.appendValue(shown(prefix, elements: expected))
    }) { actual in
        var iterator = actual.makeIterator()
        var read: [S.Element] = []
        for item in expected {
            guard let element = iterator.next() else {
                return mismatchShowing(actual, read: read, rest: &iterator)
            }
            read.append(element)
            if !areEquivalent(element, item) {
                return mismatchShowing(actual, read: read, rest: &iterator)
            }
        }
        return .match
    }
}

/// Nimble's `beginWith` for strings. Hamcrest: ``startsWith(_:)->Matcher<String>``.
///
/// ```swift
/// expect("seahorse").to(beginWith("sea"))
/// ```
public func beginWith(_ prefix: String) -> Matcher<String> { startsWith(prefix) }

/// Nimble's `endWith` for sequences: the last element equals `element`.
///
/// ```swift
/// expect([1, 2, 3]).to(endWith(3))
/// ```
public func endWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher(describe: { $0.append("a sequence ending with \(value: element)") }) { actual in
        var last: S.Element?
        var sample = ItemSample<S.Element>()
        for item in actual {
            last = item
            sample.append(item)
        }
        if last == element { return .match }
        if actual is any Collection { return .mismatch(was: actual) }
        return .mismatch {
            $0.append("was ")
            $0.appendItems(sample)
        }
    }
}

/// Nimble's `endWith` for strings. Hamcrest: ``endsWith(_:)->Matcher<String>``.
///
/// ```swift
/// expect("seahorse").to(endWith("horse"))
/// ```
public func endWith(_ suffix: String) -> Matcher<String> { endsWith(suffix) }

/// Nimble's `beEmpty`: a sequence with no elements. Hamcrest: ``isEmpty()``.
///
/// ```swift
/// expect([Int]()).to(beEmpty())
/// // Expected an empty collection, but had 2 items: [1, 2]
/// ```
public func beEmpty<S: Sequence>() -> Matcher<S> {
    let sequenceMatcher: Matcher<S> = isEmpty()
    return Matcher(describe: sequenceMatcher.describe(into:)) { actual in
        // A collection (a dictionary, a set) is shown as itself rather than as a list of items.
        guard let collection = actual as? any Collection else {
            return sequenceMatcher.match(actual)
        }
        if collection.isEmpty { return .match }
        return .mismatch { description in
            let count = collection.count
            description.append(count == 1 ? "had 1 item: " : "had \(count) items: ")
            description.appendValue(actual)
        }
    }
}

/// Nimble's `beEmpty` for strings. Hamcrest: ``isEmptyString()->Matcher<String>``.
///
/// ```swift
/// expect(name).to(beEmpty())
/// // Expected an empty string, but was "Ann"
/// ```
public func beEmpty() -> Matcher<String> { isEmptyString() }

/// Nimble's `haveCount`: a collection with this many elements. Hamcrest: ``hasCount(_:)``.
///
/// ```swift
/// expect([1, 2]).to(haveCount(2))
/// ```
public func haveCount<S: Sequence>(_ count: Int) -> Matcher<S> { hasCount(count) }

/// Nimble's `elementsEqual`: the same elements in the same order, whatever the sequence types.
/// The mismatch names the first item that differs.
///
/// ```swift
/// expect(stack.items).to(elementsEqual([1, 2, 3]))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(_ expected: Expected) -> Matcher<S>
where S.Element: Equatable, Expected.Element == S.Element {
    let elements = Array(expected)
    return contains(elements.map { equalTo($0) })
        .described(
            "a sequence with elements equal to \(value: shown(expected, elements: elements))")
}

/// Nimble's `elementsEqual(_:by:)`: the same count, and each pair of elements equivalent.
///
/// ```swift
/// expect(names).to(elementsEqual(["A", "B"], by: { $0.lowercased() == $1.lowercased() }))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(
    _ expected: Expected, by areEquivalent: @escaping (S.Element, Expected.Element) -> Bool
) -> Matcher<S> {
    let elements = Array(expected)
    let matchers = elements.map { item in
        Matcher<S.Element>("\(value: item)") { areEquivalent($0, item) }
    }
    return contains(matchers)
        .described(
            "a sequence with elements equivalent to \(value: shown(expected, elements: elements))")
}

/// Nimble's `allPass` with a predicate: every element passes. Hamcrest: ``everyItem(_:)``.
/// An element for which the predicate throws fails, with the error.
///
/// ```swift
/// expect([1, 2, 3, 4]).to(allPass({ $0 < 5 }))
/// ```
public func allPass<S: Sequence>(_ predicate: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("a value that passes the predicate", predicate)
}

/// Nimble's `allPass` with a predicate and the name of what it checks.
///
/// ```swift
/// expect([2, 4]).to(allPass("even") { $0 % 2 == 0 })
/// ```
public func allPass<S: Sequence>(
    _ description: String, _ predicate: @escaping (S.Element) throws -> Bool
) -> Matcher<S> {
    everyItem(
        Matcher(describe: { $0.append(description) }) { item in
            do {
                return try predicate(item) ? .match : .mismatch(was: item)
            } catch {
                return .mismatch { $0.appendThrew(error) }
            }
        })
}

/// Nimble's `allPass` with a matcher: every element satisfies it.
///
/// ```swift
/// expect([2, 4]).to(allPass(beGreaterThan(1)))
/// ```
public func allPass<S: Sequence>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
    everyItem(matcher)
}

/// Nimble's `match`: a string containing a match for the regular expression.
/// Hamcrest: ``containsMatch(_:)->Matcher<String>``; for a whole-string match use
/// ``matchesRegex(_:)->Matcher<String>``.
///
/// ```swift
/// expect("order-42").to(match("[0-9]+"))
/// ```
public func match(_ pattern: String) -> Matcher<String> { containsMatch(pattern) }

/// How a mismatch shows a sequence judged by its first items: a collection whole (the
/// renderer bounds it), any other sequence, which may not be read twice, as the items read
/// plus what `iterator` still gives, up to the renderer's limit.
private func mismatchShowing<S: Sequence>(
    _ actual: S, read: [S.Element], rest iterator: inout S.Iterator
) -> MatchResult {
    if actual is any Collection { return .mismatch(was: actual) }
    var items = read
    while items.count < ValueRenderer.elementLimit, let item = iterator.next() {
        items.append(item)
    }
    let total = iterator.next() == nil ? items.count : nil
    return .mismatch {
        $0.append("was ")
        $0.appendItems(items, total: total)
    }
}

/// What a description shows of an expected sequence: itself when it is a collection (a string
/// stays a string), otherwise the elements read from it.
private func shown<S: Sequence>(_ sequence: S, elements: [S.Element]) -> Any {
    sequence is any Collection ? sequence : elements
}

// MARK: Composition

/// Nimble's `satisfyAllOf`. Hamcrest: ``allOf(_:)-(MatcherConvertible<T>...)``.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
/// ```
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { allOf(matchers) }

/// Nimble's `satisfyAllOf` with an array of matchers.
///
/// ```swift
/// expect(5).to(satisfyAllOf([beGreaterThan(1), beLessThan(10)]))
/// ```
public func satisfyAllOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> { allOf(matchers) }

/// Nimble's `satisfyAnyOf`. Hamcrest: ``anyOf(_:)-(MatcherConvertible<T>...)``.
///
/// ```swift
/// expect(5).to(satisfyAnyOf(equal(1), equal(5)))
/// ```
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { anyOf(matchers) }

/// Nimble's `satisfyAnyOf` with an array of matchers.
///
/// ```swift
/// expect(5).to(satisfyAnyOf([equal(1), equal(5)]))
/// ```
public func satisfyAnyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> { anyOf(matchers) }

/// Both matchers: `beGreaterThan(1) && beLessThan(10)`.
///
/// ```swift
/// expect(5).to(beGreaterThan(1) && beLessThan(10))
/// ```
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { allOf([left, right]) }

/// Either matcher: `equal(1) || equal(5)`.
///
/// ```swift
/// expect(5).to(equal(1) || equal(5))
/// ```
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> { anyOf([left, right]) }

/// Nimble's `map`: checks what `transform` makes of the value. Muster's name is
/// ``feature(_:describedAs:_:_:)``.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Joe")))
/// ```
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher(describe: { $0.append("a value mapped to \(matcher)") }) { actual in
        do {
            let result = matcher.match(try transform(actual))
            return result.isMatch ? .match : .mismatch("mapped value \(mismatchOf: result)")
        } catch {
            return .mismatch {
                $0.append("mapping ")
                $0.appendThrew(error)
            }
        }
    }
}

/// Nimble's `compactMap`: `transform` must give a value, which must satisfy `matcher`.
///
/// ```swift
/// expect("42").to(compactMap({ Int($0) }, equal(42)))
/// ```
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>)
    -> Matcher<T>
{
    map(transform, Matcher<U?>(unwrapping: matcher))
}

// MARK: Result

/// Nimble's `beSuccess()`: a `Result` that is a success.
///
/// ```swift
/// expect(result).to(beSuccess())
/// ```
public func beSuccess<Success, Failure: Error>() -> Matcher<Result<Success, Failure>> {
    Matcher(describe: { $0.append("a success") }) { actual in
        switch actual {
        case .success: .match
        case .failure(let error): .mismatch(wasFailure: error)
        }
    }
}

/// Nimble's `beSuccess(_:)` with a matcher for the success value.
///
/// ```swift
/// expect(result).to(beSuccess(beGreaterThan(2)))
/// ```
public func beSuccess<Success, Failure: Error>(_ matcher: Matcher<Success>)
    -> Matcher<Result<Success, Failure>>
{
    Matcher(describe: { $0.append("a success with \(matcher)") }) { actual in
        switch actual {
        case .success(let value):
            let result = matcher.match(value)
            return result.isMatch ? .match : .mismatch("success value \(mismatchOf: result)")
        case .failure(let error): return .mismatch(wasFailure: error)
        }
    }
}

/// Nimble's `beSuccess(_:)` with a value: a success with a value equal to `value`.
///
/// ```swift
/// expect(result).to(beSuccess(3))
/// ```
public func beSuccess<Success: Equatable, Failure: Error>(_ value: Success)
    -> Matcher<Result<Success, Failure>>
{
    beSuccess(equal(value))
}

/// Nimble's `beSuccess(test:)`: a success whose value `test` checks with Muster's assertions;
/// their failures make the match fail.
///
/// ```swift
/// expect(result).to(beSuccess { value in expect(value).to(beGreaterThan(2)) })
/// ```
public func beSuccess<Success, Failure: Error>(test: @escaping (Success) -> Void)
    -> Matcher<Result<Success, Failure>>
{
    Matcher(describe: { $0.append("a success that passes the given checks") }) { actual in
        switch actual {
        case .success(let value):
            let checks = passingChecks(value, test)
            if checks.isMatch { return .match }
            return .mismatch { $0.append("was a success: \(value: value)\(mismatchOf: checks)") }
        case .failure(let error): return .mismatch(wasFailure: error)
        }
    }
}

/// Nimble's `beFailure()`: a `Result` that is a failure.
///
/// ```swift
/// expect(result).to(beFailure())
/// ```
public func beFailure<Success, Failure: Error>() -> Matcher<Result<Success, Failure>> {
    Matcher(describe: { $0.append("a failure") }) { actual in
        switch actual {
        case .failure: .match
        case .success(let value): .mismatch("was a success: \(value: value)")
        }
    }
}

/// Nimble's `beFailure(_:)` with a matcher for the error.
///
/// ```swift
/// expect(result).to(beFailure(equal(ParseError.empty)))
/// ```
public func beFailure<Success, Failure: Error>(_ matcher: Matcher<Failure>)
    -> Matcher<Result<Success, Failure>>
{
    Matcher(describe: { $0.append("a failure with \(matcher)") }) { actual in
        switch actual {
        case .failure(let error):
            let result = matcher.match(error)
            return result.isMatch ? .match : .mismatch("failure \(mismatchOf: result)")
        case .success(let value): return .mismatch("was a success: \(value: value)")
        }
    }
}

/// `beFailure(_:)` with a matcher of any error, such as `matchError`, for a `Result` whose
/// failure type is a concrete error type.
///
/// ```swift
/// expect(result).to(beFailure(matchError(ParseError.empty)))
/// ```
@_disfavoredOverload
public func beFailure<Success, Failure: Error>(_ matcher: Matcher<any Error>)
    -> Matcher<Result<Success, Failure>>
{
    beFailure(Matcher<Failure>(describe: matcher.describe(into:)) { matcher.match($0) })
}

/// Nimble's `beFailure(test:)`: a failure whose error `test` checks with Muster's assertions;
/// their failures make the match fail.
///
/// ```swift
/// expect(result).to(beFailure { error in expect(error).to(matchError(ParseError.self)) })
/// ```
public func beFailure<Success, Failure: Error>(test: @escaping (Failure) -> Void)
    -> Matcher<Result<Success, Failure>>
{
    Matcher(describe: { $0.append("a failure that passes the given checks") }) { actual in
        switch actual {
        case .failure(let error):
            let checks = passingChecks(error, test)
            if checks.isMatch { return .match }
            return .mismatch { description in
                description.append(failure: error)
                description.appendMismatch(of: checks)
            }
        case .success(let value): return .mismatch("was a success: \(value: value)")
        }
    }
}

extension MatchResult {
    fileprivate static func mismatch(wasFailure error: any Error) -> MatchResult {
        .mismatch { $0.append(failure: error) }
    }
}

extension Description {
    fileprivate mutating func append(failure error: any Error) {
        append("was a failure: \(ValueRenderer.renderError(error))")
    }
}

// MARK: succeed and fail

/// What a closure checked with `succeed()` returns.
///
/// ```swift
/// expect { user.isValid ? .succeeded : .failed(reason: "no email") }.to(succeed())
/// ```
public enum ToSucceedResult: Sendable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason`.
    case failed(reason: String)
}

/// Nimble's `succeed()`: a closure that returns `.succeeded`.
///
/// ```swift
/// expect { .succeeded }.to(succeed())
/// // Expected a passing check, but failed: no email
/// ```
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher(describe: { $0.append("a passing check") }) { actual in
        switch actual {
        case .succeeded: .match
        case .failed(let reason): .mismatch("failed: \(reason)")
        }
    }
}

/// Nimble's `fail(_:)`: records a failure with `message` at the caller's location.
///
/// ```swift
/// guard case .loaded = state else { return fail("expected the loaded state") }
/// ```
public func fail(
    _ message: String = "fail() always fails",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    reportFailure(
        Failure(
            message: message,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
}
