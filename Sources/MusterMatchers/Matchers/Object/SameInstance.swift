/// Matches the very object `expected` (identity, `===`), not merely an equal one.
///
/// ```swift
/// assertThat(cache.shared, sameInstance(cache.shared))
/// // Expected the same instance as <Session>, but was another instance <Session>
/// // at 0x000055d0c1e2a4f0; the expected one is at 0x000055d0c1e2b5a0
/// ```
@inlinable
public func sameInstance<T: AnyObject>(_ expected: T) -> Matcher<T> {
    Matcher(describe: { $0.append("the same instance as \(value: expected)") }) { actual in
        actual === expected ? .match : .mismatch { $0.appendAnotherInstance(actual, not: expected) }
    }
}

extension Description {
    /// `was another instance <Session>`; when the two objects render alike, with where each
    /// is, so that the two sides of the message do not read the same.
    @usableFromInline
    package mutating func appendAnotherInstance(_ actual: AnyObject, not expected: AnyObject) {
        let shown = ValueRenderer.render(actual)
        append("was another instance ")
        append(shown)
        guard shown == ValueRenderer.render(expected) else { return }
        append(" at \(address(of: actual)); the expected one is at \(address(of: expected))")
    }
}

/// Where an object is in memory: `0x000055d0c1e2a4f0`.
package func address(of object: AnyObject) -> String {
    String(describing: Unmanaged.passUnretained(object).toOpaque())
}
