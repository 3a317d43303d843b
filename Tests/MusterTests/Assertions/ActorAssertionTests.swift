import Foundation
import Muster
import MusterNimble
import Testing
import XCTest
import MusterTestSupport

/// State a test reads across an actor boundary, as a Swift 6 app's tests do.
private actor SyncEngine {
    enum State: Equatable { case idle, synced(count: Int) }
    private(set) var state = State.idle
    private var titles: [Int: String] = [7: "Draft"]
    func sync(count: Int) { state = .synced(count: count) }
    func title(of id: Int) -> String? { titles[id] }
}

/// Every assertion family on an actor's state, through the forms an autoclosure cannot take:
/// a closure that awaits, or Nimble's `expecta`, `requirea` and `unwrapa`.
@Suite struct ActorAssertionTests {
    @Test func assertThatTakesAClosureThatAwaitsWithAMatcherOrAPlainValue() async {
        let engine = SyncEngine()
        await engine.sync(count: 2)
        let failures = await captureFailures {
            await assertThat({ await engine.state }, .synced(count: 2))
            await assertThat({ await engine.state }, equalTo(.synced(count: 2)))
            await assertThat({ await engine.state }, .idle)
        }
        #expect(failures.map(\.message) == ["Expected .idle, but was .synced(count: 2)"])
    }

    @Test func assertThatOnAnOptionalTakesAMatcherOfTheWrappedType() async {
        let engine = SyncEngine()
        let failures = await captureFailures {
            await assertThat({ await engine.title(of: 7) }, startsWith("Dr"))
            await assertThat({ await engine.title(of: 7) }, "Draft")
            await assertThat({ await engine.title(of: 8) }, startsWith("Dr"))
            await assertThat({ await engine.title(of: 8) }, nilValue())
        }
        #expect(failures.map(\.message) == [#"Expected a string starting with "Dr", but was nil"#])
    }

    @Test func expectRequireAndUnwrapAwaitAClosureWithAPlainValue() async throws {
        let engine = SyncEngine()
        await engine.sync(count: 1)
        await expect { await engine.state }.to(.synced(count: 1))
        await expect { await engine.state }.toNot(.idle)
        await expecta(await engine.state).to(.synced(count: 1))
        #expect(try await require { await engine.state }.to(.synced(count: 1)) == .synced(count: 1))
        #expect(try await require { await engine.state }.toNot(.idle) == .synced(count: 1))
        #expect(try await requirea(await engine.title(of: 7)).to("Draft") == "Draft")
        #expect(try await unwrap { await engine.title(of: 7) } == "Draft")
        #expect(try await unwrapa(await engine.title(of: 7)) == "Draft")
    }

    @Test func aFailedRequirementOnAnActorReportsOnceAndThrows() async {
        let engine = SyncEngine()
        let failures = await captureFailures {
            await #expect(throws: RequirementFailure.self) {
                try await require { await engine.state }.to(.synced(count: 1))
            }
            await #expect(throws: RequirementFailure.self) {
                try await unwrap { await engine.title(of: 8) }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected .synced(count: 1), but was .idle", "Expected a value, but was nil",
            ])
    }

    @Test @MainActor func everyFormCompilesAndRunsOnTheMainActor() async throws {
        let engine = SyncEngine()
        let titles = ["Draft"]
        // The synchronous forms, unchanged beside the asynchronous ones.
        assertThat(titles, hasItem("Draft"))
        assertThat(titles.count, 1)
        expect(titles).to(["Draft"])
        await assertThat({ await engine.state }, .idle)
        await expect { await engine.state }.to(.idle)
        _ = try await require { await engine.state }.to(.idle)
        _ = try await unwrap { await engine.title(of: 7) }
        await expecta(await engine.state).to(.idle)
        await expecta(await engine.state).toNot(.synced(count: 1))
        _ = try await requirea(await engine.state).to(.idle)
        _ = try await unwrapa(await engine.title(of: 7))
    }
}

final class ActorAssertionXCTests: FailureRecordingTestCase {
    func testAClosureThatAwaitsFailsTheRunningTestCaseAtItsLine() async {
        let engine = SyncEngine()
        await assertThat({ await engine.state }, .synced(count: 3))
        let line = #line - 1
        #if os(Linux)
            XCTAssertEqual(
                recorded.map(\.message),
                ["failed - await engine.state: Expected .synced(count: 3), but was .idle"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }

    @MainActor func testEveryFormOnTheMainActor() async throws {
        let engine = SyncEngine()
        await assertThat({ await engine.state }, .idle)
        await expect { await engine.state }.to(.idle)
        let title = try await unwrap { await engine.title(of: 7) }
        XCTAssertEqual(title, "Draft")
        await expecta(await engine.state).to(.idle)
        let unwrapped = try await unwrapa(await engine.title(of: 7))
        XCTAssertEqual(unwrapped, "Draft")
        XCTAssertEqual(recorded.count, 0)
    }
}
