/// Which polling assertion is being made, and so what a check means.
///
/// Its raw value is the word that qualifies the expectation: `Expected eventually 5, but …`.
package enum PollMode: String, Sendable {
    /// `toEventually`: passes at the first check that matches.
    case eventually = "eventually "
    /// `toEventuallyNot`: passes at the first check that does not match.
    case eventuallyNot = "eventually not "
    /// `toNever`: fails at the first check that matches; passes when the window ends.
    case never = "never "
    /// `toAlways`: fails at the first check that does not match; passes when the window ends.
    case always = "always "

    /// Whether a failure shows the value (`was 5`) rather than the matcher's mismatch.
    var isNegated: Bool { self == .eventuallyNot || self == .never }

    /// Whether the poll passes when its window ends undecided.
    var passesWhenWindowEnds: Bool { self == .never || self == .always }

    /// What a check means for the poll, given whether the check held (the matcher's result, or
    /// its negation for `toEventuallyNot` and `toNever`).
    func verdict(holds: Bool) -> CheckVerdict {
        switch self {
        case .eventually, .eventuallyNot: holds ? .satisfied : .pending
        case .always, .never: holds ? .pending : .violated
        }
    }
}
