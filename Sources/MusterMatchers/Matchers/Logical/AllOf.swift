/// Matches a value that satisfies every one of `matchers`, checked in order and stopping at the
/// first that fails. The mismatch names every part that fails: those after the first are
/// checked only when the failure is written, so a passing `not(allOf(…))` never runs them.
///
/// ```swift
/// assertThat(7, allOf(greaterThan(0), lessThan(5)))
/// // Expected (a value greater than 0 and a value less than 5), but a value less than 5: was 7
/// assertThat(7, allOf(greaterThan(10), lessThan(5)))
/// // Expected (a value greater than 10 and a value less than 5),
/// // but a value greater than 10: was 7; a value less than 5: was 7
/// ```
public func allOf<T>(_ matchers: any MatcherConvertible<T>...) -> Matcher<T> {
    allOf(matchers.map { $0.asMatcher() })
}

/// Matches a value that satisfies every matcher in the array.
///
/// ```swift
/// assertThat(name, allOf([startsWith("J"), endsWith("e")]))
/// ```
public func allOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    // One matcher is that matcher: a list of one would name it twice, in parentheses.
    if matchers.count == 1 { return matchers[0] }
    return Matcher(
        describe: { $0.appendList(of: matchers, start: "(", separator: " and ", end: ")") },
        examinesErrors: matchers.contains { $0.examinesErrors },
        examinesTraps: matchers.contains { $0.examinesTraps }
    ) { outcome in
        for (index, matcher) in matchers.enumerated() {
            let result = matcher.match(outcome: outcome)
            if result.isMatch { continue }
            let first = result.at(matcher.description)
            guard !result.isUnusable, index + 1 < matchers.count else { return first }
            let later = LaterFailures(matchers[(index + 1)...], outcome)
            return .mismatch { description in
                var written = Description()
                first.describeMismatch(into: &written)
                var parts = [written.text]
                description.append(written)
                for (matcher, result) in later.results {
                    var part = Description()
                    result.at(matcher.description).describeMismatch(into: &part)
                    // The same part twice (`allOf(is(3), equalTo(3))`) says nothing new.
                    if parts.contains(part.text) { continue }
                    parts.append(part.text)
                    description.append("; ")
                    description.append(part)
                }
            }
        }
        return .match
    }.withNilRule(.all(matchers.lazy.map(\.nilRule)))
}

/// The parts of an `allOf` after its first failure that fail too, checked once, when the
/// failure is first written.
private final class LaterFailures<T>: @unchecked Sendable {
    private let checked: Locked<[(Matcher<T>, MatchResult)]?> = Locked(nil)
    private let matchers: ArraySlice<Matcher<T>>
    private let outcome: Matcher<T>.Outcome

    init(_ matchers: ArraySlice<Matcher<T>>, _ outcome: Matcher<T>.Outcome) {
        self.matchers = matchers
        self.outcome = outcome
    }

    var results: [(Matcher<T>, MatchResult)] {
        checked.withLock { checked in
            if let checked { return checked }
            let failing = matchers.compactMap { matcher in
                let result = matcher.match(outcome: outcome)
                return result.isMatch ? nil : (matcher, result)
            }
            checked = failing
            return failing
        }
    }
}

/// Matches a value equal to every one of `values`, of any `Equatable` type. Useful mostly with
/// matchers; to mix values with matchers, write ``equalTo(_:)`` around each value.
///
/// ```swift
/// assertThat(cart.total, allOf(Money(cents: 400)))
/// ```
@_disfavoredOverload
public func allOf<T: Equatable>(_ values: T...) -> Matcher<T> {
    allOf(values.map { equalTo($0) })
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
public func allOf<T: Equatable>(_ value: T, _ matchers: Matcher<T>...) -> Matcher<T> {
    fatalError("unavailable")
}

/// Refused, with an error that names what to write: a value of a type of yours among matchers.
@_disfavoredOverload
@available(
    *, unavailable,
    message:
        "to mix a value of your own type with matchers, write equalTo(value) around it, or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}"
)
public func allOf<T: Equatable>(_ matcher: Matcher<T>, _ value: T, _ more: Matcher<T>...)
    -> Matcher<T>
{
    fatalError("unavailable")
}
