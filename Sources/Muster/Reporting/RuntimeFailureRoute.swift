/// Reports the failures of code that links no test framework (the mock runtime) as every other
/// failure is reported. `RuntimeFailures` finds this type by its name; a test checks the name.
package enum RuntimeFailureRoute: RuntimeFailureReporting {
    package static func report(
        expectation: FailureWriter, finding: FailureWriter, site: CallSite
    ) {
        reportFailure(Failure.compose(expectation: expectation, finding: finding, site: site))
    }

    package static func reportStop(
        expectation: FailureWriter, finding: FailureWriter, site: CallSite
    ) -> (any Error)? {
        reportStoppingFailure(
            Failure.compose(expectation: expectation, finding: finding, site: site))
    }

    package static func currentTest() -> (any TestLifetime)? { RunningTest.current }
}
