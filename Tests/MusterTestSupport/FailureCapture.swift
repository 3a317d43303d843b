import Muster

// Shared by the test targets: the texts of the failures a block produces, which the tests
// compare with exact strings.

/// The messages of the failures `body` produces, captured instead of reported.
public func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try captureFailures(body).map(\.message)
}

/// The one failure message `body` produces, or a note saying how many there were.
public func failureMessage(_ body: () throws -> Void) rethrows -> String {
    let messages = try failureMessages(body)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}

/// The text of a matcher's mismatch for `value`, or `nil` when it matches.
public func mismatch<T>(_ matcher: Matcher<T>, _ value: T) -> String? {
    matcher.match(value).mismatchDescription
}
