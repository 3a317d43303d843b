/// Matches a value that satisfies every one of `matchers`, checked in order and stopping at the
/// first that fails; the mismatch names it.
///
/// ```swift
/// assertThat(7, allOf(greaterThan(0), lessThan(5)))
/// // Expected (a value greater than 0 and a value less than 5), but a value less than 5: was 7
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
    Matcher(
        describe: { $0.appendList(of: matchers, start: "(", separator: " and ", end: ")") },
        examinesErrors: matchers.contains { $0.examinesErrors },
        examinesTraps: matchers.contains { $0.examinesTraps }
    ) { outcome in
        for matcher in matchers {
            let result = matcher.match(outcome: outcome)
            if !result.isMatch { return result.at(matcher.description) }
        }
        return .match
    }.withNilRule(.all(matchers.lazy.map(\.nilRule)))
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
