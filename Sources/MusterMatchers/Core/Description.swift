/// Text under construction that describes a matcher or a mismatch.
///
/// Matchers write into a `Description` only when a failure is being reported, so a passing
/// assertion never builds one. It can be written with `append` calls or with string
/// interpolation, where `\(value: x)` renders a value the Muster way and `\(matcher)`
/// inserts a matcher's description:
///
/// ```swift
/// let text: Description = "a URL with \(value: "key1") = \(equalTo("value1"))"
/// // a URL with "key1" = "value1"
/// ```
public struct Description: Sendable, Hashable, CustomStringConvertible {
    /// The text written so far.
    public private(set) var text: String

    /// The complete values behind the parts of this text that show only some of them, so that
    /// a test runner can attach them to the failure. Not part of the description's identity.
    package var fullTexts: [FullTexts] = []
    /// The complete values behind the summaries in this text that had to be cut.
    package var partlyShownValues: [PartlyShownValue] = []
    /// Where a failure's sentence, `Expected <expectation>, but <finding>`, has its two parts
    /// in ``text``, as UTF-8 offsets, for a record a tool reads (set by `failure(…)`).
    package var sentenceParts: (expectation: Range<Int>, finding: Range<Int>)?
    /// The paths at which compared values differed, as the text names them (`.customer.name`,
    /// `[2]`), for a record a tool reads.
    package var differingPaths: [String] = []
    /// The actual value of the first equality this text describes a mismatch of, for recording
    /// mode to write into the test's source (see `RecordableValue`).
    package var recordableActual: RecordableValue?

    /// Creates an empty description.
    ///
    /// ```swift
    /// var description = Description()
    /// ```
    public init() { text = "" }

    /// Creates a description holding `text` verbatim.
    ///
    /// ```swift
    /// let description = Description("a date falling on Saturday")
    /// ```
    public init(_ text: String) { self.text = text }

    /// The text written so far.
    public var description: String { text }

    /// Appends text verbatim.
    ///
    /// ```swift
    /// description.append("a value greater than ")
    /// ```
    public mutating func append(_ text: String) { self.text += text }

    /// Appends another description.
    ///
    /// ```swift
    /// description.append(otherDescription)
    /// ```
    public mutating func append(_ other: Description) {
        text += other.text
        takeParts(of: other)
    }

    /// Appends another description with each of its lines after the first indented by
    /// `spaces`, to nest a multi-line mismatch (a diff block) under a line of its own.
    ///
    /// ```swift
    /// description.append("\n    argument 1: ")
    /// description.append(mismatch, indentingLinesBy: 4)
    /// ```
    public mutating func append(_ other: Description, indentingLinesBy spaces: Int) {
        let indent = "\n" + String(repeating: " ", count: spaces)
        text += other.text.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: indent)
        takeParts(of: other)
    }

    /// What `other` carries beside its text: its full texts, its paths, the value it keeps for
    /// recording (unless this one keeps one already).
    private mutating func takeParts(of other: Description) {
        fullTexts += other.fullTexts
        partlyShownValues += other.partlyShownValues
        differingPaths += other.differingPaths
        keepForRecording(other.recordableActual)
    }

    /// Two descriptions are equal when their texts are.
    ///
    /// ```swift
    /// Description("was 3") == "was 3"  // true
    /// ```
    public static func == (lhs: Description, rhs: Description) -> Bool { lhs.text == rhs.text }

    /// Hashes the text.
    ///
    /// ```swift
    /// let seen: Set<Description> = ["was 3"]
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Appends a value rendered the Muster way: strings quoted with escapes, numbers at full
    /// precision, collections readable, within the renderer's size limit.
    ///
    /// ```swift
    /// description.appendValue("a\nb")  // "a\nb", quoted
    /// ```
    public mutating func appendValue(_ value: Any?) {
        text += ValueRenderer.render(value)
    }

    /// Appends each value rendered, wrapped in `start` and `end` and separated by `separator`.
    ///
    /// ```swift
    /// description.appendList([1, 2], start: "[", separator: ", ", end: "]")  // [1, 2]
    /// ```
    public mutating func appendList(
        _ values: some Sequence, start: String, separator: String, end: String
    ) {
        appendJoined(values, start: start, separator: separator, end: end) { $0.appendValue($1) }
    }

    /// Appends the descriptions of several matchers, wrapped and separated.
    ///
    /// ```swift
    /// description.appendList(of: [equalTo(1), greaterThan(3)], start: "(", separator: " or ", end: ")")
    /// ```
    public mutating func appendList<Subject>(
        of matchers: [Matcher<Subject>], start: String, separator: String, end: String
    ) {
        appendJoined(matchers, start: start, separator: separator, end: end) {
            $0.appendDescription(of: $1)
        }
    }

    /// Appends what `matcher` accepts.
    ///
    /// ```swift
    /// description.appendDescription(of: greaterThan(5))  // a value greater than 5
    /// ```
    public mutating func appendDescription<Subject>(of matcher: Matcher<Subject>) {
        matcher.describe(into: &self)
    }

    /// Appends what `matcher` accepts as a condition on something already named, dropping a
    /// leading "a value ": after "a value with age", `greaterThan(50)` reads `greater than 50`.
    ///
    /// ```swift
    /// description.appendCondition(of: greaterThan(50))  // greater than 50
    /// ```
    public mutating func appendCondition<Subject>(of matcher: Matcher<Subject>) {
        var condition = Description()
        matcher.describe(into: &condition)
        let redundant = "a value "
        text +=
            condition.text.hasPrefix(redundant)
            ? String(condition.text.dropFirst(redundant.count)) : condition.text
    }

    /// Appends why a match failed (a past-tense clause such as `was 3`); appends nothing for a match.
    ///
    /// ```swift
    /// description.appendMismatch(of: greaterThan(5).match(3))  // was 3
    /// ```
    public mutating func appendMismatch(of result: MatchResult) {
        result.describeMismatch(into: &self)
    }

    /// Appends `: <mismatch>` after text that has just shown `value`, leaving out a leading
    /// `was <value>` that would show it again (and keeping what follows it, such as where two
    /// values differ).
    mutating func appendMismatch(of result: MatchResult, restating value: Any?) {
        var reason = Description()
        reason.appendMismatch(of: result)
        var restated = Description()
        restated.appendWas(value)
        if reason.text == restated.text { return }
        if reason.text.hasPrefix(restated.text + ", which ") {
            return append(String(reason.text.dropFirst(restated.text.count)))
        }
        append(": ")
        append(reason)
    }

    private mutating func appendJoined<Element>(
        _ elements: some Sequence<Element>, start: String, separator: String, end: String,
        _ appendElement: (inout Description, Element) -> Void
    ) {
        text += start
        var first = true
        for element in elements {
            if !first { text += separator }
            first = false
            appendElement(&self, element)
        }
        text += end
    }
}

extension Description: ExpressibleByStringInterpolation {
    /// Creates a description from a literal.
    ///
    /// ```swift
    /// let description: Description = "an even number"
    /// ```
    public init(stringLiteral value: String) { text = value }

    /// Creates a description from an interpolation.
    ///
    /// ```swift
    /// let description: Description = "a value with \(value: 3) items"
    /// ```
    public init(stringInterpolation: Interpolation) { self = stringInterpolation.description }

    /// The interpolation that builds a ``Description``: plain text, rendered values and matchers.
    public struct Interpolation: StringInterpolationProtocol {
        var description = Description()

        /// Reserves nothing: descriptions are short.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { description.append(literal) }

        /// Appends a value rendered the Muster way: `"\(value: name)"` quotes a string.
        public mutating func appendInterpolation(value: Any?) { description.appendValue(value) }

        /// Appends a value rendered the Muster way, as `\(value: x)` does: a string is quoted,
        /// so that `"a note tagged \(tag)"` reads `a note tagged "urgent"`. Write
        /// `\(describing: x)` for a value's plain text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            description.appendValue(value)
        }

        /// Appends a matcher's description: `"\(greaterThan(2))"`.
        public mutating func appendInterpolation<Subject>(_ matcher: Matcher<Subject>) {
            description.appendDescription(of: matcher)
        }

        /// Appends another description.
        public mutating func appendInterpolation(_ other: Description) { description.append(other) }

        /// Appends a matcher's description as a condition: `"with age \(condition: greaterThan(5))"`
        /// reads `with age greater than 5`.
        public mutating func appendInterpolation<Subject>(condition matcher: Matcher<Subject>) {
            description.appendCondition(of: matcher)
        }

        /// Appends the mismatch of a failed match: `"\(mismatchOf: result)"`.
        public mutating func appendInterpolation(mismatchOf result: MatchResult) {
            description.appendMismatch(of: result)
        }

        /// Appends a value's `String(describing:)` text, unquoted: `"\(describing: url)"`.
        public mutating func appendInterpolation(describing value: Any) {
            description.append(String(describing: value))
        }
    }
}

extension Description {
    /// Appends the mismatch for an actual value whose computation threw: `threw error <error>`.
    ///
    /// ```swift
    /// description.appendThrew(ParseError.empty)  // threw error ParseError.empty
    /// ```
    public mutating func appendThrew(_ error: any Error) {
        if let trap = error as? CaughtTrap {
            append("trapped")
            if !trap.message.isEmpty {
                append(" with message ")
                appendValue(trap.message)
            }
            return
        }
        if let end = error as? ChildProcessEnd { return append(end.description) }
        append("threw error ")
        append(ValueRenderer.renderError(error))
    }
}
