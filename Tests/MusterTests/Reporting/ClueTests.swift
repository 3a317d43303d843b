import Foundation
import Muster
import Testing
import MusterTestSupport

/// `withClue` puts the context of a scope on every failure reported inside it.
@Suite(.patientPolling) struct ClueTests {
    private struct User {
        var id: Int
        var email: String
    }

    @Test func aClueLeadsEveryFailureOfItsScope() {
        let users = [User(id: 1, email: "ann@example.com"), User(id: 7, email: "joe.example.com")]
        let failures = captureFailures {
            for user in users {
                withClue("user \(user.id)") { assertThat(user.email, containsString("@")) }
            }
            assertThat(users.count, equalTo(3))
        }
        #expect(
            failures.map(\.message) == [
                "user 7\nExpected a string containing \"@\", but was \"joe.example.com\"",
                "Expected 3, but was 2",
            ])
    }

    @Test func nestedCluesReadOutermostFirst() {
        let failures = captureFailures {
            withClue("import of notes.json") {
                withClue("note 3") { assertThat(2, equalTo(3), message: "tag count") }
            }
        }
        #expect(
            failures.map(\.message) == [
                "import of notes.json\nnote 3\ntag count\nExpected 3, but was 2"
            ])
    }

    @Test func aClueReturnsWhatItsBodyReturnsAndRethrows() throws {
        #expect(withClue("x") { 42 } == 42)
        struct Broken: Error {}
        #expect(throws: Broken.self) { try withClue("x") { throw Broken() } }
    }

    @Test func requireAndPollingAndAsyncScopesCarryTheClue() async {
        let failures = await captureFailures {
            await withClue("after sync") {
                _ = try? require(Int?.none)
                await expect { 1 }.toEventually(equalTo(2), timeout: .milliseconds(30))
                await assertThat({ await Task { 4 }.value }, equalTo(5))
            }
        }
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.message.hasPrefix("after sync\n") })
        #expect(failures.first?.message == "after sync\nExpected a value, but was nil")
    }

    @Test func aFailureRelayedFromAThreadGetsTheClueOfTheScopeOnce() async {
        let failures = await captureFailures {
            await withClue("sync engine") {
                await withFailureRelay { relay in
                    await withCheckedContinuation { continuation in
                        Thread.detachNewThread {
                            withFailureReporter(relay) {
                                withClue("worker") { assertThat(1, equalTo(2)) }
                            }
                            continuation.resume()
                        }
                    }
                    // A child task inherits the clue; its failure is not clued twice.
                    await Task { withFailureReporter(relay) { assertThat(3, equalTo(4)) } }.value
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "sync engine\nworker\nExpected 2, but was 1", "sync engine\nExpected 4, but was 3",
            ])
    }

    /// The headline is the failure's own line; the clue follows it, before the rest.
    @Test func aRunnerShowsTheCheckedExpressionInTheHeadlineAndTheClueUnderIt() {
        let total = 4
        withKnownIssue {
            withClue("cart 2") { assertThat(total, equalTo(5)) }
        } matching: { issue in
            issue.printedMessage == "total: Expected 5, but was 4\ncart 2"
        }
        withKnownIssue {
            withClue("cart 2") { fail("first\nsecond") }
        } matching: { issue in
            issue.printedMessage == "first\ncart 2\nsecond"
        }
    }
}
