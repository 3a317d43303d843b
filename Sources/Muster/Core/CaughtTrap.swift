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
