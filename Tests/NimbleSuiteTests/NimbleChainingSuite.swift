// Verbs chained and acted on as Nimble 14 suites do: each verb returns the expectation, with
// the status of the verbs so far, and `onFailure(throw:)` stops a test after a failure.

import MusterNimble
import Testing

enum NimbleChaining {
    struct StopTest: Error {}

    static func run() throws {
        expect { 5 }.toNot(throwAssertion()).to(equal(5))
        expect(5).to(beGreaterThan(1)).toNot(equal(4)).notTo(beNil())
        expect(expect(5).to(equal(5)).status) == .passed
        expect(ExpectationStatus.pending) == expect(5).status

        let items = [1, 2, 3]
        if expect(items).to(haveCount(3)).status == .passed {
            expect(items[2]).to(equal(3))
        }
        try expect(items).to(haveCount(3)).onFailure(throw: StopTest())

        var stopped = false
        let messages = failureMessages {
            let statuses = [
                expect(5).to(equal(4)).status,
                expect(5).to(equal(5)).to(equal(4)).status,
            ]
            expect(statuses) == [.failed, .mixed]
            do {
                try expect(items).to(haveCount(10)).onFailure(throw: StopTest())
                expect(items[9]).to(equal(10))
            } catch {
                stopped = error is StopTest
            }
            try? expect(items).onFailure(throw: StopTest())
        }
        expect(stopped) == true
        expect(messages)
            == [
                "Expected a value equal to 4, but was 5",
                "Expected a value equal to 4, but was 5",
                "Expected a collection with count 10, but count was 3",
                "Expected a verb before onFailure(throw:), but none had run; write "
                    + "expect(…).to(…).onFailure(throw: …)",
            ]
    }

    static func runAsync() async throws {
        let counter = Counter()
        // Each verb computes the value again: 1, then 2.
        let chained = await expect { await counter.increment() }.to(equal(1)).to(equal(1))
        expect(chained.status) == .mixed
        try await expect { await counter.value }.to(beGreaterThan(0))
            .onFailure(throw: StopTest())
    }
}

actor Counter {
    private(set) var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}

@Suite struct NimbleChainingSuiteTests {
    @Test func verbsChainAndReportTheirStatus() throws { try NimbleChaining.run() }

    @Test func asynchronousVerbsChainToo() async throws {
        let messages = await gatherFailingExpectations(silently: true) {
            try? await NimbleChaining.runAsync()
        }.map(\.message.stringValue)
        expect(messages) == ["Expected a value equal to 1, but was 2"]
    }
}
