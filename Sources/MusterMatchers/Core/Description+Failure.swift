// The one sentence every failure says, `Expected <expectation>, but <finding>`, written once for
// Muster's failures and the mock runtime's.

extension Description {
    /// The one sentence every failure says, `Expected <expectation>, but <finding>`, after the
    /// user's message on a line of its own: what Muster's failures and the mock runtime's
    /// fallback to standard error both write.
    package static func failure(
        userMessage: String? = nil, prefix: String = "", expectation: FailureWriter,
        finding: FailureWriter
    ) -> Description {
        var text = Description()
        if let userMessage, !userMessage.isEmpty {
            text.append(userMessage)
            text.append("\n")
        }
        text.append("Expected ")
        let expectationStart = text.text.utf8.count
        text.append(prefix)
        expectation(&text)
        let expectationEnd = text.text.utf8.count
        text.append(", but ")
        let findingStart = text.text.utf8.count
        finding(&text)
        text.sentenceParts = (
            expectationStart..<expectationEnd, findingStart..<text.text.utf8.count
        )
        return text
    }
}
