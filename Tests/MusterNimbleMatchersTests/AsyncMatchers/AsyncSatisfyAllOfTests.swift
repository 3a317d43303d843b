import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct AsyncSatisfyAllOfTests {
    @Test func theValueSatisfiesEveryMatcherSynchronousOrNot() async {
        await expect(2).to(satisfyAllOf(asyncBeLessThan(3), greaterThan(1)))
        await expect(2).to(satisfyAllOf([asyncBeLessThan(3), greaterThan(1)]))
        await expect(5).toNot(satisfyAllOf(asyncBeLessThan(3), greaterThan(1)))
        let failures = await captureFailures {
            await expect(5).to(satisfyAllOf(asyncBeLessThan(3), greaterThan(1)))
            await expect(0).to(satisfyAllOf([asyncBeLessThan(3), greaterThan(1)]))
            await expect(2).toNot(satisfyAllOf(asyncBeLessThan(3), greaterThan(1)))
        }.map(\.message)
        #expect(
            failures == [
                "Expected (to be less than <3> and a value greater than 1), but to be less than <3>: was 5",
                "Expected (to be less than <3> and a value greater than 1), but a value greater than 1: was 0",
                "Expected not (to be less than <3> and a value greater than 1), but was 2",
            ])
    }

    @Test func aRejectionFailsUnderToNotToo() async {
        let absent: Int? = nil
        let failures = await captureFailures {
            await expect(absent).toNot(satisfyAllOf(asyncBeLessThan(3), greaterThan(1)))
        }.map(\.message)
        #expect(
            failures == [
                "Expected not (to be less than <3> and a value greater than 1), but to be less than <3>: was nil (use beNil() to match nil)"
            ])
    }
}
