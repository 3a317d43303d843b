/// Matches the very object `expected` (identity, `===`), not merely an equal one.
///
/// ```swift
/// assertThat(cache.shared, sameInstance(cache.shared))
/// // Expected the same instance as <Session>, but was another instance <Session>
/// ```
@inlinable
public func sameInstance<T: AnyObject>(_ expected: T) -> Matcher<T> {
    Matcher(describe: { $0.append("the same instance as \(value: expected)") }) { actual in
        actual === expected ? .match : .mismatch("was another instance \(value: actual)")
    }
}
