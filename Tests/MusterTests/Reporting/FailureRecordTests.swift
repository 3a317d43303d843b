import Foundation
import Muster
import Testing

@Suite struct FailureRecordTests {
    private struct Customer: Equatable { var name: String; var age: Int }

    @Test func theSentencesPartsTheExpressionAndWhere() throws {
        let total = 4
        let failures = captureFailures {
            assertThat(total, equalTo(5))
        }
        let record = try #require(failures.first).record
        #expect(record.version == 1)
        #expect(record.message == "total: Expected 5, but was 4")
        #expect(record.headline == "total: Expected 5, but was 4")
        #expect(record.expression == "total")
        #expect(record.expected == "5")
        #expect(record.actual == "was 4")
        #expect(record.severity == "error")
        #expect(record.fileID == "MusterTests/FailureRecordTests.swift")
        #expect(record.line == 11)
        #expect(record.file.hasSuffix("/Tests/MusterTests/Reporting/FailureRecordTests.swift"))
        #expect(record.differingPaths == nil && record.clues == nil && record.fullExpected == nil)
    }

    @Test func theDifferingPathsAndClues() throws {
        let failure = try #require(
            captureFailures {
                withClue("customer 2") {
                    assertThat(
                        Customer(name: "Ann", age: 41),
                        equalTo(Customer(name: "Bob", age: 42)))
                }
            }.first)
        #expect(failure.record.differingPaths == [".name", ".age"])
        #expect(failure.record.clues == ["customer 2"])
        #expect(failure.record.headline.hasPrefix("Expected Customer(name: \"Bob\", age: 42)"))
    }

    @Test func aWarningAndAFailureWithoutASentence() throws {
        let warning = try #require(captureFailures { warnThat(2, equalTo(3)) }.first)
        #expect(warning.record.severity == "warning")
        let plain = try #require(captureFailures { fail("stop here") }.first)
        #expect(plain.record.expected == nil && plain.record.actual == nil)
        #expect(plain.record.message == "stop here")
    }

    @Test func aLongValueKeepsItsCompleteTexts() throws {
        let long = Array(0..<1_000)
        var changed = long
        changed[500] = -1
        let failure = try #require(captureFailures { assertThat(changed, equalTo(long)) }.first)
        #expect(failure.record.differingPaths == ["[500]"])
        #expect(failure.record.fullExpected?.contains("999") == true)
    }

    /// Bytes that are not UTF-8 reach a failure as replacement characters or as `Data`'s
    /// bytes; either way the line is valid JSON.
    @Test func bytesThatAreNotUTF8StayValidJSON() throws {
        let text = String(decoding: [0x61, 0xFF, 0xFE, 0x62], as: UTF8.self)
        let data = Data([0xFF, 0x00, 0xC3])
        let failures = captureFailures {
            assertThat(text, equalTo("ab"))
            assertThat(data, equalTo(Data()))
        }
        for failure in failures {
            let line = failure.record.jsonLine
            let decoded = try JSONDecoder().decode(FailureRecord.self, from: Data(line.utf8))
            #expect(decoded == failure.record)
        }
        #expect(failures.count == 2)
    }

    /// One line, keys sorted, decodable into the same record.
    @Test func aJSONLineRoundTrips() throws {
        let failure = try #require(
            captureFailures { assertThat("a\nb%c,d:e", equalTo("x")) }.first)
        let line = failure.record.jsonLine
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix(#"{"actual":"#))
        let decoded = try JSONDecoder().decode(FailureRecord.self, from: Data(line.utf8))
        #expect(decoded == failure.record)
    }
}
