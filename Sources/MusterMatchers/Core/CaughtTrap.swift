/// What a trap-examining matcher receives when the expression trapped (a failed `precondition`,
/// `fatalError`, an index out of range) and the assertion caught it.
///
/// ```swift
/// if case .failure(let error) = outcome, error is CaughtTrap { return .match }
/// ```
public struct CaughtTrap: Error, CustomStringConvertible, Sendable {
    /// Creates the marker for a caught trap.
    ///
    /// ```swift
    /// let trap = CaughtTrap()
    /// ```
    public init() {}

    /// `a trap`.
    public var description: String { "a trap" }
}

/// What a trap-examining matcher receives when the assertion could not run the expression with
/// traps caught (only an escaping closure can be); ``traps()`` turns it into a failure that says
/// how to write the assertion.
@usableFromInline
package struct TrapNeedsClosure: Error, CustomStringConvertible, Sendable {
    @usableFromInline package init() {}

    @usableFromInline package var description: String {
        "could not be run with traps caught: write the expression as a closure, expect { … }"
    }
}
