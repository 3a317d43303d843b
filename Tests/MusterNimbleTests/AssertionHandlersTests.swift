import MusterNimble
import Testing
import MusterTestSupport

/// A helper as Nimble suites write it, on Nimble's handlers: fails the test unless `closure`
/// fails with `message`.
private func failsWith(
    _ message: String, file: FileString = #filePath, line: UInt = #line, closure: () -> Void
) {
    let recorder = AssertionRecorder()
    withAssertionHandler(recorder, file: file, line: line, closure: closure)
    if recorder.assertions.contains(where: { !$0.success && $0.message.stringValue == message }) {
        return
    }
    NimbleAssertionHandler.assert(
        false,
        message: FailureMessage(
            stringValue: "Expected \"\(message)\", got \(recorder.assertions.map(\.message))"),
        location: SourceLocation(fileID: #fileID, filePath: file, line: line, column: 1))
}

@Suite struct AssertionHandlersTests {
    @Test func aRecorderKeepsTheFailuresInsteadOfTheTest() {
        let recorder = AssertionRecorder()
        let line = #line + 1
        withAssertionHandler(recorder) { expect(1).to(equal(2)) }
        #expect(
            recorder.assertions.map(\.message.stringValue) == [
                "Expected a value equal to 2, but was 1"
            ])
        #expect(recorder.assertions.map(\.success) == [false])
        #expect(recorder.assertions.map(\.location.line) == [UInt(line)])
    }

    @Test func aThrownErrorIsReceivedAtTheCall() {
        struct Broken: Error {}
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) { throw Broken() }
        #expect(
            recorder.assertions.map(\.message.stringValue) == [
                "unexpected error thrown: <Broken()>"
            ])
    }

    @Test func theAsyncFormReceivesAsyncAssertions() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            await expect { 3 }.toEventually(equal(4), timeout: .milliseconds(20))
        }
        #expect(recorder.assertions.count == 1)
        #expect(
            recorder.assertions.first?.message.stringValue.hasPrefix(
                "Expected eventually a value equal to 4") == true)
    }

    @Test func nothingFailedIsNothingReceived() {
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) { expect(1).to(equal(1)) }
        #expect(recorder.assertions.isEmpty)
    }

    @Test func theDefaultHandlerFailsTheTestInTheMessagesOwnWords() {
        let failures = captureFailures {
            NimbleAssertionHandler.assert(
                false, message: FailureMessage(stringValue: "no draft"),
                location: SourceLocation(fileID: #fileID, filePath: #filePath, line: 7, column: 3))
            NimbleAssertionHandler.assert(
                true, message: FailureMessage(stringValue: "fine"),
                location: SourceLocation(fileID: #fileID, filePath: #filePath, line: 8, column: 3))
        }
        #expect(failures.map(\.message) == ["no draft"])
        #expect(failures.map(\.site.line) == [7])
    }

    @Test func aHelperOnTheHandlersPassesAndFails() {
        #expect(
            failureMessages {
                failsWith("Expected a value equal to 2, but was 1") { expect(1).to(equal(2)) }
            } == [])
        #expect(
            failureMessages { failsWith("Expected 3, but was 1") { expect(1).to(equal(2)) } }
                == [
                    #"Expected "Expected 3, but was 1", got [Expected a value equal to 2, but was 1]"#
                ])
    }
}
