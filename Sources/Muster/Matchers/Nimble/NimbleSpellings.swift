import Foundation

// Nimble's names for Muster's matchers, in one place, so that a Nimble suite moves over by
// changing `import Nimble` to `import Muster`. Each keeps the meaning Nimble gives it; messages
// are Muster's. The DocC article "Migrating from Nimble" maps each name to its Hamcrest twin.

// MARK: Equality and identity

/// Nimble's `equal`: matches a value equal to `expected`. `equal(nil)` never matches; use
/// `beNil()` for nil.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// // Expected a value equal to 3, but was 2
/// ```
@_transparent
public func equal<T: Equatable>(_ expected: T?) -> Matcher<T> {
    guard let expected else {
        return Matcher(describe: { $0.append("a value equal to nil") }) { _ in
            .mismatch("could not be compared with nil: use beNil() to expect nil")
        }
    }
    return Matcher(
        comparingWith: expected, describe: { $1.append("a value equal to \(value: $0)") }, holds: ==)
}

/// Nimble's `beIdenticalTo`: the very same object (`===`). Hamcrest: ``sameInstance(_:)``.
///
/// ```swift
/// expect(session).to(beIdenticalTo(Session.shared))
/// ```
@inlinable
public func beIdenticalTo<T: AnyObject>(_ expected: T) -> Matcher<T> { sameInstance(expected) }

/// Nimble's `be`: the same as ``beIdenticalTo(_:)``.
///
/// ```swift
/// expect(session).to(be(Session.shared))
/// ```
@inlinable
public func be<T: AnyObject>(_ expected: T) -> Matcher<T> { sameInstance(expected) }

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

/// Nimble's `beCloseTo`: within `tolerance` of `expected`, inclusive (default 0.0001).
/// Hamcrest: ``closeTo(_:_:)``.
///
/// ```swift
/// expect(1.2).to(beCloseTo(1.1, within: 0.1))
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: T, within tolerance: T = defaultTolerance())
    -> Matcher<T>
{
    closeTo(expected, tolerance)
}

/// Nimble's `beCloseTo` for arrays: the same count, and each element within `tolerance` of the
/// expected one at its index.
///
/// ```swift
/// expect([1.0, 2.0]).to(beCloseTo([1.0001, 2.0], within: 0.001))
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: [T], within tolerance: T = defaultTolerance())
    -> Matcher<[T]>
{
    contains(expected.map { closeTo($0, tolerance) })
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

/// Nimble's `throwError(_:)` with an `Equatable` error: that very error.
///
/// ```swift
/// expect { try parse("") }.to(throwError(ParseError.empty))
/// ```
public func throwError<T, E: Error & Equatable>(_ error: E) -> Matcher<T> { throwsError(error) }

/// Nimble's `throwError(errorType:)`: an error of that type.
///
/// ```swift
/// expect { try parse("") }.to(throwError(errorType: ParseError.self))
/// ```
public func throwError<T, E: Error>(errorType: E.Type) -> Matcher<T> { throwsError(errorType) }

/// Nimble's `throwError(errorType:closure:)`: an error of that type, handed to `closure` for
/// further checks with Muster's own assertions.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(errorType: ParseError.self) { error in
///     expect(error.line).to(equal(1))
/// })
/// ```
public func throwError<T, E: Error>(errorType: E.Type, closure: @escaping (E) -> Void) -> Matcher<T> {
    throwsError(errorType, Matcher<E>("an error that passes the given checks") { closure($0); return true })
}

/// Nimble's `throwError(closure:)`: any error, handed to `closure` for further checks.
///
/// ```swift
/// expect { try parse("x") }.to(throwError { error in expect(error).to(matchError(ParseError.self)) })
/// ```
public func throwError<T>(closure: @escaping (any Error) -> Void) -> Matcher<T> {
    throwsError(Matcher<any Error>("an error that passes the given checks") { closure($0); return true })
}

/// Nimble's `throwError(_:)` with a matcher: an error that satisfies it.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(matchError(ParseError.self)))
/// ```
public func throwError<T>(_ matcher: Matcher<any Error>) -> Matcher<T> { throwsError(matcher) }

/// Nimble's `matchError(_:)`: an error value equal to `expected`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.empty))
/// ```
public func matchError<E: Error & Equatable>(_ expected: E) -> Matcher<any Error> {
    Matcher(describe: { $0.append("the error \(ValueRenderer.renderError(expected))") }) { error in
        (error as? E) == expected ? .match : .mismatch("was error \(ValueRenderer.renderError(error))")
    }
}

/// Nimble's `matchError(_:)` with a type: an error of that type.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.self))
/// ```
public func matchError<E: Error>(_ type: E.Type) -> Matcher<any Error> {
    Matcher(describe: { $0.append("an error of type \(describing: type)") }) { error in
        error is E ? .match : .mismatch("was error \(ValueRenderer.renderError(error))")
    }
}

/// Nimble's `throwAssertion()`: code that traps. Muster's name is ``traps()``.
///
/// ```swift
/// expect { _ = items[5] }.to(throwAssertion())
/// ```
public func throwAssertion<T>() -> Matcher<T> { traps() }

// MARK: Collections and strings

/// Nimble's `contain`: a sequence that has every one of `items` as an element, anywhere.
/// Hamcrest: ``hasItems(_:)-(any MatcherConvertible<S.Element>...)`` (note that Hamcrest's
/// `contains` means "exactly these, in order").
///
/// ```swift
/// expect(["Atlantic", "Pacific"]).to(contain("Pacific"))
/// ```
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Nimble's `contain` with an array of elements.
///
/// ```swift
/// expect(oceans).to(contain(["Atlantic", "Pacific"]))
/// ```
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    hasItems(items.map { equalTo($0) })
}

/// Nimble's `contain` for strings: every one of `substrings` occurs in the string.
///
/// ```swift
/// expect("seahorse").to(contain("sea"))
/// ```
public func contain(_ substrings: String...) -> Matcher<String> {
    allOf(substrings.map { containsString($0) })
}

/// Nimble's `containElementSatisfying`: at least one element passes `predicate`.
///
/// ```swift
/// expect(users).to(containElementSatisfying({ $0.isAdmin }, "an admin"))
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool, _ description: String = "an element satisfying the predicate"
) -> Matcher<S> {
    hasItem(Matcher(Description(description), predicate))
}

/// Nimble's `beginWith` for sequences: the first element equals `element`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(1))
/// ```
public func beginWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    beginWith(prefix: [element])
}

/// Nimble's `beginWith(prefix:)`: the sequence starts with these elements.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
/// ```
public func beginWith<S: Sequence>(prefix: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher(describe: { $0.append("a sequence beginning with \(value: prefix)") }) { actual in
        actual.starts(with: prefix) ? .match : .mismatch(was: Array(actual))
    }
}

/// Nimble's `beginWith` for strings. Hamcrest: ``startsWith(_:)``.
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
        let elements = Array(actual)
        return elements.last == element ? .match : .mismatch(was: elements)
    }
}

/// Nimble's `endWith` for strings. Hamcrest: ``endsWith(_:)``.
///
/// ```swift
/// expect("seahorse").to(endWith("horse"))
/// ```
public func endWith(_ suffix: String) -> Matcher<String> { endsWith(suffix) }

/// Nimble's `beEmpty`: a collection or string with no elements. Hamcrest: ``isEmpty()``.
///
/// ```swift
/// expect([Int]()).to(beEmpty())
/// ```
public func beEmpty<S: Sequence>() -> Matcher<S> { isEmpty() }

/// Nimble's `haveCount`: a collection with this many elements. Hamcrest: ``hasCount(_:)``.
///
/// ```swift
/// expect([1, 2]).to(haveCount(2))
/// ```
public func haveCount<S: Sequence>(_ count: Int) -> Matcher<S> { hasCount(count) }

/// Nimble's `elementsEqual`: the same elements in the same order, whatever the sequence types.
///
/// ```swift
/// expect(stack.items).to(elementsEqual([1, 2, 3]))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(_ expected: Expected) -> Matcher<S>
where S.Element: Equatable, Expected.Element == S.Element {
    let expectedElements = Array(expected)
    return Matcher(describe: { $0.append("elements equal to \(value: expectedElements)") }) {
        actual in
        let elements = Array(actual)
        return elements == expectedElements ? .match : .mismatch(was: elements)
    }
}

/// Nimble's `elementsEqual(_:by:)`: the same count, and each pair of elements equivalent.
///
/// ```swift
/// expect(names).to(elementsEqual(["A", "B"], by: { $0.lowercased() == $1.lowercased() }))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(
    _ expected: Expected, by areEquivalent: @escaping (S.Element, Expected.Element) -> Bool
) -> Matcher<S> {
    let expectedElements = Array(expected)
    return Matcher(describe: { $0.append("elements equivalent to \(value: expectedElements)") }) {
        actual in
        let elements = Array(actual)
        return elements.elementsEqual(expectedElements, by: areEquivalent)
            ? .match : .mismatch(was: elements)
    }
}

/// Nimble's `allPass` with a predicate: every element passes. Hamcrest: ``everyItem(_:)``.
///
/// ```swift
/// expect([2, 4]).to(allPass { $0 % 2 == 0 })
/// ```
public func allPass<S: Sequence>(
    _ description: String = "an element passing the predicate",
    _ predicate: @escaping (S.Element) -> Bool
) -> Matcher<S> {
    everyItem(Matcher(Description(description), predicate))
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
/// Hamcrest: ``containsMatch(_:)``; for a whole-string match use ``matchesRegex(_:)``.
///
/// ```swift
/// expect("order-42").to(match("[0-9]+"))
/// ```
public func match(_ pattern: String) -> Matcher<String> { containsMatch(pattern) }

// MARK: Composition

/// Nimble's `satisfyAllOf`. Hamcrest: ``allOf(_:)-(any MatcherConvertible<T>...)``.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
/// ```
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { allOf(matchers) }

/// Nimble's `satisfyAnyOf`. Hamcrest: ``anyOf(_:)-(any MatcherConvertible<T>...)``.
///
/// ```swift
/// expect(5).to(satisfyAnyOf(equal(1), equal(5)))
/// ```
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> { anyOf(matchers) }

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

/// Nimble's `map`: checks what `transform` makes of the value. Muster's name is ``feature(_:describedAs:_:_:)``.
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
            return .mismatch { $0.append("mapping "); $0.appendThrew(error) }
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
    beSuccess(anything())
}

/// Nimble's `beSuccess(_:)` with a matcher for the success value.
///
/// ```swift
/// expect(result).to(beSuccess(equal(3)))
/// ```
public func beSuccess<Success, Failure: Error>(_ matcher: Matcher<Success>)
    -> Matcher<Result<Success, Failure>>
{
    Matcher(describe: { $0.append("a success with \(matcher)") }) { actual in
        switch actual {
        case .success(let value):
            let result = matcher.match(value)
            return result.isMatch ? .match : .mismatch("success value \(mismatchOf: result)")
        case .failure(let error): return .mismatch("was a failure: \(ValueRenderer.renderError(error))")
        }
    }
}

/// Nimble's `beSuccess(test:)`: a success whose value `test` checks with Muster's assertions.
///
/// ```swift
/// expect(result).to(beSuccess { value in expect(value).to(beGreaterThan(2)) })
/// ```
public func beSuccess<Success, Failure: Error>(test: @escaping (Success) -> Void)
    -> Matcher<Result<Success, Failure>>
{
    beSuccess(Matcher("a value that passes the given checks") { test($0); return true })
}

/// Nimble's `beFailure()`: a `Result` that is a failure.
///
/// ```swift
/// expect(result).to(beFailure())
/// ```
public func beFailure<Success, Failure: Error>() -> Matcher<Result<Success, Failure>> {
    beFailure(anything())
}

/// Nimble's `beFailure(_:)` with a matcher for the error.
///
/// ```swift
/// expect(result).to(beFailure(matchError(ParseError.empty)))
/// ```
public func beFailure<Success, Failure: Error>(_ matcher: Matcher<any Error>)
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

/// Nimble's `beFailure(test:)`: a failure whose error `test` checks with Muster's assertions.
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
            test(error)
            return .match
        case .success(let value): return .mismatch("was a success: \(value: value)")
        }
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
/// ```
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher(describe: { $0.append("success") }) { actual in
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
