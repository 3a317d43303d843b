import Foundation
import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// Recording mode for Nimble's operator form, `expect(x) == literal`.
@Suite struct RecordExpectedValueOperatorTests {
    @Test func theLiteralAfterTheOperatorIsRewritten() throws {
        let fixture = try SourceFixture(
            """
            func check() {
                expect(status) == "idle"  // set by load()
                items.forEach { expect($0.count) == 2 }
            }

            """)
        let (status, count) = (fixture.site(line: 2), fixture.site(line: 3, callee: "expect"))
        let messages = failureMessages {
            RecordingScope.$current.withValue(true) {
                expect(
                    fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                    line: status.line, column: status.column, "loading") == "idle"
                expect(
                    fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                    line: count.line, column: count.column, 3) == 2
            }
        }
        #expect(
            messages == [
                #"Expected a value equal to "idle", but was "loading" (recorded as the expected value; run the test again)"#,
                "Expected a value equal to 2, but was 3 (recorded as the expected value; run the test again)",
            ])
        #expect(
            fixture.text == """
                func check() {
                    expect(status) == "loading"  // set by load()
                    items.forEach { expect($0.count) == 3 }
                }

                """)
    }
}
