// The Nimble 14 vocabulary of NimbleVocabularySuiteTests.swift, run by XCTest, as a Nimble suite
// on XCTest runs it: failures go to the running XCTestCase.

import Foundation
import MusterNimble
import XCTest

final class NimbleVocabularyXCTests: XCTestCase {
    func testVocabularyPassesUnderXCTest() {
        NimbleVocabulary.run()
    }

    func testGatheringSilentlyKeepsFailuresFromTheTest() {
        let records = gatherExpectations(silently: true) {
            expect((1, "a")).to(equal((1, "b")))
        }
        expect(records.map(\.success)) == [false]
    }
}
