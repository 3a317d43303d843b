import Testing

@testable import MusterMatchers

/// The one sentence every failure says, which Muster's failures and the mock runtime's fallback
/// to standard error share.
@Suite struct FailureSentenceTests {
    @Test func expectationThenFinding() {
        let text = Description.failure(
            expectation: { $0.append("a value greater than 3") },
            finding: { $0.append("was 2") })
        #expect(text.text == "Expected a value greater than 3, but was 2")
    }

    @Test func theUsersMessageComesFirstOnALineOfItsOwn() {
        let text = Description.failure(
            userMessage: "the total", prefix: "not ", expectation: { $0.append("0") },
            finding: { $0.append("was 0") })
        #expect(text.text == "the total\nExpected not 0, but was 0")
    }

    @Test func anEmptyUsersMessageAddsNoLine() {
        let text = Description.failure(
            userMessage: "", expectation: { $0.append("1") }, finding: { $0.append("was 2") })
        #expect(text.text == "Expected 1, but was 2")
    }
}
