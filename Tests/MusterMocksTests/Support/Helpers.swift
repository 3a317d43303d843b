import Muster

/// The messages of the failures `body` produces, captured instead of reported.
func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try captureFailures(body).map(\.message)
}

/// The one failure message `body` produces, or a note saying how many there were.
func failureMessage(_ body: () throws -> Void) rethrows -> String {
    let messages = try failureMessages(body)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}
