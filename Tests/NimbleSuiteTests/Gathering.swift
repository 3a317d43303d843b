// How this suite reads what its failing assertions said: Nimble's own gathering, so that the
// target needs nothing but `import Muster`.

import MusterNimble

/// The messages of the assertions in `closure` that failed, kept from the running test.
func failureMessages(_ closure: () -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: closure).map(\.message.stringValue)
}

/// The one message of the assertion in `closure`, or a description of what was gathered instead.
func failureMessage(_ closure: () -> Void) -> String {
    let messages = failureMessages(closure)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}

/// `message` with the number of checks a poll made, which depends on the machine's load, left out.
func withoutCheckCount(_ message: String) -> String {
    message.replacing(/\(\d+ checks?\)/, with: "(… checks)")
}

/// The message of a `toNever` or `toAlways` that a check violated, with the time that check came
/// at made `…`: it is the time the first checks took, which a loaded machine stretches.
func withoutViolationTime(_ message: String) -> String {
    guard message.hasPrefix("Expected never ") || message.hasPrefix("Expected always ") else {
        return message
    }
    return message.replacing(/after \d+(\.\d+)? s \(/, with: "after … s (")
}
