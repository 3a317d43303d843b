import Foundation
import MusterNimble
import Testing

/// `withAssertionsRequired`: what counts as one assertion, and the failure of a scope that
/// made too few or too many.
@Suite struct AssertionCountTests {
    struct ParseError: Error, Equatable {}

    /// The failures of `body` run in a scope that requires exactly `count` assertions, less
    /// the ones its own assertions reported.
    func countFailures(exactly count: Int? = 1, _ body: () throws -> Void) -> [String] {
        captureFailures {
            withAssertionsRequired(exactly: count) { try? body() }
        }.map(\.message).filter { $0.contains("assertion") }
    }

    func countFailures(exactly count: Int? = 1, _ body: () async throws -> Void) async
        -> [String]
    {
        await captureFailures {
            await withAssertionsRequired(exactly: count) { try? await body() }
        }.map(\.message).filter { $0.contains("assertion") }
    }

    @Test func eachSynchronousFormCountsOne() {
        let forms: [(String, () throws -> Void)] = [
            ("assertThat", { assertThat(1, equalTo(1)) }),
            ("assertThat, optional", { assertThat(Optional(1), equalTo(1)) }),
            ("assertThat, plain value", { assertThat(1, 1) }),
            ("warnThat", { warnThat(1, equalTo(1)) }),
            ("assertThrows", { assertThrows(try { throw ParseError() }()) }),
            ("assertThrows, error", { assertThrows(try { throw ParseError() }(), ParseError()) }),
            ("assertNotThrows", { assertNotThrows(1) }),
            ("expect to", { expect(1).to(equal(1)) }),
            ("expect toNot", { expect(1).toNot(equal(2)) }),
            ("expect to, plain value", { expect(1).to(1) }),
            ("expect to, nil matcher", { expect(nil as Int?).to(beNil()) }),
            ("expect to throw", { expect { throw ParseError() }.to(throwError()) }),
            ("require to", { _ = try require(1).to(equal(1)) }),
            ("require", { _ = try require(Optional(1)) }),
            ("require toThrow", { _ = try require { throw ParseError() }.toThrow() }),
            ("unwrap", { _ = try unwrap(Optional(1)) }),
            (
                "assertChange",
                {
                    var count = 0
                    assertChange(of: count, by: { count += 1 }) { $0 = 1 }
                }
            ),
            ("toEventually on the run loop", { expect(1).toEventually(equal(1)) }),
            ("waitUntil on the run loop", { waitUntil { done in done() } }),
        ]
        for (form, body) in forms {
            let failures = countFailures(body)
            #expect(failures == [], "\(form)")
        }
    }

    @Test func eachAsynchronousFormCountsOne() async {
        let actor = Counter()
        #expect(await countFailures { await assertThat({ await actor.value }, equalTo(0)) } == [])
        #expect(await countFailures { await assertThat({ await actor.value }, 0) } == [])
        #expect(await countFailures { await expect { await actor.value }.to(equal(0)) } == [])
        #expect(await countFailures { _ = try await require { await actor.value }.to(0) } == [])
        #expect(await countFailures { _ = try await unwrap { await actor.optional } } == [])
        #expect(
            await countFailures {
                await assertThat(eventually: { await actor.value }, equalTo(0))
            } == [])
        #expect(
            await countFailures { await expect { await actor.value }.toEventually(equal(0)) } == [])
        #expect(await countFailures { await waitUntil { done in done() } } == [])
        #expect(
            await countFailures {
                await assertChange(of: { await actor.value }, by: { await actor.increment() }) {
                    $0 = 1
                }
            } == [])
    }

    @Test func aFailingAssertionCountsToo() {
        let failures = captureFailures {
            withAssertionsRequired { assertThat(1, equalTo(2)) }
        }
        #expect(failures.map(\.message) == ["Expected 2, but was 1"])
    }

    @Test func aScopeWithoutAssertionsFailsNamingTheTest() {
        let failures = captureFailures { withAssertionsRequired {} }
        #expect(
            failures.map(\.message) == [
                "Expected aScopeWithoutAssertionsFailsNamingTheTest() to make at least one assertion, but it made none"
            ])
    }

    @Test func aCountFailsWhenTooFewOrTooManyRan() {
        #expect(
            countFailures(exactly: 2) { assertThat(1, equalTo(1)) } == [
                "Expected aCountFailsWhenTooFewOrTooManyRan() to make exactly 2 assertions, but it made 1"
            ])
        #expect(
            countFailures(exactly: 1) {
                assertThat(1, equalTo(1))
                assertThat(2, equalTo(2))
            } == [
                "Expected aCountFailsWhenTooFewOrTooManyRan() to make exactly 1 assertion, but it made 2"
            ])
        #expect(countFailures(exactly: 0) {} == [])
    }

    @Test func assertionsInChildTasksCount() async {
        let failures = await countFailures(exactly: 2) {
            async let first: Void = assertThat(1, equalTo(1))
            await withTaskGroup(of: Void.self) { group in
                group.addTask { assertThat(2, equalTo(2)) }
            }
            await first
        }
        #expect(failures == [])
    }

    @Test func assertionsOutsideTheScopeDoNotCount() {
        assertThat(1, equalTo(1))
        #expect(
            countFailures(exactly: nil) {} == [
                "Expected assertionsOutsideTheScopeDoNotCount() to make at least one assertion, but it made none"
            ])
    }

    @Test func anOuterScopeCountsTheAssertionsOfTheScopesInIt() {
        let failures = captureFailures {
            withAssertionsRequired(exactly: 2) {
                withAssertionsRequired(exactly: 1) { assertThat(1, equalTo(1)) }
                assertThat(2, equalTo(2))
            }
        }
        #expect(failures == [])
    }

    @Test func aThrowingBodyIsNotJudged() {
        let failures = captureFailures {
            _ = try? withAssertionsRequired { throw ParseError() }
        }
        #expect(failures == [])
    }

    @Test func returnsTheBodysValue() {
        let value = withAssertionsRequired {
            assertThat(1, equalTo(1))
            return 7
        }
        #expect(value == 7)
    }

    @Test func theFailureIsReportedAtTheScope() {
        let line = #line + 1
        let failures = captureFailures { withAssertionsRequired {} }
        #expect(failures.map(\.site.line) == [UInt(line)])
    }

    @Test func theFailureTakesTheScopesClueAndSeverity() {
        let failures = captureFailures {
            withClue("offline") { withSeverity(.warning) { withAssertionsRequired {} } }
        }
        #expect(
            failures.map(\.message) == [
                "offline\nExpected theFailureTakesTheScopesClueAndSeverity() to make at least one assertion, but it made none"
            ])
        #expect(failures.map(\.severity) == [.warning])
    }

    actor Counter {
        var value = 0
        var optional: Int? = 1
        func increment() { value += 1 }
    }
}
