import MusterMatchers

/// Whether a matcher written with Nimble's API matched: yes, no, or neither.
///
/// Muster reads `.matches` as a match, `.doesNotMatch` as a mismatch (which `toNot` turns into a
/// pass) and `.fail` as ``MatchResult/unusable(_:)``: a failure under `to` and `toNot` alike,
/// which a poll looks past to the next check.
///
/// ```swift
/// return MatcherStatus(bool: value % 2 == 0)
/// ```
public enum MatcherStatus: Sendable, Hashable {
    /// The value matches: `to` passes, `toNot` fails.
    ///
    /// ```swift
    /// return .matches
    /// ```
    case matches

    /// The value does not match: `to` fails, `toNot` passes.
    ///
    /// ```swift
    /// return .doesNotMatch
    /// ```
    case doesNotMatch

    /// The matcher does not judge this value, as a matcher of values does not judge `nil`: both
    /// `to` and `toNot` fail.
    ///
    /// ```swift
    /// guard let value = try expression.evaluate() else { return .fail }
    /// ```
    case fail

    /// `.matches` when `matches` is true, otherwise `.doesNotMatch`.
    ///
    /// ```swift
    /// MatcherStatus(bool: 4 % 2 == 0)  // .matches
    /// ```
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether an assertion of `style` passes with this status: `.matches` passes `to`,
    /// `.doesNotMatch` passes `toNot`, `.fail` passes neither.
    ///
    /// ```swift
    /// MatcherStatus.fail.toBoolean(expectation: .toNotMatch)  // false
    /// ```
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        switch (self, style) {
        case (.matches, .toMatch), (.doesNotMatch, .toNotMatch): true
        default: false
        }
    }
}

/// Which way an assertion applies a matcher: `to` or `toNot`.
///
/// ```swift
/// result.toBoolean(expectation: .toMatch)
/// ```
public enum ExpectationStyle: Sendable, Hashable {
    /// `to`: the value should match.
    case toMatch
    /// `toNot` and `notTo`: the value should not match.
    case toNotMatch
}

/// Nimble's older name for ``MatcherStatus``.
///
/// ```swift
/// let status: PredicateStatus = .matches
/// ```
@available(*, deprecated, renamed: "MatcherStatus")
public typealias PredicateStatus = MatcherStatus
