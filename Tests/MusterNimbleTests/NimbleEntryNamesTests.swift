import MusterNimble
import Testing
import MusterTestSupport

private actor Counter {
    private(set) var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}

private enum ServiceError: Error { case offline }

@Suite struct NimbleEntryNamesTests {
    @Test func expectsIsTheSynchronousExpect() async {
        // In async code too, `expects` is the synchronous expectation.
        let expectation: SyncExpectation<Int> = expects { 3 }
        #expect(expectation.to(equal(3)).status == .passed)
        let failures = failureMessages { expects(Optional(4)).toNot(beNil()).to(equal(5)) }
        #expect(failures == ["Expected a value equal to 5, but was 4"])
    }

    @Test func requiresIsTheSynchronousRequire() async throws {
        // In async code too, `requires { … }` is the synchronous requirement.
        let requirement: SyncRequirement<Int> = requires { 3 }
        #expect(try requirement.to(equal(3)) == 3)
        #expect(try requires(Optional(4)).toNot(beNil()) == 4)
        struct Custom: Error {}
        var thrown: (any Error)?
        let failures = failureMessages {
            do { _ = try requires(customError: Custom(), 4).to(equal(5)) } catch { thrown = error }
        }
        #expect(failures == ["Expected a value equal to 5, but was 4"])
        #expect(thrown is Custom)
    }

    @Test func expectaIsNimblesAsyncSpelling() async {
        let counter = Counter()
        let made: AsyncExpectation<Int> = await expecta(await counter.increment())
        _ = made
        let failures = await captureFailures {
            await expecta(await counter.increment()).to(equal(1))
            await expecta { await counter.increment() }.toNot(equal(2))
            await expecta { () async throws -> Int in throw ServiceError.offline }.to(equal(4))
            let absent: Int? = nil
            await expecta(absent).toNot(beNil())
        }
        #expect(
            failures.map(\.message) == [
                "Expected not a value equal to 2, but was 2",
                "Expected a value equal to 4, but threw error ServiceError.offline",
                "Expected not nil, but was nil",
            ])
        // Built lazily: making the expectation computed nothing.
        #expect(await counter.value == 2)
    }

    @Test func requireaIsNimblesAsyncRequire() async throws {
        let store = Store(3)
        let made: AsyncRequirement<Int> = await requirea(await store.value())
        _ = made
        #expect(await store.reads == 0)
        #expect(try await requirea(await store.value()).to(beGreaterThan(2)) == 3)
        #expect(try await requirea { await store.value() }.to(equal(3)) == 3)
        #expect(await store.reads == 2)
        struct Custom: Error {}
        var thrown: (any Error)?
        let failures = await asyncFailureMessages {
            do {
                _ = try await requirea(customError: Custom(), await store.value()).toNot(equal(3))
            } catch { thrown = error }
        }
        #expect(failures == ["Expected not a value equal to 3, but was 3"])
        #expect(thrown is Custom)
    }
}
