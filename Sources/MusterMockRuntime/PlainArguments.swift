/// The matcher a plain argument stands for when a mock is verified or stubbed with values:
/// `equalTo(value)` for an `Equatable` type.
///
/// Generated mocks and ``MemberVerification`` call it; a test rarely needs to.
///
/// ```swift
/// verify(prices).record(equalToArgument(Money(cents: 400)), for: equalToArgument(.kitchen))
/// ```
@inlinable
public func equalToArgument<T: Equatable>(_ value: T) -> Matcher<T> { equalTo(value) }

/// The matcher a plain argument of a type not known here to be `Equatable` stands for: equal to
/// it when its type is `Equatable` after all, the same instance for an object, and otherwise a
/// failure that asks for a matcher instead of a guess.
///
/// ```swift
/// verify(router).open(equalToArgument(screen))
/// // Expected open(the same instance as <Screen>), but …
/// ```
public func equalToArgument<T>(_ value: T) -> Matcher<T> {
    if let equatable = value as? any Equatable {
        return Matcher(describe: { $0.appendSummary(of: value, keepingFullValue: false) }) {
            actual in
            isEqual(equatable, actual) ? .match : .mismatch(expected: value, actual: actual)
        }
    }
    if type(of: value as Any) is AnyClass {
        let expected = value as AnyObject
        return Matcher(describe: { $0.append("the same instance as \(value: value)") }) { actual in
            (actual as AnyObject) === expected
                ? .match
                : .mismatch { $0.appendAnotherInstance(actual as AnyObject, not: expected) }
        }
    }
    return Matcher(describe: { $0.appendSummary(of: value) }) { _ in
        .unusable(
            "cannot compare \(describing: T.self) values, which are not Equatable: pass a matcher for this argument"
        )
    }
}

private func isEqual<E: Equatable>(_ expected: E, _ actual: Any) -> Bool {
    (actual as? E) == expected
}
