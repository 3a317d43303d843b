import Foundation
import MusterMocks
import Testing
import XCTest

@testable import Muster
import MusterTestSupport

/// A spy called after the test that made it ended: the call fails, naming itself and the test,
/// and stays recorded; under Swift Testing through `.spiesEndWithTest`, under XCTest always.
@Suite struct SpyAfterItsTestTests {
    @Test func aCallAfterTheTraitsTestEndedFailsAndStaysRecorded() async throws {
        let made = Locked<Spy<Int, String, Void>?>(nil)
        let test = try #require(Test.current)
        try await MusterTrait.spiesEndWithTest.provideScope(for: test, testCase: Test.Case.current)
        {
            let rename = Spy<Int, String, Void>()
            rename(1, "During")
            made.withLock { $0 = rename }
        }
        let rename = try #require(made.withLock { $0 })
        let messages = failureMessages { rename(7, "Ann") }
        #expect(
            messages == [
                #"Expected rename(7, "Ann") to be called before its test, aCallAfterTheTraitsTestEndedFailsAndStaysRecorded(), ended, but it was called after"#
            ])
        #expect(failureMessages { verify(rename)(7, "Ann") } == [])
        #expect(rename.musterRecorder.calls.count == 2)
    }

    @Test func withoutTheTraitASpyOutlivesItsTestQuietly() {
        let rename = Spy<Int, String, Void>()
        #expect(failureMessages { rename(7, "Ann") } == [])
    }

    @Test func aCallDuringTheTestIsNoFailure() async throws {
        let test = try #require(Test.current)
        try await MusterTrait.spiesEndWithTest.provideScope(for: test, testCase: Test.Case.current)
        {
            let refresh = Spy<Int>()
            given(refresh)().willReturn(3)
            let fromAnotherTask = await Task.detached { refresh() }.value
            #expect(fromAnotherTask == 3)
            #expect(failureMessages { _ = refresh() } == [])
        }
    }
}

/// Under XCTest, the runner says when each test case finishes: a spy kept by the first test
/// and called in the second fails there, naming the first. The two run in this order.
final class SpyAfterItsXCTestTests: XCTestCase {
    nonisolated(unsafe) private static var kept: Spy<Int, Void>?

    func test1_keepsASpy() {
        let select = Spy<Int, Void>()
        select(1)
        Self.kept = select
    }

    func test2_callsTheKeptSpy() throws {
        let select = try XCTUnwrap(Self.kept)
        let messages = failureMessages { select(2) }
        // The test is named when the tracker saw it start (it starts watching at its first
        // use): `SpyAfterItsXCTestTests.test1_keepsASpy` on Linux, `-[… test1_keepsASpy]` on
        // macOS.
        let named = [
            "Expected select(2) to be called before its test, SpyAfterItsXCTestTests.test1_keepsASpy, ended, but it was called after",
            "Expected select(2) to be called before its test, -[SpyAfterItsXCTestTests test1_keepsASpy], ended, but it was called after",
        ]
        let unnamed =
            "Expected select(2) to be called before its test ended, but it was called after"
        XCTAssertEqual(messages.count, 1)
        XCTAssert(named.contains(messages[0]) || messages[0] == unnamed, messages[0])
    }
}
