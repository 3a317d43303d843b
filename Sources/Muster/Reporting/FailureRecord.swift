import Foundation

/// A failure as a tool reads it: the fields of its message apart, in a documented, versioned
/// shape. Muster attaches it to each failing Swift Testing test as `failure.json` and writes it
/// as a line of JSON where asked (see <doc:FailuresInCI>).
///
/// Version 1 holds these keys; one that has no value is left out:
///
/// | key | value |
/// | --- | --- |
/// | `version` | `1` |
/// | `message` | the message as the runner shows it, at most ``Failure/messageLimit`` bytes |
/// | `headline` | its first line after the clues |
/// | `expression` | the source text of the checked value, where it could be read |
/// | `expected`, `actual` | the sentence's two parts: `Expected <expected>, but <actual>` |
/// | `fullExpected`, `fullActual`, `fullDifference`, `fullMessage`, `fullValues` | the complete texts the message had to cut |
/// | `differingPaths` | the paths at which the values differed (`.customer.name`, `[2]`) |
/// | `clues` | the scopes' clues, outermost first |
/// | `severity` | `error` or `warning` |
/// | `file`, `fileID`, `line`, `column` | where the assertion was written |
/// | `test` | the name of the test that was running |
///
/// ```swift
/// let record = FailureRecord(failure)
/// record.expected  // "5"
/// record.actual    // "was 4"
/// ```
public struct FailureRecord: Codable, Sendable, Equatable {
    /// The version of this shape: a key's meaning never changes within one.
    public static let version = 1

    /// ``version`` when the record was written.
    public var version: Int
    /// The message as the runner shows it, clues and checked expression included.
    public var message: String
    /// The message's first line after the clues.
    public var headline: String
    /// The source text of the checked value, where it could be read.
    public var expression: String?
    /// What was expected: the sentence's part after `Expected `.
    public var expected: String?
    /// What was found: the sentence's part after `, but `.
    public var actual: String?
    /// The complete expected value, when the message cut it.
    public var fullExpected: String?
    /// The complete actual value, when the message cut it.
    public var fullActual: String?
    /// The complete difference, when the message cut it.
    public var fullDifference: String?
    /// The whole message, when it was longer than its bound.
    public var fullMessage: String?
    /// The complete values the message summarized in part.
    public var fullValues: [String]?
    /// The paths at which the compared values differed, at most 100.
    public var differingPaths: [String]?
    /// The scopes' clues, outermost first.
    public var clues: [String]?
    /// `error` or `warning`.
    public var severity: String
    /// The assertion's file, as `#filePath` gives it.
    public var file: String
    /// The assertion's file, as `#fileID` gives it.
    public var fileID: String
    /// The assertion's line.
    public var line: Int
    /// The assertion's column.
    public var column: Int
    /// The name of the test that was running, where a runner says.
    public var test: String?

    /// The record of `failure`.
    ///
    /// ```swift
    /// FailureRecord(failure).headline
    /// ```
    public init(_ failure: Failure) {
        version = Self.version
        message = failure.reportedMessage
        headline = failure.headlineAndDetails.headline
        expression = failure.checkedExpression
        expected = failure.sentence?.expectation
        actual = failure.sentence?.finding
        fullExpected = failure.fullExpected
        fullActual = failure.fullActual
        fullDifference = failure.fullDifference
        fullMessage = failure.fullMessage
        fullValues = failure.fullValues.isEmpty ? nil : failure.fullValues
        differingPaths = failure.differingPaths.isEmpty ? nil : failure.differingPaths
        clues = failure.clues.isEmpty ? nil : failure.clues
        severity = failure.severity == .warning ? "warning" : "error"
        let site = failure.testDeclaration.map {
            (file: $0.filePath, fileID: $0.fileID, line: $0.line, column: $0.column)
        }
        file = site?.file ?? "\(failure.site.filePath)"
        fileID = site?.fileID ?? "\(failure.site.fileID)"
        line = site?.line ?? Int(failure.site.line)
        column = site?.column ?? Int(failure.site.column)
        test = TestRunners.currentTestName
    }

    /// The record as one line of JSON, keys sorted, no newline inside it.
    ///
    /// ```swift
    /// FailureRecord(failure).jsonLine  // {"actual":"was 4","column":5,…}
    /// ```
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A String encodes without fail; a record holds nothing else.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Failure {
    /// This failure as a tool reads it (see ``FailureRecord``).
    ///
    /// ```swift
    /// failure.record.differingPaths  // [".customer.name"]
    /// ```
    public var record: FailureRecord { FailureRecord(self) }
}
