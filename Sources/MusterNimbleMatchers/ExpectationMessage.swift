import MusterMatchers

/// What a matcher written with Nimble's API says when it fails: what it expected and, for some
/// cases, what it found.
///
/// Muster writes every failure as `Expected <description>, but <finding>`. From a message, the
/// expectation (`to be even`) becomes the description and the rest becomes the finding:
///
/// | message | description | finding |
/// | --- | --- | --- |
/// | `.expectedActualValueTo(m)` | `to m` | `was <actual>`, rendered the Muster way |
/// | `.expectedTo(m)` | `to m` | `was <actual>` too: Muster always shows the value |
/// | `.expectedCustomValueTo(m, actual: a)` | `to m` | `got a` |
/// | `.fail(t)` | the matcher's own: `to <its message>`, or `to match` | `t`, or `was <actual>` if empty |
/// | `.prepends(p, e)` | `p` then the description of `e` | the finding of `e` |
/// | `.appends(e, t)` | the description of `e` | the finding of `e`, then `t` |
/// | `.details(e, t)` | the description of `e` | the finding of `e`, then `t` on the next line |
///
/// After `.expectedTo`, which leaves the value out, appended text that starts with `, but ` is
/// itself the finding, as in Nimble's `wrappedExpectation(before:after:)` idiom.
///
/// ```swift
/// Matcher.define("be even") { expression, message in
///     MatcherResult(bool: try expression.evaluate()! % 2 == 0, message: message)
/// }
/// // expect(3).to(beEven()): Expected to be even, but was 3
/// ```
public indirect enum ExpectationMessage: Sendable, Hashable {
    /// "Expected to `message`", followed by the actual value.
    ///
    /// ```swift
    /// .expectedActualValueTo("be even")  // Expected to be even, but was 3
    /// ```
    case expectedActualValueTo(String)

    /// "Expected to `message`", followed by `actual` as given.
    ///
    /// ```swift
    /// .expectedCustomValueTo("have 3 items", actual: "2 items")  // …, but got 2 items
    /// ```
    case expectedCustomValueTo(String, actual: String)

    /// "Expected to `message`", for a matcher that leaves the actual value out; Muster shows it
    /// anyway.
    ///
    /// ```swift
    /// .expectedTo("be sorted")  // Expected to be sorted, but was [2, 1]
    /// ```
    case expectedTo(String)

    /// A free-form message: what the matcher found, after its own description.
    ///
    /// ```swift
    /// .fail("could not read the file")  // Expected to match, but could not read the file
    /// ```
    case fail(String)

    /// Text before a message's expectation.
    ///
    /// ```swift
    /// .prepends("in the cache, ", .expectedTo("hold 3"))
    /// ```
    case prepends(String, ExpectationMessage)

    /// Text after a message: it follows the finding.
    ///
    /// ```swift
    /// .appends(.expectedActualValueTo("be even"), " (checked bit 0)")
    /// ```
    case appends(ExpectationMessage, String)

    /// Longer text on the lines after a message.
    ///
    /// ```swift
    /// .details(.expectedActualValueTo("be valid"), "port must be positive")
    /// ```
    case details(ExpectationMessage, String)

    /// The expectation alone, with the text appended to it but without prepended text or
    /// details: `be even` for `.expectedActualValueTo("be even")`.
    ///
    /// ```swift
    /// ExpectationMessage.expectedTo("be even").expectedMessage  // "be even"
    /// ```
    public var expectedMessage: String {
        switch self {
        case .expectedActualValueTo(let message), .expectedCustomValueTo(let message, _),
            .expectedTo(let message), .fail(let message):
            message
        case .prepends(_, let inner), .details(let inner, _): inner.expectedMessage
        case .appends(let inner, let text): inner.expectedMessage + text
        }
    }

    /// This message with `message` after it, before any details.
    ///
    /// ```swift
    /// .expectedActualValueTo("be even").appended(message: " (checked bit 0)")
    /// ```
    public func appended(message: String) -> ExpectationMessage {
        if case .details(let inner, let details) = self {
            return .details(inner.appended(message: message), details)
        }
        return .appends(self, message)
    }

    /// This message with a hint that `beNil()` is the matcher for `nil`, in the words of
    /// Muster's own matchers (Nimble's say `nils`).
    ///
    /// ```swift
    /// message.appendedBeNilHint()  // …, but was nil (use beNil() to match nil)
    /// ```
    public func appendedBeNilHint() -> ExpectationMessage {
        // A matcher that adds the hint itself is rejecting nil again in `define`: say it once.
        endsWithBeNilHint ? self : appended(message: beNilHint)
    }

    /// Whether the text before any details already ends with the `beNil()` hint.
    var endsWithBeNilHint: Bool {
        switch self {
        case .appends(_, let text), .fail(let text), .expectedCustomValueTo(_, actual: let text):
            text.hasSuffix(beNilHint)
        case .details(let inner, _): inner.endsWithBeNilHint
        case .expectedActualValueTo, .expectedTo, .prepends: false
        }
    }

    /// This message with `details` on the lines after it.
    ///
    /// ```swift
    /// message.appended(details: "called with [1, 2]")
    /// ```
    public func appended(details: String) -> ExpectationMessage {
        .details(self, details)
    }

    /// This message with each expectation (`.expectedTo`, `.expectedActualValueTo`,
    /// `.expectedCustomValueTo`, `.fail`) replaced by what `replace` returns for it, and the
    /// text around it kept.
    ///
    /// ```swift
    /// message.replacedExpectation { .expectedTo($0.expectedMessage) }
    /// ```
    public func replacedExpectation(
        _ replace: @escaping (ExpectationMessage) -> ExpectationMessage
    ) -> ExpectationMessage {
        switch self {
        case .expectedActualValueTo, .expectedCustomValueTo, .expectedTo, .fail: replace(self)
        case .prepends(let text, let inner): .prepends(text, inner.replacedExpectation(replace))
        case .appends(let inner, let text): .appends(inner.replacedExpectation(replace), text)
        case .details(let inner, let text): .details(inner.replacedExpectation(replace), text)
        }
    }

    /// This message with `before` at the start of its expectation and `after` appended.
    ///
    /// ```swift
    /// message.wrappedExpectation(before: "all ", after: ", but item 2 was odd")
    /// ```
    public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
        prepended(expectation: before).appended(message: after)
    }

    /// This message with `prefix` at the start of each expectation: `be even` becomes
    /// `not be even`. A `.fail` message has no expectation and stays as it is.
    ///
    /// ```swift
    /// message.prepended(expectation: "not ")
    /// ```
    public func prepended(expectation prefix: String) -> ExpectationMessage {
        replacedExpectation { leaf in
            switch leaf {
            case .expectedActualValueTo(let message): .expectedActualValueTo(prefix + message)
            case .expectedCustomValueTo(let message, let actual):
                .expectedCustomValueTo(prefix + message, actual: actual)
            case .expectedTo(let message): .expectedTo(prefix + message)
            default: leaf
            }
        }
    }

    /// The message in Nimble's own words (`expected to be even, got <3>`), for code that prints
    /// a message itself; Muster's failures are written as the type's documentation shows.
    ///
    /// ```swift
    /// ExpectationMessage.expectedActualValueTo("be even").toString(actual: "<3>")
    /// // "expected to be even, got <3>"
    /// ```
    public func toString(actual: String, expected: String = "expected", to: String = "to")
        -> String
    {
        switch self {
        case .fail(let text): text
        case .expectedTo(let message): "\(expected) \(to) \(message)"
        case .expectedActualValueTo(let message): "\(expected) \(to) \(message), got \(actual)"
        case .expectedCustomValueTo(let message, let custom):
            "\(expected) \(to) \(message), got \(custom)"
        case .prepends(let text, let inner):
            text + inner.toString(actual: actual, expected: expected, to: to)
        case .appends(let inner, let text):
            inner.toString(actual: actual, expected: expected, to: to) + text
        case .details(let inner, let text):
            inner.toString(actual: actual, expected: expected, to: to) + "\n\n" + text
        }
    }
}
