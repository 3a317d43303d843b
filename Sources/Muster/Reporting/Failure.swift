/// A failed assertion: its message and where it was written.
///
/// A message is at most ``messageLimit`` bytes long. When it had to leave something out (a
/// long value cut to the part around the difference, a message cut to the limit), the complete
/// texts go with the failure in ``fullExpected``, ``fullActual``, ``fullDifference`` and
/// ``fullMessage``, rendered only when first read; under Swift Testing they are attached to the
/// test.
///
/// ```swift
/// let failures = captureFailures { assertThat(3, greaterThan(5)) }
/// failures[0].message  // "Expected a value greater than 5, but was 3"
/// ```
public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// The complete failure text, as a test runner shows it.
    public let message: String
    /// Where the failing assertion was written.
    public let site: CallSite
    /// The values behind the parts of the message that were cut.
    let fullTexts: [FullTexts]
    /// The values the message summarizes, where the summary had to cut them.
    let partlyShownValues: [PartlyShownValue]
    /// The clues of the scopes the failure happened in, outermost first, each a line at the
    /// start of the message (see ``withClue(_:_:)``).
    private(set) var clues: [String] = []
    /// Whether the failure fails the test (``Severity-swift.enum/error``) or is only seen
    /// (``Severity-swift.enum/warning``): see ``withSeverity(_:_:)``.
    public internal(set) var severity = Severity.error
    /// The message as composed, when it was longer than ``messageLimit`` and had to be cut.
    ///
    /// ```swift
    /// failure.fullMessage ?? failure.message
    /// ```
    public let fullMessage: String?
    /// Where the runner shows a failure that belongs to a whole test rather than to a line in
    /// it (a test that made no assertion): the test's declaration, which Swift Testing gives as
    /// text, where a ``site`` needs a literal.
    var testDeclaration: TestDeclaration?
    /// The two parts of the sentence, `Expected <expectation>, but <finding>`, whole, and the
    /// paths at which the values differed: what ``record`` gives a tool apart.
    var sentence: (expectation: String, finding: String)?
    var differingPaths: [String] = []
    /// The actual value of the equality that failed, for recording mode to write in place of
    /// the expected literal.
    var recordableActual: RecordableValue?

    /// Creates a failure; a message longer than ``messageLimit`` is cut, and kept whole in
    /// ``fullMessage``.
    ///
    /// ```swift
    /// Failure(message: "Expected 5, but was 4", site: CallSite())
    /// ```
    public init(message: String, site: CallSite) {
        let bounded = Failure.bounded(message, limit: Failure.messageLimit)
        self.init(
            message: bounded, site: site, fullTexts: [],
            fullMessage: bounded.utf8.count == message.utf8.count ? nil : message)
    }

    init(
        message: String, site: CallSite, fullTexts: [FullTexts],
        partlyShownValues: [PartlyShownValue] = [], fullMessage: String?
    ) {
        self.message = message
        self.site = site
        self.fullTexts = fullTexts
        self.partlyShownValues = partlyShownValues
        self.fullMessage = fullMessage
    }

    /// `Module/File.swift:12:5: message`.
    public var description: String {
        "\(testDeclaration?.description ?? site.description): \(message)"
    }

    /// Whether anything was left out of the message, so that the full texts are worth
    /// attaching.
    var hasFullTexts: Bool {
        !fullTexts.isEmpty || !partlyShownValues.isEmpty || fullMessage != nil
    }

    /// Everything the message had to cut, in one text for one attachment (a runner prints a
    /// line per attachment): the whole message, then the complete expected value, actual value
    /// and difference, each under a heading.
    var attachmentText: String? {
        guard hasFullTexts else { return nil }
        var sections: [String] = []
        if let fullMessage { sections.append("Message\n\n" + fullMessage) }
        if let fullExpected, let fullActual, let fullDifference {
            sections.append("Expected\n\n" + fullExpected)
            sections.append("Actual\n\n" + fullActual)
            sections.append("Difference (- expected, + actual)\n\n" + fullDifference)
        }
        for value in partlyShownValues { sections.append("Value shown in part\n\n" + value.text) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The complete values that the message summarizes where the summary had to cut them: the
    /// arguments of the calls a failed verification lists, the value after a matcher's own
    /// mismatch text.
    ///
    /// ```swift
    /// failure.fullValues  // ["Note(id: 1, title: \"Groceries\", body: \"…every line…\")"]
    /// ```
    public var fullValues: [String] { partlyShownValues.map(\.text) }

    /// The complete expected value, when the message shows only part of it.
    ///
    /// ```swift
    /// failure.fullExpected  // "[0, 1, 2, 3, …every element…]"
    /// ```
    public var fullExpected: String? { joined(\.expected) }

    /// The complete actual value, when the message shows only part of it.
    ///
    /// ```swift
    /// failure.fullActual
    /// ```
    public var fullActual: String? { joined(\.actual) }

    /// The complete difference between them, when the message shows only part of it.
    ///
    /// ```swift
    /// failure.fullDifference
    /// ```
    public var fullDifference: String? { joined(\.difference) }

    private func joined(_ text: KeyPath<FullTexts.Texts, String>) -> String? {
        fullTexts.isEmpty
            ? nil : fullTexts.map { $0.texts[keyPath: text] }.joined(separator: "\n\n")
    }

    /// Failures are equal when their messages and sites are; the full texts do not count.
    ///
    /// ```swift
    /// captureFailures { check() } == captureFailures { check() }
    /// ```
    public static func == (lhs: Failure, rhs: Failure) -> Bool {
        lhs.message == rhs.message && lhs.site == rhs.site
    }

    /// Hashes the message and site.
    ///
    /// ```swift
    /// let distinct = Set(captureFailures { check() })
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(site)
    }
}

/// The source location of a test's declaration, as a runner gives it.
struct TestDeclaration: Sendable, CustomStringConvertible {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    var description: String { "\(fileID):\(line):\(column)" }
}

extension Failure {
    /// Composes a failure: the one place where Muster builds failure text, so that every failure
    /// (assertions, `expect`, `require`, polling, `waitUntil`, mock verification, misuse) has the
    /// same shape, the same bound and the same attachments.
    ///
    /// The text is `Expected <prefix><expectation>, but <finding>`, after the user's message when
    /// there is one, cut to ``messageLimit``. `prefix` qualifies the expectation (`not `,
    /// `eventually `).
    package static func compose(
        userMessage: String? = nil, prefix: String = "", expectation: FailureWriter,
        finding: FailureWriter, site: CallSite
    ) -> Failure {
        assembled(
            .failure(
                userMessage: userMessage, prefix: prefix, expectation: expectation,
                finding: finding),
            site: site)
    }

    /// Composes a failure that is the user's own words only, as `fail("…")` reports.
    package static func compose(userMessage: String, site: CallSite) -> Failure {
        assembled(Description(userMessage), site: site)
    }

    /// The same failure, said again with `lead` before its text and `note` after it, keeping its
    /// full texts: for a failure reported later than it happened (`Eventually, after 1.0 s: …`).
    package func restated(lead: String = "", note: String = "") -> Failure {
        var text = Description(lead)
        text.append(fullMessage ?? message)
        text.append(note)
        text.partlyShownValues = partlyShownValues
        var restated = Failure.assembled(text, fullTexts: fullTexts, site: site)
        restated.clues = clues
        restated.severity = severity
        restated.testDeclaration = testDeclaration
        restated.sentence = sentence
        restated.differingPaths = differingPaths
        return restated
    }

    /// The same failure in the scopes of `outer` clues, outermost first, each on a line before
    /// its text. A failure that already carries them (one relayed from a task of the same
    /// scope) is left as it is.
    func addingClues(_ outer: [String]) -> Failure {
        guard !outer.isEmpty, !clues.starts(with: outer) else { return self }
        var clued = restated(lead: outer.joined(separator: "\n") + "\n")
        clued.clues = outer + clues
        return clued
    }

    /// The message without the clues' lines: what the failure itself says.
    var messageWithoutClues: Substring {
        let lines = clues.joined(separator: "\n") + "\n"
        guard !clues.isEmpty, message.hasPrefix(lines) else { return message[...] }
        return message.dropFirst(lines.count)
    }

    private static func assembled(
        _ text: Description, fullTexts: [FullTexts] = [], site: CallSite
    ) -> Failure {
        let message = bounded(text.text, limit: messageLimit)
        var failure = Failure(
            message: message, site: site, fullTexts: fullTexts + text.fullTexts,
            partlyShownValues: text.partlyShownValues,
            fullMessage: message.utf8.count == text.text.utf8.count ? nil : text.text)
        if let parts = text.sentenceParts {
            let utf8 = text.text.utf8
            func part(_ range: Range<Int>) -> String {
                String(Substring(utf8.dropFirst(range.lowerBound).prefix(range.count)))
            }
            failure.sentence = (part(parts.expectation), part(parts.finding))
        }
        failure.differingPaths = text.differingPaths
        failure.recordableActual = text.recordableActual
        return failure
    }

    /// `text` if it fits in `limit` bytes; otherwise its start, at a line end where one is
    /// near, and a note of how much was left out.
    static func bounded(_ text: String, limit: Int) -> String {
        let size = text.utf8.count
        guard size > limit else { return text }
        let roomForNote = 64
        var end = text.index(atUTF8Offset: max(0, limit - roomForNote))
        while end > text.startIndex, end.samePosition(in: text) == nil {
            end = text.utf8.index(before: end)
        }
        let room = text.utf8.distance(from: text.startIndex, to: end)
        if let newline = text[..<end].lastIndex(of: "\n"),
            text.utf8.distance(from: newline, to: end) < room / 4
        {
            end = newline
        }
        let kept = text.utf8.distance(from: text.startIndex, to: end)
        let left = ValueRenderer.Output.grouped(size - kept)
        return String(text[..<end]) + "\n… (message cut: \(left) more bytes)"
    }
}
