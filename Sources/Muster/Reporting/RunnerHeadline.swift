// What a test runner shows of a failure: the checked expression before the message, when the
// assertion's source names one.

extension Failure {
    /// The source text of the value the failed assertion checked, read from the assertion's
    /// file: `cart.total` for `assertThat(cart.total, equalTo(5))`, the body of the closure for
    /// `expect { try store.save() }`. `nil` when the file cannot be read or no longer has the
    /// assertion where it was, and for a literal, which the message already shows.
    ///
    /// Test runners show it before the message, `cart.total: Expected 5, but was 4`, unless the
    /// assertion gave a message of its own.
    ///
    /// ```swift
    /// failure.checkedExpression  // "cart.total"
    /// ```
    public var checkedExpression: String? { CheckedExpression.text(at: site) }

    /// The message as a test runner shows it: the checked expression, when there is one, before
    /// the message. A message that starts with the user's own words (`message:`,
    /// `description:`) or is the user's alone (`fail("…")`) already says what it is about.
    /// A scope's clues stay first, on their lines.
    var reportedMessage: String {
        let body = messageWithoutClues
        guard body.hasPrefix("Expected "), let expression = checkedExpression else {
            return message
        }
        return message.dropLast(body.count) + expression + ": " + body
    }

    /// The reported message's first line after the clues, for a runner's one-line headline,
    /// and what the headline leaves out (the clues, then the lines after the first), or `nil`
    /// when it leaves nothing out.
    var headlineAndDetails: (headline: String, details: String?) {
        let clueLines = message.dropLast(messageWithoutClues.count)
        let body = reportedMessage.dropFirst(clueLines.count)
        let firstLine = body.prefix { $0 != "\n" }
        let rest = body.dropFirst(firstLine.count + 1)
        let details = rest.isEmpty ? clueLines.dropLast() : clueLines + rest
        return (String(firstLine), details.isEmpty ? nil : String(details))
    }
}
