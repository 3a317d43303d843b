// Asynchronous code as Nimble 14 suites check it: `await expect { await … }` with every verb,
// from a plain async test and from one on the main actor.

import Foundation
import MusterNimble
import Testing

@MainActor
final class Loader {
    private(set) var state = "idle"
    func load() async {
        state = "loading"
        try? await Task.sleep(for: .milliseconds(20))
        state = "done"
    }
}

actor Tally {
    private(set) var count = 0
    func add() { count += 1 }
}

enum NimbleAsync {
    static func run() async {
        let tally = Tally()
        await tally.add()
        await expect { await tally.count }.to(equal(1))
        await expect { await tally.count }.toNot(equal(0))
        await expect { await tally.count }.notTo(beNil())
        Task { await tally.add() }
        await expect { await tally.count }.toEventually(equal(2), timeout: .seconds(5))
        await expect { await tally.count }.toEventuallyNot(equal(1), timeout: .seconds(5))
        await expect { await tally.count }.toNotEventually(equal(1), timeout: .seconds(5))
        await expecta(await tally.count).to(equal(2))
        let briefly: NimbleTimeInterval = .milliseconds(30)
        await expect { await tally.count }.toNever(equal(5), until: briefly)
        await expect { await tally.count }.neverTo(equal(5), until: briefly)
        await expect { await tally.count }.toAlways(equal(2), until: briefly)
        await expect { await tally.count }.alwaysTo(equal(2), until: briefly)

        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await tally.count }.to(equal(3))
            await expect { await tally.count }.toNot(equal(2))
            await expect { await tally.count }.toEventually(
                equal(3), timeout: .milliseconds(30))
            await expect { await tally.count }.toEventuallyNot(
                equal(2), timeout: .milliseconds(30))
            await expect { await tally.count }.toNever(equal(2), until: .milliseconds(30))
            await expect { await tally.count }.toAlways(equal(3), until: .milliseconds(30))
            await waitUntil(timeout: .seconds(5)) { done in
                done()
                done()
            }
        }.map(\.message.stringValue).map(withoutCheckCount).map(withoutViolationTime)
        expect(messages)
            == [
                "Expected a value equal to 3, but was 2",
                "Expected not a value equal to 2, but was 2",
                "Expected eventually a value equal to 3, but after 0.03 s (… checks) was 2",
                "Expected eventually not a value equal to 2, but after 0.03 s (… checks) was 2",
                "Expected never a value equal to 2, but after … s (… checks) was 2",
                "Expected always a value equal to 3, but after … s (… checks) was 2",
                "Expected done to be called once, but it was called 2 times",
            ]
    }

    // The timeouts are long because every main-actor test of the run shares one thread: on a
    // loaded machine a check waited there for more than five seconds. A passing poll ends at
    // the check that sees "done".
    @MainActor
    static func runOnTheMainActor() async {
        let loader = Loader()
        let loading = Task { await loader.load() }
        await expect { loader.state }.toEventually(equal("done"), timeout: .seconds(30))
        await loading.value
        expect(loader.state).to(equal("done"))
        await waitUntil(timeout: .seconds(30)) { done in
            Task { @MainActor in
                await loader.load()
                done()
            }
        }
    }
}

@Suite struct NimbleAsyncSuiteTests {
    @Test func everyVerbAwaitsAnAsynchronousExpression() async { await NimbleAsync.run() }

    @Test @MainActor func onTheMainActor() async { await NimbleAsync.runOnTheMainActor() }

    @Test func aSynchronousPollInASynchronousTestNamesTheAsyncForm() {
        let messages = failureMessages { expect(1).toEventually(equal(1)) }
        expect(messages)
            == [
                "Expected toEventually to be called on the main thread outside async code, but it "
                    + "was called in a Swift Testing test, which runs in a task even when it is not "
                    + "async, where running the run loop would block the work it waits for; write "
                    + "await expect { … }.toEventually(…) in an async test"
            ]
    }
}
