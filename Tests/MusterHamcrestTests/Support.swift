import MusterHamcrest

/// The messages of the failures `body` produces, captured instead of reported.
func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try captureFailures(body).map(\.message)
}
