/// A failed assertion: its message and where it was written.
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

    /// Creates a failure.
    ///
    /// ```swift
    /// Failure(message: "Expected 5, but was 4", site: CallSite())
    /// ```
    public init(message: String, site: CallSite) {
        self.message = message
        self.site = site
    }

    /// `Module/File.swift:12:5: message`.
    public var description: String { "\(site): \(message)" }
}

extension Failure {
    /// The standard failure text: `Expected <description>, but <mismatch>`, after the user's
    /// message when there is one. `prefix` qualifies the expectation (`not `, `eventually `).
    static func composeMessage(
        userMessage: String?, prefix: String = "", describe: (inout Description) -> Void,
        mismatch: (inout Description) -> Void
    ) -> String {
        var text = Description()
        if let userMessage, !userMessage.isEmpty {
            text.append(userMessage)
            text.append("\n")
        }
        text.append("Expected ")
        text.append(prefix)
        describe(&text)
        text.append(", but ")
        mismatch(&text)
        return text.text
    }
}
