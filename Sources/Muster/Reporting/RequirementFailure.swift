import Foundation

/// The error a failed requirement throws to stop the test. The failure itself has already been
/// recorded where it happened, so test runners are told not to record the error again.
public struct RequirementFailure: Error, CustomNSError, CustomStringConvertible {
    /// The failure that was recorded.
    public let failure: Failure

    /// Creates the error for a recorded failure.
    ///
    /// ```swift
    /// throw RequirementFailure(failure: failure)
    /// ```
    public init(failure: Failure) { self.failure = failure }

    /// The failure's message.
    public var description: String { failure.message }

    /// Tells XCTest that this error was already reported (XCTest on Linux does not read it).
    public var errorUserInfo: [String: Any] { ["XCTestErrorUserInfoKeyShouldIgnore": true] }
}

/// Records `failure` once, in whichever runner owns the test, and throws to stop the test.
///
/// Under Swift Testing the failure is recorded as a failed requirement, whose error the runner
/// knows not to record a second time; elsewhere ``RequirementFailure`` is thrown. A
/// `customError` (Nimble's `customError:`) is thrown as given, after the failure is recorded as
/// any assertion's is, so a runner that catches it may record it too.
///
/// ```swift
/// try failRequirement(Failure(message: "Expected a value, but was nil", site: site))
/// ```
public func failRequirement(_ failure: Failure, customError: (any Error)? = nil) throws -> Never {
    // A requirement stops the test, so its failure is an error even where failures are
    // warnings: a warning and a stopped test would read as a pass.
    try FailureSeverity.$current.withValue(.error) {
        try stopTest(failure, customError: customError)
    }
}

private func stopTest(_ failure: Failure, customError: (any Error)?) throws -> Never {
    if let customError {
        reportFailure(failure)
        throw customError
    }
    if let stop = reportStoppingFailure(failure) { throw stop }
    throw RequirementFailure(failure: failure)
}

/// Nimble's name for the error a failed requirement throws, so that `catch let error as
/// RequireError` keeps catching it.
public typealias RequireError = RequirementFailure
