// Requiring and unwrapping as Nimble 14 suites write it: require and requirea with every verb,
// the polling ones included, unwrap, pollUnwrap and their asynchronous spellings, requireFail,
// customError and expecta. XCTest, since the synchronous polling forms need its main thread.

import Foundation
import MusterNimble
import XCTest

final class NimbleRequireXCTests: XCTestCase {
    typealias Box = NimbleRequire.Box

    func testRequireReturnsTheValueOrThrowsAfterOneFailure() {
        NimbleRequire.requireReturnsTheValueOrThrowsAfterOneFailure()
    }

    func testRequireFail() { NimbleRequire.failingRequirements() }

    @MainActor
    func testPollingRequirementsOnTheMainThread() throws {
        let box = Box()
        box.value = 0
        DispatchQueue.main.async { box.value = 1 }
        expect { try require { box.value }.toEventually(equal(1)) }.to(equal(1))
        DispatchQueue.main.async { box.value = 0 }
        expect { try require { box.value }.toEventuallyNot(equal(1)) }.to(equal(0))
        try require { box.value }.toNever(beGreaterThan(1), until: .milliseconds(50))
        try require { box.value }.toAlways(equal(0), until: .milliseconds(50))

        box.value = nil
        DispatchQueue.main.async { box.value = 2 }
        expect { try pollUnwrap(box.value) }.to(equal(2))

        let messages = failureMessages {
            do { try require(1).toNever(equal(1)) } catch {}
            do { try pollUnwrap(timeout: .milliseconds(50)) { nil as Int? } } catch {}
        }.map(withoutCheckCount).map(withoutViolationTime)
        expect(messages)
            == [
                "Expected never a value equal to 1, but after … s (… checks) was 1",
                "Expected eventually a value, but after 0.05 s (… checks) was nil",
            ]
    }

    func testAsynchronousRequirements() async throws {
        try await NimbleRequire.asynchronousRequirements()
    }
}
