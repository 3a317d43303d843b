import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

/// `to`, `toNot`, `notTo` and `require` with an AsyncMatcher (see AsyncMatcherTests for the
/// matchers).
@Suite struct AsyncMatcherAssertionsTests {
    @Test func aSynchronousExpectationAwaitsTheVerdict() async {
        await expect(2).to(asyncBeLessThan(3))
        await expect(4).toNot(asyncBeLessThan(3))
        await expect(4).notTo(asyncBeLessThan(3))
        let failures = await captureFailures {
            await expect(4).to(asyncBeLessThan(3))
            await expect(2).toNot(asyncBeLessThan(3))
            await expect(2).notTo(asyncBeLessThan(3), description: "small numbers")
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be less than <3>, but was 4",
                "Expected not to be less than <3>, but was 2",
                "small numbers\nExpected not to be less than <3>, but was 2",
            ])
    }

    @Test func theVerbsReturnTheExpectationWithTheirOutcome() async {
        #expect(await expect(2).to(asyncBeLessThan(3)).toNot(asyncBeLessThan(1)).status == .passed)
        let failures = await captureFailures {
            let mixed = await expect { () async in 4 }.to(asyncBeLessThan(3)).notTo(equal(5))
            #expect(mixed.status == .mixed)
            #expect(await expect(4).notTo(asyncBeLessThan(5)).status == .failed)
        }
        #expect(failures.count == 2)
    }

    @Test func anAsynchronousExpectationComputesTheValueOnce() async {
        let recorder = CallRecorder<Int>()
        await expect {
            await recorder.record(call: 1)
            return recorder
        }.to(beCalled(times: 1))
        await expect { recorder }.toNot(beCalled(times: 2))
        await expect { recorder }.notTo(beCalled(with: 2))
        let failures = await captureFailures {
            await expect { recorder }.to(beCalled(times: 2))
            await expect { recorder }.toNot(beCalled(times: 1))
            await expect { recorder }.notTo(beCalled(times: 1))
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be called 2 times, but got 1 calls",
                "Expected not to be called 1 times, but was <CallRecorder<Int>>",
                "Expected not to be called 1 times, but was <CallRecorder<Int>>",
            ])
        #expect(await recorder.calls == [1])
    }

    @Test func requireReturnsTheValueOrStopsTheTest() async throws {
        #expect(try await require(2).to(asyncBeLessThan(3)) == 2)
        #expect(try await require(4).toNot(asyncBeLessThan(3)) == 4)
        #expect(try await require(4).notTo(asyncBeLessThan(3)) == 4)
        var stopped = 0
        let failures = await captureFailures {
            do { _ = try await require(4).to(asyncBeLessThan(3)) } catch { stopped += 1 }
            do { _ = try await require(2).toNot(asyncBeLessThan(3)) } catch { stopped += 1 }
            let absent: Int? = nil
            do { _ = try await require(absent).to(asyncBeNil()) } catch { stopped += 1 }
        }.map(\.message)
        #expect(stopped == 3)
        #expect(
            failures == [
                "Expected to be less than <3>, but was 4",
                "Expected not to be less than <3>, but was 2",
                "Expected a value to return, but there was none",
            ])
    }
}
