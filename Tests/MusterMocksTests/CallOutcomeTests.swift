import MusterMocks
import MusterTestSupport
import Testing

/// Verifying how calls ended: returned, threw, threw an error of a type, one equal to a value,
/// or one a matcher accepts.
@Suite struct CallOutcomeTests {
    let repository = RepositoryMock()

    init() {
        given(repository).fetch(3).willThrow(NetworkError.offline)
        given(repository).fetch(1).willReturn(User(id: 1, name: "Ann"))
    }

    @Test func aCallThatThrewAndOneThatReturnedAreEachCountedByHowTheyEnded() async {
        _ = try? await repository.fetch(id: 3)
        _ = try? await repository.fetch(id: 1)
        #expect(
            failureMessages {
                verify(repository, outcome: .threw).fetch(3)
                verify(repository, outcome: .threw(NetworkError.self)).fetch(3)
                verify(repository, outcome: .threw(NetworkError.offline)).fetch(3)
                verify(
                    repository,
                    outcome: .threw(
                        matching: Matcher("an offline error") { ($0 as? NetworkError) == .offline })
                ).fetch(3)
                verify(repository, outcome: .returned).fetch(1)
                verify(repository, outcome: .threw).fetch(anything())
                verify(repository, never(), outcome: .threw).fetch(1)
                verify(repository, never(), outcome: .returned).fetch(3)
            } == [])
    }

    @Test func aCallThatEndedOtherwiseIsListedWithHowItEnded() async {
        _ = try? await repository.fetch(id: 1)
        _ = try? await repository.fetch(id: 3)
        _ = try? await repository.fetch(id: 3)
        #expect(
            failureMessages {
                verify(repository, outcome: .threw).fetch(1)
                verify(repository, outcome: .threw(NetworkError.timeout(seconds: 1))).fetch(3)
                verify(repository, outcome: .threw(OtherError.self)).fetch(anything())
                verify(repository, outcome: .returned).fetch(anything())
            } == [
                """
                Expected RepositoryMock.fetch(id: 1) to be called once, throwing, but its one call with those arguments did not:
                  1. fetch(id: 1), which returned
                """,
                """
                Expected RepositoryMock.fetch(id: 3) to be called once, throwing NetworkError.timeout(seconds: 1), but none of its 2 calls with those arguments did:
                  1. fetch(id: 3), which threw NetworkError.offline
                  2. fetch(id: 3), which threw NetworkError.offline
                """,
                """
                Expected RepositoryMock.fetch(id: anything) to be called once, throwing an error of type OtherError, but none of its 3 calls with those arguments did:
                  1. fetch(id: 1), which returned
                  2. fetch(id: 3), which threw NetworkError.offline
                  3. fetch(id: 3), which threw NetworkError.offline
                """,
            ])
    }

    @Test func aCountOfCallsThatEndedSoIsCheckedAsAnyCount() async {
        _ = try? await repository.fetch(id: 3)
        _ = try? await repository.fetch(id: 1)
        _ = try? await repository.fetch(id: 3)
        #expect(
            failureMessages { verify(repository, times(2), outcome: .threw).fetch(anything()) }
                == [])
        #expect(
            failureMessages { verify(repository, outcome: .threw).fetch(anything()) } == [
                """
                Expected RepositoryMock.fetch(id: anything) to be called once, throwing, but 2 of its 3 calls with those arguments did:
                  1. fetch(id: 3), which threw NetworkError.offline
                  2. fetch(id: 1), which returned
                  3. fetch(id: 3), which threw NetworkError.offline
                """
            ])
    }

    @Test func aTypedThrowAndANonThrowingMemberEndAsTheyDid() {
        given(repository).load("x").willThrow(NetworkError.timeout(seconds: 2))
        _ = try? repository.load("x")
        _ = try? repository.load("y")
        repository.save(User(id: 2, name: "Bo"))
        #expect(
            failureMessages {
                verify(repository, outcome: .threw(NetworkError.timeout(seconds: 2))).load("x")
                verify(repository, outcome: .returned).load("y")
                verify(repository, outcome: .returned).save(anything())
            } == [])
    }

    @Test func aWantedCallThatWasNeverMadeIsReportedAsBefore() {
        #expect(
            failureMessages { verify(repository, outcome: .threw).load("x") } == [
                "Expected RepositoryMock.load(\"x\") to be called once, throwing, but there were zero interactions with this mock"
            ])
    }

    @Test func clearingTheCallsClearsHowTheyEnded() async {
        _ = try? await repository.fetch(id: 3)
        clearCalls(of: repository)
        _ = try? await repository.fetch(id: 1)
        #expect(
            failureMessages { verify(repository, never(), outcome: .threw).fetch(anything()) } == []
        )
    }

    @Test func aSpysCallsEndAsTheyDid() async {
        let fetch = Spy<Int, User>()
        given(fetch)(3).willThrow(NetworkError.offline)
        given(fetch)(1).willReturn(User(id: 1, name: "Ann"))
        let asyncThrowing = fetch.asyncThrowingFunction
        let throwing = fetch.throwingFunction
        _ = try? await asyncThrowing(3)
        _ = try? throwing(1)
        #expect(
            failureMessages {
                verify(fetch, outcome: .threw(NetworkError.offline))(3)
                verify(fetch, outcome: .returned)(1)
            } == [])
    }
}
