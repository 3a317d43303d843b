import Muster
import Testing
import MusterTestSupport

@Suite struct SucceedTests {
    @Test func succeedChecksTheClosuresVerdict() {
        #expect(failureMessages { expect { .succeeded }.to(succeed()) } == [])
        #expect(
            failureMessage { expect { .failed(reason: "no email") }.to(succeed()) }
                == "Expected a passing check, but failed: no email")
        #expect(failureMessages { expect { .failed(reason: "no email") }.toNot(succeed()) } == [])
        #expect(
            failureMessage { expect { ToSucceedResult.succeeded }.toNot(succeed()) }
                == "Expected not a passing check, but was .succeeded")
    }
}
