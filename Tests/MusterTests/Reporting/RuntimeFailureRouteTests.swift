import Testing

@testable import Muster
@testable import MusterMatchers

/// Code that links no test framework finds Muster's reporting by its type's mangled name.
@Suite struct RuntimeFailureRouteTests {
    @Test func theMangledNameNamesTheRoute() {
        let found = _typeByName(RuntimeFailureReportingName.mangled)
        #expect(found.map(ObjectIdentifier.init) == ObjectIdentifier(RuntimeFailureRoute.self))
    }

    @Test func aRuntimeFailureIsReportedAsEveryOtherFailure() {
        let failures = captureFailures {
            RuntimeFailures.report(
                expectation: { $0.append("a call") }, finding: { $0.append("there was none") },
                site: CallSite())
        }
        #expect(failures.map(\.message) == ["Expected a call, but there was none"])
    }
}
