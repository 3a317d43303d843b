/// Nimble's `allPass` with a predicate: every element passes. Hamcrest: ``everyItem(_:)-(MatcherConvertible)``.
/// An element for which the predicate throws fails, with the error.
///
/// ```swift
/// expect([1, 2, 3, 4]).to(allPass({ $0 < 5 }))
/// ```
public func allPass<S: Sequence>(_ predicate: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("a value that passes the predicate", predicate).rejectingNil()
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
        }
    ).rejectingNil()
}
