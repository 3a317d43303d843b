// The suites of this target run by XCTest, as a Nimble suite on XCTest runs them: failures go
// to the running XCTestCase.

import MusterNimble
import XCTest

final class NimbleSuiteXCTests: XCTestCase {
    func testNilRule() { NimbleNilRule.run() }

    func testMatchersWrittenWithNimblesAPI() throws { try NimbleCustomMatchers.run() }

    func testAsynchronousMatchersWrittenWithNimblesAPI() async throws {
        try await NimbleCustomMatchers.runAsync()
    }

    func testChaining() throws { try NimbleChaining.run() }

    func testEveryVerbAwaitsAnAsynchronousExpression() async { await NimbleAsync.run() }

    @MainActor
    func testAsynchronousCodeOnTheMainActor() async { await NimbleAsync.runOnTheMainActor() }

    @MainActor
    func testSynchronousPollingOnTheMainThread() {
        // An XCTest test on the main thread runs the run loop while it waits.
        final class Box: @unchecked Sendable { var value = 0 }
        let box = Box()
        DispatchQueue.main.async { box.value = 1 }
        expect(box.value).toEventually(equal(1))
        waitUntil { done in DispatchQueue.main.async { done() } }
    }
}
