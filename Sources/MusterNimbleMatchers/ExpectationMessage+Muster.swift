import MusterMatchers

// How Muster writes an ExpectationMessage: its expectation becomes the description and the rest
// the finding, so that the one composer writes `Expected <description>, but <finding>`. The
// table is in ExpectationMessage's documentation.

extension ExpectationMessage {
    /// Writes the expectation: `to be even`. A `.fail` message has none, so `describe` writes the
    /// matcher's own description instead.
    func writeExpectation(
        into description: inout Description, otherwise describe: (inout Description) -> Void
    ) {
        switch self {
        case .expectedActualValueTo(let message), .expectedCustomValueTo(let message, _),
            .expectedTo(let message):
            description.append("to ")
            description.append(message)
        case .fail: describe(&description)
        case .prepends(let text, let inner):
            description.append(text)
            inner.writeExpectation(into: &description, otherwise: describe)
        case .appends(let inner, _), .details(let inner, _):
            inner.writeExpectation(into: &description, otherwise: describe)
        }
    }

    /// Writes what was found, with `actual`, the value the matcher judged, where the message
    /// shows the value: `was 3`, `was nil`, `threw error …`.
    func writeFinding<Value>(
        into description: inout Description, actual: Result<Value?, any Error>
    ) {
        switch self {
        case .expectedActualValueTo, .expectedTo:
            description.appendActual(actual)
        case .expectedCustomValueTo(_, let custom):
            description.append("got ")
            description.append(custom)
        case .fail(let text):
            if text.isEmpty { description.appendActual(actual) } else { description.append(text) }
        case .prepends(_, let inner):
            inner.writeFinding(into: &description, actual: actual)
        case .appends(.expectedTo, let text) where text.hasPrefix(Self.findingLead):
            // "Expected to all be even, but item 2 was odd": the text says what was found.
            description.append(String(text.dropFirst(Self.findingLead.count)))
        case .appends(let inner, let text):
            inner.writeFinding(into: &description, actual: actual)
            description.append(text)
        case .details(let inner, let text):
            inner.writeFinding(into: &description, actual: actual)
            description.append("\n")
            description.append(text)
        }
    }

    /// What starts text that, appended to an expectation without the value, says what was found.
    static let findingLead = ", but "
}

extension Description {
    /// `was <value>`, `was nil`, or `threw error <error>`.
    fileprivate mutating func appendActual<Value>(_ actual: Result<Value?, any Error>) {
        switch actual {
        case .success(.some(let value)): appendWas(value)
        case .success(.none): appendWas(nil)
        case .failure(let error): appendThrew(error)
        }
    }
}
