import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct AsyncSatisfyAnyOfTests {
    @Test func theValueSatisfiesSomeMatcherSynchronousOrNot() async {
        await expect(2).to(satisfyAnyOf(asyncBeLessThan(3), greaterThan(10)))
        await expect(20).to(satisfyAnyOf([asyncBeLessThan(3), greaterThan(10)]))
        await expect(5).toNot(satisfyAnyOf(asyncBeLessThan(3), greaterThan(10)))
        let failures = await captureFailures {
            await expect(5).to(satisfyAnyOf(asyncBeLessThan(3), greaterThan(10)))
            await expect(2).toNot(satisfyAnyOf([asyncBeLessThan(3), greaterThan(10)]))
            await expect(5).to(satisfyAnyOf(asyncBeLessThan(3), equal(4)))
        }.map(\.message)
        #expect(
            failures == [
                "Expected (to be less than <3> or a value greater than 10), but was 5",
                "Expected not (to be less than <3> or a value greater than 10), but was 2",
                "Expected (to be less than <3> or a value equal to 4), but was 5",
            ])
    }
}
