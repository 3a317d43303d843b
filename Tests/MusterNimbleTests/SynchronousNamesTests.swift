import MusterNimble
import Testing

@Suite struct SynchronousNamesTests {
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
}
