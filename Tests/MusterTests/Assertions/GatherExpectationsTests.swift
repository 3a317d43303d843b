import Muster
import Testing
import MusterTestSupport

@Suite struct GatherExpectationsTests {
    @Test func gatheringSilentlyReturnsTheFailuresOnly() {
        var records: [AssertionRecord] = []
        let reported = failureMessages {
            records = gatherExpectations(silently: true) {
                expect(1).to(equal(1))
                expect(1).to(equal(2))
            }
        }
        #expect(reported == [])
        #expect(records.map(\.success) == [false])
        #expect(records.map(\.message.stringValue) == ["Expected a value equal to 2, but was 1"])
        // Line 11 of this file: the failing assertion.
        #expect(records.first?.location.line == UInt(11))
        #expect(records.first.map { "\($0)" }?.hasPrefix("AssertionRecord { success=false") == true)
    }

    @Test func gatheringAloudReportsThemToo() {
        var records: [AssertionRecord] = []
        let reported = failureMessages {
            records = gatherFailingExpectations { expect("a").to(beginWith("b")) }
        }
        #expect(reported == [#"Expected a string starting with "b", but was "a""#])
        #expect(records.map(\.message.description) == reported)
    }

    @Test func nothingFailsNothingGathered() {
        #expect(gatherExpectations(silently: true) {}.isEmpty)
        #expect(gatherFailingExpectations(silently: true) { expect([1]).to(contain(1)) }.isEmpty)
    }

    @Test func asyncClosures() async {
        let records = await gatherFailingExpectations(silently: true) {
            await expect { await Task { 3 }.value }.to(equal(4))
        }
        #expect(records.map(\.message.stringValue) == ["Expected a value equal to 4, but was 3"])
        let all = await gatherExpectations(silently: true) { await Task.yield() }
        #expect(all.isEmpty)
    }
}
