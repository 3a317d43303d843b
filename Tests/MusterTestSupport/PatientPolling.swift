import Muster
import Testing

// Shared by the test targets: a long polling timeout for tests on a loaded machine.

/// Gives real-clock polls in a test a long default timeout. A passing poll returns as soon as
/// its condition holds, so the timeout costs nothing there; it only keeps a loaded machine from
/// turning a slow scheduler into a failure.
public struct PatientPolling: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withPollingDefaults(timeout: .seconds(30)) { try await function() }
    }
}

extension Trait where Self == PatientPolling {
    /// A 30-second default polling timeout for the tests it marks.
    public static var patientPolling: Self { PatientPolling() }
}
