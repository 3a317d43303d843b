import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct AsyncNotTests {
    @Test func negatesByTheOneRule() async {
        await expect(5).to(not(asyncBeLessThan(3)))
        let absent: Int? = nil
        let failures = await captureFailures {
            await expect(2).to(not(asyncBeLessThan(3)))
            await expect(absent).to(not(asyncBeLessThan(3)))
        }.map(\.message)
        #expect(
            failures == [
                "Expected not to be less than <3>, but was 2",
                "Expected not to be less than <3>, but was nil (use beNil() to match nil)",
            ])
    }
}
