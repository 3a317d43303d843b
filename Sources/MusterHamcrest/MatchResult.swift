import Muster

// SwiftHamcrest's `MatchResult`, an enum that matchers of its style return and tests switch over.
// Declared here, it is what `MatchResult` names in a file that imports `MusterHamcrest`; Muster's
// own, a struct that builds its text only when a failure is reported, is `Muster.MatchResult`.

/// The result of a SwiftHamcrest-style matcher: a match, or a mismatch with an optional
/// explanation.
///
/// ```swift
/// switch isEven.matches(3) {
/// case .match: print("even")
/// case .mismatch(let reason): print(reason ?? "odd")
/// }
/// ```
public enum MatchResult: ExpressibleByBooleanLiteral, Equatable, Sendable {
    /// The value satisfies the matcher.
    case match
    /// The value does not; the text, when there is one, says why (`was 3` is said for you).
    case mismatch(String?)

    /// `true` is a match and `false` a mismatch without text.
    ///
    /// ```swift
    /// let result: MatchResult = true
    /// ```
    public init(booleanLiteral match: Bool) { self.init(match) }

    /// A match when `match` holds, else a mismatch without text.
    ///
    /// ```swift
    /// MatchResult(value.isMultiple(of: 2))
    /// ```
    public init(_ match: Bool) { self = match ? .match : .mismatch(nil) }

    /// A match when `match` holds, else a mismatch explained by `mismatchDescription`.
    ///
    /// ```swift
    /// MatchResult(errors.isEmpty, errors.first)
    /// ```
    public init(_ match: Bool, _ mismatchDescription: String?) {
        self = match ? .match : .mismatch(mismatchDescription)
    }

    /// Whether this is a match.
    ///
    /// ```swift
    /// if isEven.matches(4).boolValue { … }
    /// ```
    public var boolValue: Bool { self == .match }
}

extension Matcher {
    /// A matcher in SwiftHamcrest's style: a description and a closure that returns a
    /// ``MatchResult``. A mismatch without text is reported as `was <value>`.
    ///
    /// ```swift
    /// let isEven = Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("odd") }
    /// ```
    // Disfavored so that a closure returning `true` or `false` is the predicate form's, as in
    // SwiftHamcrest, rather than ambiguous with it.
    @_disfavoredOverload
    public init(_ description: String, _ matches: @escaping (Subject) -> MatchResult) {
        self.init(
            Description(description),
            diagnosing: { value in
                switch matches(value) {
                case .match: .match
                case .mismatch(let reason): .mismatch(reason)
                }
            })
    }

    /// This matcher's result for `value`, as SwiftHamcrest's matchers give it: a match, or a
    /// mismatch with the text Muster's message would give after "but".
    ///
    /// ```swift
    /// greaterThan(5).matches(3)  // .mismatch("was 3")
    /// ```
    public func matches(_ value: Subject) -> MatchResult {
        let result = match(value)
        return result.isMatch ? .match : .mismatch(result.mismatchDescription)
    }
}
