import MusterMocks
import MusterTestSupport
import Testing

/// Where a mock made without `unstubbedCalls:` takes its policy: its scope, its test's trait,
/// else the process.
@Suite struct MockDefaultsTests {
    static let strictNames =
        "Expected repository.names() to be stubbed, but it was not, and this mock fails calls "
        + "that are not stubbed; stub it: given(repository).names().willReturn(…)"

    @Test func aMockMadeInAScopeTakesItsPolicy() {
        let repository = withMockDefaults(unstubbedCalls: .fail) {
            RepositoryMock(name: "repository")
        }
        #expect(repository.musterRecorder.unstubbedCalls == .fail)
        #expect(failureMessages { _ = repository.names() } == [Self.strictNames])
        // Outside the scope, the process's default.
        #expect(RepositoryMock().musterRecorder.unstubbedCalls == .returnDefault)
    }

    @Test func aMocksOwnPolicyWinsOverTheScope() {
        let repository = withMockDefaults(unstubbedCalls: .fail) {
            RepositoryMock(unstubbedCalls: .returnDefault)
        }
        let messages = failureMessages { _ = repository.names() }
        #expect(messages == [])
    }

    @Test func theInnermostScopeDecides() {
        let (outer, inner) = withMockDefaults(unstubbedCalls: .fail) {
            (
                RepositoryMock(),
                withMockDefaults(unstubbedCalls: .returnDefault) { RepositoryMock() }
            )
        }
        #expect(outer.musterRecorder.unstubbedCalls == .fail)
        #expect(inner.musterRecorder.unstubbedCalls == .returnDefault)
    }

    @Test func aSpyMadeInAScopeTakesItsPolicy() {
        let fetchUser = withMockDefaults(unstubbedCalls: .fail) { Spy<Int, Int>("fetchUser") }
        #expect(
            failureMessage {
                let fetch: @Sendable (Int) -> Int = fetchUser.function
                _ = fetch(7)
            } == """
                Expected fetchUser(7) to be stubbed, but it was not, and this mock fails calls \
                that are not stubbed; stub it: given(fetchUser)(7).willReturn(…)
                """)
    }

    @Test func anAsyncScopeHoldsAcrossSuspensions() async {
        let repository = await withMockDefaults(unstubbedCalls: .fail) {
            await Task.yield()
            return RepositoryMock(name: "repository")
        }
        #expect(failureMessages { _ = repository.names() } == [Self.strictNames])
    }

    @Test(.mockDefaults(unstubbedCalls: .fail)) func theTraitOpensTheScopeForItsTest() {
        let repository = RepositoryMock(name: "repository")
        #expect(failureMessages { _ = repository.names() } == [Self.strictNames])
    }

    // In a process of its own: the process-wide default is shared by every test running.
    @Test func theProcessWideDefaultHoldsOutsideEveryScope() async {
        await #expect(processExitsWith: .success) {
            precondition(MockDefaults.unstubbedCalls == .returnDefault)
            MockDefaults.unstubbedCalls = .fail
            precondition(RepositoryMock().musterRecorder.unstubbedCalls == .fail)
            precondition(Spy<Int>().musterRecorder.unstubbedCalls == .fail)
            let inScope = withMockDefaults(unstubbedCalls: .returnDefault) { RepositoryMock() }
            precondition(inScope.musterRecorder.unstubbedCalls == .returnDefault)
            precondition(MockDefaults.unstubbedCalls == .fail)
        }
    }
}

@Suite(.mockDefaults(unstubbedCalls: .fail)) struct MockDefaultsSuiteTraitTests {
    @Test func eachTestOfTheSuiteIsInTheScope() {
        #expect(RepositoryMock().musterRecorder.unstubbedCalls == .fail)
        #expect(MockDefaults.unstubbedCalls == .fail)
    }
}
