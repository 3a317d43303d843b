import Muster

// SwiftHamcrest's operator form: `assertThat(total == 400)`, `assertThat(a < b && b < c)`. Each
// operator applies its matcher at once (`==` is `equalTo`, `<` is `lessThan`, `===` is
// `sameInstance`) and keeps, for a comparison that failed, what is needed to tell it; the text is
// made only if `assertThat` reports it. They live here, not in `import Muster`: an operator
// declared for any `Equatable` joins the candidates of every comparison in a file, which cost
// ordinary code 25 % more type-checking (Benchmarks/TypeCheck/operator-cost.sh, 2026-11-27).

/// The result of comparisons written with the operator form, for ``assertThat(_:message:fileID:file:line:column:)``.
///
/// ```swift
/// assertThat(cart.total == 400 && cart.items.count > 0)
/// ```
public struct MatchResultDescription {
    /// The comparisons that failed, in order; empty when all held.
    let failures: [FailedComparison]

    init(failures: [FailedComparison]) { self.failures = failures }

    init<T>(_ value: T, _ matcher: Matcher<T>) {
        let result = matcher.match(value)
        guard !result.isMatch else {
            failures = []
            return
        }
        failures = [
            FailedComparison { message, site in
                reportMismatch(of: matcher, result, userMessage: message, site: site)
            }
        ]
    }
}

/// A comparison that failed, reported when `assertThat` asks.
struct FailedComparison {
    let report: (_ message: String?, _ site: CallSite) -> Void
}

/// Asserts the comparisons written with the operator form; each that failed is reported as
/// `Expected <description>, but <mismatch>`.
///
/// ```swift
/// assertThat(order.total == 400)
/// // Expected 400, but was 350
/// ```
public func assertThat(
    _ comparison: MatchResultDescription, message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    countAssertionOfAnotherModule()
    guard !comparison.failures.isEmpty else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let userMessage = message()
    for failed in comparison.failures { failed.report(userMessage, site) }
}

/// `value == expected` for ``assertThat(_:message:fileID:file:line:column:)``: ``equalTo(_:)``.
///
/// ```swift
/// assertThat(cart.total == 400)
/// ```
public func == <T: Equatable>(value: T, expected: T) -> MatchResultDescription {
    MatchResultDescription(value, equalTo(expected))
}

/// `value != unexpected`: `not(equalTo(unexpected))`.
///
/// ```swift
/// assertThat(response.status != 500)
/// ```
public func != <T: Equatable>(value: T, unexpected: T) -> MatchResultDescription {
    MatchResultDescription(value, not(equalTo(unexpected)))
}

/// `value < limit`: ``lessThan(_:)``.
///
/// ```swift
/// assertThat(latency < 100)
/// ```
public func < <T: Comparable>(value: T, limit: T) -> MatchResultDescription {
    MatchResultDescription(value, lessThan(limit))
}

/// `value <= limit`: ``lessThanOrEqualTo(_:)``.
///
/// ```swift
/// assertThat(queue.count <= 10)
/// ```
public func <= <T: Comparable>(value: T, limit: T) -> MatchResultDescription {
    MatchResultDescription(value, lessThanOrEqualTo(limit))
}

/// `value > limit`: ``greaterThan(_:)``.
///
/// ```swift
/// assertThat(feed.items.count > 0)
/// ```
public func > <T: Comparable>(value: T, limit: T) -> MatchResultDescription {
    MatchResultDescription(value, greaterThan(limit))
}

/// `value >= limit`: ``greaterThanOrEqualTo(_:)``.
///
/// ```swift
/// assertThat(account.balance >= 0)
/// ```
public func >= <T: Comparable>(value: T, limit: T) -> MatchResultDescription {
    MatchResultDescription(value, greaterThanOrEqualTo(limit))
}

/// `object === expected`: ``sameInstance(_:)``.
///
/// ```swift
/// assertThat(registry.current === session)
/// ```
public func === <T: AnyObject>(object: T, expected: T) -> MatchResultDescription {
    MatchResultDescription(object, sameInstance(expected))
}

/// Both comparisons: `assertThat` reports each that failed.
///
/// ```swift
/// assertThat(range.lowerBound >= 0 && range.upperBound <= count)
/// ```
public func && (left: MatchResultDescription, right: MatchResultDescription)
    -> MatchResultDescription
{
    if right.failures.isEmpty { return left }
    if left.failures.isEmpty { return right }
    return MatchResultDescription(failures: left.failures + right.failures)
}
