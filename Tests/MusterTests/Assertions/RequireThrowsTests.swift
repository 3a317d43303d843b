import Muster
import Testing

private enum SyncError: Error, Equatable {
    case offline
    case conflict(id: Int)
}

private struct SyntaxError: Error {
    var line: Int
}

private func sync() throws -> Int { throw SyncError.conflict(id: 3) }
private func parse() throws -> Int { throw SyntaxError(line: 1) }
private func answer() throws -> Int { 42 }

/// `require { … }.toThrow(…)` hands back the thrown error, typed where the form knows its type.
@Suite struct RequireThrowsTests {
    @Test func eachFormReturnsTheError() throws {
        let anyError = try require { try sync() }.toThrow()
        #expect(anyError as? SyncError == .conflict(id: 3))
        let equal: SyncError = try require { try sync() }.toThrow(SyncError.conflict(id: 3))
        #expect(equal == .conflict(id: 3))
        let typed: SyntaxError = try require { try parse() }.toThrow(SyntaxError.self)
        #expect(typed.line == 1)
        let matched = try require { try parse() }.toThrow(hasProperty(\SyntaxError.line, 1))
        #expect(matched.line == 1)
    }

    @Test func nothingThrownFailsOnceAndThrows() {
        let failures = captureFailures {
            #expect(throws: RequirementFailure.self) { try require { try answer() }.toThrow() }
            #expect(throws: RequirementFailure.self) {
                try require { try sync() }.toThrow(SyntaxError.self)
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a thrown error, but threw no error, returned 42",
                "Expected an error of type SyntaxError, but threw error SyncError.conflict(id: 3)",
            ])
    }

    @Test func anAsyncRequirementReturnsTheErrorToo() async throws {
        func load() async throws -> Int { throw SyncError.offline }
        let error = try await require { try await load() }.toThrow(SyncError.self)
        #expect(error == .offline)
        let same = try await require { try await load() }.toThrow(SyncError.offline)
        #expect(same == .offline)
        let any = try await require { try await load() }.toThrow()
        #expect(any as? SyncError == .offline)
        let failures = await captureFailures {
            await #expect(throws: RequirementFailure.self) {
                try await require { await Task { 1 }.value }.toThrow()
            }
        }
        #expect(
            failures.map(\.message) == ["Expected a thrown error, but threw no error, returned 1"])
    }
}
