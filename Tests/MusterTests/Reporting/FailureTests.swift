import Testing

@testable import Muster
@testable import MusterMatchers

@Suite struct FailureTests {
    let site = CallSite(
        fileID: "App/Cart.swift", filePath: "/src/App/Cart.swift", line: 12, column: 5)

    @Test func composesExpectedButAfterTheUsersMessage() {
        let failure = Failure.compose(
            expectation: { $0.append("a value greater than 5") },
            finding: { $0.append("was 3") }, site: site)
        #expect(failure.message == "Expected a value greater than 5, but was 3")
        #expect(failure.site == site)
        #expect(failure.fullMessage == nil)
        #expect(failure.fullExpected == nil)
        #expect(!failure.hasFullTexts)
        let noted = Failure.compose(
            userMessage: "the total", prefix: "not ", expectation: { $0.append("5") },
            finding: { $0.append("was 5") }, site: site)
        #expect(noted.message == "the total\nExpected not 5, but was 5")
        let emptyNote = Failure.compose(
            userMessage: "", expectation: { $0.append("5") }, finding: { $0.append("was 4") },
            site: site)
        #expect(emptyNote.message == "Expected 5, but was 4")
    }

    @Test func describesItselfWithItsSite() {
        let failure = Failure(message: "Expected 5, but was 4", site: site)
        #expect(failure.description == "App/Cart.swift:12:5: Expected 5, but was 4")
    }

    @Test func aLongMessageIsCutAndKeptWhole() {
        let failure = Failure.compose(
            expectation: { $0.append("a quiet number") },
            finding: { $0.append(String(repeating: "x", count: 10_000)) }, site: site)
        #expect(failure.message.utf8.count <= Failure.defaultMessageLimit)
        #expect(failure.message.hasPrefix("Expected a quiet number, but xxx"))
        #expect(failure.message.hasSuffix("\n… (message cut: 5,997 more bytes)"))
        #expect(
            failure.fullMessage == "Expected a quiet number, but "
                + String(repeating: "x", count: 10_000))
        #expect(failure.hasFullTexts)
    }

    @Test func boundedCutsAtALineEndWhenOneIsNear() {
        let text = String(repeating: "line of text\n", count: 100)
        let cut = Failure.bounded(text, limit: 300)
        #expect(cut.hasSuffix("line of text\n… (message cut: 1,067 more bytes)"))
        #expect(Failure.bounded("short", limit: 300) == "short")
    }

    @Test func boundedNeverSplitsACharacter() {
        let text = String(repeating: "é", count: 1_000)
        let cut = Failure.bounded(text, limit: 300)
        #expect(cut.hasPrefix(String(repeating: "é", count: 118)))
        #expect(cut.hasSuffix("\n… (message cut: 1,764 more bytes)"))
    }

    @Test func keepsTheFullTextsOfLongValues() {
        let expected = Array(0..<10_000)
        var actual = expected
        actual[5_000] = -1
        let failure = Failure.compose(
            expectation: { $0.appendSummary(of: expected) },
            finding: { $0.appendDifference(expected: expected, actual: actual) }, site: site)
        #expect(failure.hasFullTexts)
        #expect(failure.fullExpected?.hasPrefix("[0, 1, 2, 3") == true)
        #expect(failure.fullActual?.contains("4999, -1, 5001") == true)
        #expect(failure.fullDifference?.isEmpty == false)
    }

    @Test func restatedKeepsTheFullTextAndTheSite() {
        let long = Failure.compose(
            expectation: { $0.append("5") },
            finding: { $0.append(String(repeating: "y", count: 5_000)) }, site: site)
        let restated = long.restated(lead: "Eventually, after 1.0 s: ", note: " (late)")
        #expect(restated.site == site)
        #expect(restated.message.hasPrefix("Eventually, after 1.0 s: Expected 5, but yyy"))
        #expect(restated.fullMessage == "Eventually, after 1.0 s: " + long.fullMessage! + " (late)")
        let short = Failure(message: "Expected 5, but was 4", site: site).restated(note: "!")
        #expect(short.message == "Expected 5, but was 4!")
        #expect(short.fullMessage == nil)
    }

    @Test func equalityIgnoresTheFullTexts() {
        let failure = Failure(message: "Expected 5, but was 4", site: site)
        #expect(failure == Failure(message: "Expected 5, but was 4", site: site))
        #expect(failure != Failure(message: "Expected 5, but was 3", site: site))
        #expect(failure != Failure(message: "Expected 5, but was 4", site: CallSite()))
        #expect(Set([failure, failure]).count == 1)
    }
}
