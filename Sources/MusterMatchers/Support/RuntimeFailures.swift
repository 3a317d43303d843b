import Foundation

/// Writes part of a failure message, when the failure is composed.
package typealias FailureWriter = (inout Description) -> Void

/// Reports a failure from code that links no test framework: the mock runtime, which an app
/// module links so that its `@Mockable` protocols get mocks.
///
/// When the process also links Muster (a test binary), the failure goes through Muster's
/// reporting, which routes it to the test that is running. The runtime finds that code by its
/// type's name when it first needs it, so an app links neither XCTest nor Swift Testing. Without
/// Muster (mocks used outside tests, such as in a preview), the failure goes to standard error.
package enum RuntimeFailures {
    package static func report(
        expectation: FailureWriter, finding: FailureWriter, site: CallSite
    ) {
        if let reporting = testSideReporting {
            reporting.report(expectation: expectation, finding: finding, site: site)
            return
        }
        let text = Description.failure(expectation: expectation, finding: finding)
        FileHandle.standardError.write(Data("Muster failure at \(site): \(text.text)\n".utf8))
    }

    /// Reports a failure after which the caller can only throw, and returns the error to throw
    /// where the test runner has one it does not record again (see Muster's
    /// `reportStoppingFailure`); `nil` where the caller throws its own.
    package static func reportStop(
        expectation: FailureWriter, finding: FailureWriter, site: CallSite
    ) -> (any Error)? {
        if let reporting = testSideReporting {
            return reporting.reportStop(expectation: expectation, finding: finding, site: site)
        }
        report(expectation: expectation, finding: finding, site: site)
        return nil
    }

    /// The test running in the current task, when Muster can tell when it ends.
    package static func currentTest() -> (any TestLifetime)? {
        testSideReporting?.currentTest()
    }

    /// Muster's reporting, when the process links it.
    private static let testSideReporting: (any RuntimeFailureReporting.Type)? =
        _typeByName(RuntimeFailureReportingName.mangled) as? any RuntimeFailureReporting.Type
}

/// What Muster's reporting provides to ``RuntimeFailures``.
package protocol RuntimeFailureReporting: Sendable {
    static func report(expectation: FailureWriter, finding: FailureWriter, site: CallSite)
    static func reportStop(expectation: FailureWriter, finding: FailureWriter, site: CallSite)
        -> (any Error)?
    static func currentTest() -> (any TestLifetime)?
}

/// A test that is running, as code made in it sees it afterwards: a spy asks on each call
/// whether the test that made it is over.
package protocol TestLifetime: AnyObject, Sendable {
    /// The test's name as its runner gives it: `loadsProfile()`, `testLoadsProfile`.
    var testName: String { get }
    /// Whether the test has ended: one atomic load.
    var hasEnded: Bool { get }
}

/// The mangled name of Muster's ``RuntimeFailureReporting`` type, `Muster.RuntimeFailureRoute`.
package enum RuntimeFailureReportingName {
    package static let mangled = "6Muster19RuntimeFailureRouteO"
}
