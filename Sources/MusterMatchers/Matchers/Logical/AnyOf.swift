/// Matches a value that satisfies at least one of `matchers`, checked in order and stopping at
/// the first that matches.
///
/// ```swift
/// assertThat(7, anyOf(lessThan(0), equalTo(5)))
/// // Expected (a value less than 0 or 5), but was 7
/// ```
public func anyOf<T>(_ matchers: any MatcherConvertible<T>...) -> Matcher<T> {
    anyOf(matchers.map { $0.asMatcher() })
}

/// Matches a value that satisfies at least one matcher in the array.
///
/// ```swift
/// assertThat(status, anyOf([equalTo(200), equalTo(204)]))
/// ```
public func anyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    Matcher(
        describe: { $0.appendList(of: matchers, start: "(", separator: " or ", end: ")") },
        examinesErrors: matchers.contains { $0.examinesErrors },
        examinesTraps: matchers.contains { $0.examinesTraps }
    ) { outcome in
        var failures: [AlternativeFailure] = []
        for matcher in matchers {
            let result = matcher.match(outcome: outcome)
            if result.isMatch { return .match }
            failures.append((matcher.describe(into:), result))
        }
        return noAlternativeMatched(failures)
    }.withNilRule(.any(matchers.lazy.map(\.nilRule)))
}

/// An alternative of `anyOf` that did not match: how it describes itself, and its result.
package typealias AlternativeFailure = (describe: (inout Description) -> Void, result: MatchResult)

/// The mismatch of an `anyOf` whose alternatives all failed: each one's mismatch after its
/// description, or the one mismatch they share. When an alternative could not judge the value (an invalid pattern), neither can `anyOf`: it
/// might have matched, so the result fails under negation too.
package func noAlternativeMatched(_ failures: [AlternativeFailure]) -> MatchResult {
    let describe: (inout Description) -> Void = { description in
        let texts = failures.map { $0.result.mismatchDescription ?? "" }
        // When every alternative saw the value the same way, one `was 7` says it all.
        if Set(texts).count <= 1 { return description.append(texts.first ?? "matched nothing") }
        for (index, failure) in failures.enumerated() {
            if index > 0 { description.append("; ") }
            failure.describe(&description)
            description.append(": \(mismatchOf: failure.result)")
        }
    }
    return failures.contains { $0.result.isUnusable }
        ? MatchResult(storage: .unusable(describe)) : .mismatch(describe)
}

/// Matches a value equal to at least one of `values`, of any `Equatable` type, the caller's own
/// included. To mix values with matchers, write ``equalTo(_:)`` around each value.
///
/// ```swift
/// assertThat(product.category, anyOf(.kitchen, .garden))
/// // Expected (Category.kitchen or Category.garden), but was Category.toys
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail, so calls written with matchers or standard values pay nothing for it.
@_disfavoredOverload
public func anyOf<T: Equatable>(_ values: T...) -> Matcher<T> {
    anyOf(values.map { equalTo($0) })
}

/// Refused, with an error that names what to write: a value of a type of yours among matchers.
// Disfavored and unavailable: chosen only where no other form fits, so that the error names the
// fix instead of blaming the matcher next to the value.
@_disfavoredOverload
@available(
    *, unavailable,
    message:
        "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}"
)
public func anyOf<T: Equatable>(_ value: T, _ matchers: Matcher<T>...) -> Matcher<T> {
    fatalError("unavailable")
}

/// Refused, with an error that names what to write: a value of a type of yours among matchers.
@_disfavoredOverload
@available(
    *, unavailable,
    message:
        "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}"
)
public func anyOf<T: Equatable>(_ matcher: Matcher<T>, _ value: T, _ more: Matcher<T>...)
    -> Matcher<T>
{
    fatalError("unavailable")
}
