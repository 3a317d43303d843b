import MusterMatchers

/// What a matcher written with Nimble's API concludes: a ``MatcherStatus`` and the
/// ``ExpectationMessage`` a failure is written from.
///
/// ```swift
/// return MatcherResult(bool: value % 2 == 0, message: .expectedActualValueTo("be even"))
/// ```
public struct MatcherResult {
    /// Either Nimble's two parts, or the result of one of Muster's own matchers (from
    /// `satisfies(_:)`), kept whole so that returning it unchanged fails with Muster's own text,
    /// and turned into a message only if one is asked for.
    private var form: Form

    private enum Form {
        case parts(MatcherStatus, ExpectationMessage)
        case muster(MatchResult, describe: (inout Description) -> Void)
    }

    /// Whether the value matched.
    ///
    /// ```swift
    /// if result.status == .matches { … }
    /// ```
    public var status: MatcherStatus {
        get {
            switch form {
            case .parts(let status, _): status
            case .muster(let result, _): MatcherStatus(result)
            }
        }
        set { form = .parts(newValue, message) }
    }

    /// What a failure says.
    ///
    /// For the result of one of Muster's matchers, `be <its description>` followed by
    /// `, but <its mismatch>`: `expected to be a value equal to 3, but was 2` in Nimble's words.
    ///
    /// ```swift
    /// MatcherResult(status: result.status, message: result.message.appended(details: "…"))
    /// ```
    public var message: ExpectationMessage {
        get {
            switch form {
            case .parts(_, let message): message
            case .muster(let result, let describe): ExpectationMessage(result, describe: describe)
            }
        }
        set { form = .parts(status, newValue) }
    }

    /// A result with a status and a message.
    ///
    /// ```swift
    /// MatcherResult(status: .fail, message: message.appendedBeNilHint())
    /// ```
    public init(status: MatcherStatus, message: ExpectationMessage) {
        form = .parts(status, message)
    }

    /// A result that matches when `bool` is true.
    ///
    /// ```swift
    /// MatcherResult(bool: value > 3, message: .expectedActualValueTo("be greater than 3"))
    /// ```
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }

    /// The result of one of Muster's matchers, whose matcher expected what `describe` writes.
    init(_ result: MatchResult, describe: @escaping (inout Description) -> Void) {
        form = .muster(result, describe: describe)
    }

    /// This result made `.fail`, with `(use beNil() to match nil)` after its message: what a
    /// matcher that requires a value concludes about `nil`. A result of one of Muster's matchers
    /// stays in Muster's words, and one that fails both ways already stays as it is.
    func rejectingNil() -> MatcherResult {
        switch form {
        case .parts(_, let message):
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case .muster(let result, _) where result.isUnusable:
            return self
        case .muster(let result, let describe):
            let rejection = MatchResult(
                storage: .unusable {
                    result.describeMismatch(into: &$0)
                    $0.append(beNilHint)
                })
            return MatcherResult(rejection, describe: describe)
        }
    }

    /// Whether an assertion of `style` passes with this result.
    ///
    /// ```swift
    /// result.toBoolean(expectation: .toMatch)
    /// ```
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        status.toBoolean(expectation: style)
    }

    /// This result as Muster's engine reads it: a match, a mismatch, or, for `.fail`, an
    /// unusable result (which fails under `to` and `toNot`), saying what the matcher expected
    /// (see ``ExpectationMessage``). `actual` is the value the matcher judged, for messages that
    /// show it; `describe` writes the matcher's own description, for messages that have none.
    func verdict<Value>(
        actual: Result<Value?, any Error>, describe: @escaping (inout Description) -> Void
    ) -> MatchResult {
        switch form {
        case .muster(let result, let description):
            return result.judged(as: description)
        case .parts(let status, let message):
            let finding: (inout Description) -> Void = {
                message.writeFinding(into: &$0, actual: actual)
            }
            let result: MatchResult =
                switch status {
                case .matches: .match
                case .doesNotMatch: .mismatch(finding)
                case .fail: MatchResult(storage: .unusable(finding))
                }
            return result.judged(as: { message.writeExpectation(into: &$0, otherwise: describe) })
        }
    }
}

extension MatcherStatus {
    /// The status of a result of Muster's engine: an unusable matcher or a rejected value is
    /// `.fail`, since neither passes under `to` or `toNot`.
    init(_ result: MatchResult) {
        switch result.unjudged {
        case .mismatch: self = .doesNotMatch
        case .unusable: self = .fail
        default: self = .matches
        }
    }
}

extension ExpectationMessage {
    /// The message for a result of one of Muster's matchers, in Nimble's shape:
    /// `.expectedTo("be <description>")`, and for a failure `, but <mismatch>` appended. A
    /// matcher that said what it expected in Nimble's words (`to be even`) keeps them.
    init(_ result: MatchResult, describe: (inout Description) -> Void) {
        var description = Description()
        describe(&description)
        let expected =
            description.text.hasPrefix("to ")
            ? String(description.text.dropFirst(3)) : "be " + description.text
        let expectation = ExpectationMessage.expectedTo(expected)
        guard let mismatch = result.mismatchDescription else {
            self = expectation
            return
        }
        self = expectation.appended(message: ExpectationMessage.findingLead + mismatch)
    }
}

/// Nimble's older name for ``MatcherResult``.
///
/// ```swift
/// let result = PredicateResult(bool: true, message: .expectedTo("pass"))
/// ```
@available(*, deprecated, renamed: "MatcherResult")
public typealias PredicateResult = MatcherResult
