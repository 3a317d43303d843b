import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

@Suite struct ExpectationStatusTests {
    struct Stop: Error, Equatable {}

    @Test func eachVerbAddsItsOutcome() {
        #expect(expect(5).status == .pending)
        #expect(expect(5).to(equal(5)).status == .passed)
        let failures = captureFailures {
            #expect(expect(5).to(equal(4)).status == .failed)
            #expect(expect(5).to(equal(5)).toNot(equal(5)).status == .mixed)
            #expect(expect(5).to(equal(4)).toNot(equal(3)).status == .mixed)
        }
        #expect(failures.count == 3)
        #expect(expect(5).toNot(equal(4)).to(beGreaterThan(1)).status == .passed)
    }

    @Test func verbsChainAsNimbleSuitesWriteThem() {
        var evaluations = 0
        let messages = failureMessages {
            expect {
                evaluations += 1
                return 5
            }.toNot(throwAssertion()).to(equal(6))
        }
        #expect(messages == ["Expected a value equal to 6, but was 5"])
        #expect(evaluations == 2)
    }

    @Test func onFailureThrowsOnlyAfterAFailure() throws {
        try expect(5).to(equal(5)).onFailure(throw: Stop())
        var thrown: (any Error)?
        let messages = failureMessages {
            do { try expect(5).to(equal(4)).onFailure(throw: Stop()) } catch { thrown = error }
        }
        #expect(messages == ["Expected a value equal to 4, but was 5"])
        #expect(thrown as? Stop == Stop())
    }

    @Test func onFailureBeforeAnyVerbIsAMistake() throws {
        let messages = try failureMessages { try expect(5).onFailure(throw: Stop()) }
        #expect(
            messages == [
                "Expected a verb before onFailure(throw:), but none had run; write "
                    + "expect(…).to(…).onFailure(throw: …)"
            ])
    }

    @Test func asyncExpectationsChainToo() async throws {
        let passed = await expect { () async in 5 }.to(equal(5)).toNot(equal(4))
        #expect(passed.status == .passed)
        var thrown: (any Error)?
        let failures = await captureFailures {
            do {
                try await expect { () async in 5 }.to(equal(4)).onFailure(throw: Stop())
            } catch {
                thrown = error
            }
        }
        #expect(failures.map(\.message) == ["Expected a value equal to 4, but was 5"])
        #expect(thrown as? Stop == Stop())
    }

    // The scopes that take a closure discard what it returns: an expectation ending it.
    @Test func scopesDiscardTheExpectationAVerbReturns() async {
        withPollingDefaults(timeout: .seconds(1)) { expect(4).to(equal(4)) }
        withFailureMessageLimit(100) { expect(4).to(equal(4)) }
        await withPollingDefaults(timeout: .seconds(1)) {
            await expect { 4 }.toEventually(equal(4))
        }
        #expect(withFailureMessageLimit(100) { expect(4).to(equal(4)) }.status == .passed)
    }
}
