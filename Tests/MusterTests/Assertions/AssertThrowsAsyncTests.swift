import Foundation
import Muster
import Testing
import MusterTestSupport

private enum ChatError: Error, Equatable {
    case connectionFailed(attempts: Int)
    case rejected
}

private actor Session {
    var attempts = 0
    func connect(succeeding: Bool) async throws -> Int {
        attempts += 1
        if succeeding { return 7 }
        throw ChatError.connectionFailed(attempts: attempts)
    }
}

@Suite struct AssertThrowsAsyncTests {
    @Test func checksTheErrorAndReturnsIt() async {
        let session = Session()
        let failures = await captureFailures {
            let any = await assertThrows({ try await session.connect(succeeding: false) })
            #expect(any as? ChatError == .connectionFailed(attempts: 1))
            let equal = await assertThrows(
                { try await session.connect(succeeding: false) },
                ChatError.connectionFailed(attempts: 2))
            #expect(equal == .connectionFailed(attempts: 2))
            let matched = await assertThrows(
                { try await session.connect(succeeding: false) },
                isCase(ChatError.connectionFailed, with: 3))
            #expect(matched == .connectionFailed(attempts: 3))
            let typed = await assertThrows(
                { try await session.connect(succeeding: false) }, ChatError.self)
            #expect(typed == .connectionFailed(attempts: 4))
            let anyError = await assertThrows(
                { try await session.connect(succeeding: false) }, instanceOf(ChatError.self))
            #expect(anyError as? ChatError == .connectionFailed(attempts: 5))
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func eachMismatchSaysWhatHappened() async {
        let session = Session()
        let failures = await captureFailures {
            let none = await assertThrows({ try await session.connect(succeeding: true) })
            #expect(none == nil)
            await assertThrows({ try await session.connect(succeeding: false) }, ChatError.rejected)
            await assertThrows(
                { try await session.connect(succeeding: false) },
                isCase(ChatError.connectionFailed, with: 9))
            await assertThrows({ try await session.connect(succeeding: true) }, ChatError.self)
        }
        #expect(
            failures.map(\.message) == [
                "Expected a thrown error, but threw no error, returned 7",
                "Expected the error ChatError.rejected, but threw error "
                    + "ChatError.connectionFailed(attempts: 2)",
                "Expected an error of type ChatError that is the case .connectionFailed with "
                    + "attempts 9, but threw error ChatError.connectionFailed(attempts: 3): "
                    + "attempts was 3",
                "Expected an error of type ChatError, but threw no error, returned 7",
            ])
    }

    @Test func aSynchronousExpressionWithAMatcherOfAnyError() throws {
        let failures = try captureFailures {
            assertThrows(
                try JSONDecoder().decode([Int].self, from: Data("{".utf8)),
                instanceOf(DecodingError.self))
            assertThrows(
                try JSONDecoder().decode([Int].self, from: Data("[1]".utf8)),
                instanceOf(DecodingError.self))
        }
        #expect(
            failures.map(\.message) == [
                "Expected an error that is an instance of DecodingError, but threw no error, "
                    + "returned [1]"
            ])
    }

    @Test func aMatcherOfThrownErrorsJudgesTheExpression() async {
        enum UploadError: Error, Equatable { case gaveUp(attempts: Int) }
        func upload() async throws -> Int { throw UploadError.gaveUp(attempts: 3) }
        let messages = await captureFailures {
            await assertThrows({ try await upload() }, throwsError(UploadError.gaveUp(attempts: 3)))
            await assertThrows({ try await upload() }, throwsError(UploadError.gaveUp(attempts: 7)))
        }.map(\.message)
        #expect(
            messages == [
                "Expected the error UploadError.gaveUp(attempts: 7), but threw error "
                    + "UploadError.gaveUp(attempts: 3)"
            ])
    }

    @MainActor @Test func fromTheMainActor() async {
        let session = Session()
        let error = await assertThrows({ try await session.connect(succeeding: false) })
        #expect(error != nil)
    }
}

@Suite struct AssertThrowsGivenAClosureTests {
    private enum ParseError: Error, Equatable { case empty }
    private static func parse(_ text: String) throws -> Int { throw ParseError.empty }

    @Test func aClosureIsNamedAsTheMistakeItIs() {
        let failures = failureMessages {
            assertThrows({ try Self.parse("") })
            assertThrows({ try Self.parse("") }, ParseError.empty)
        }
        let expected =
            "Expected an expression that throws, but was given a closure, which assertThrows does "
            + "not call: write assertThrows(try parse(text)) without braces, or await "
            + "assertThrows({ try await load() }) for async code"
        #expect(failures == [expected, expected])
    }
}
