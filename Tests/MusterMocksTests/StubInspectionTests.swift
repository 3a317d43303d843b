import MusterMocks
import MusterTestSupport
import Testing

/// Reading back what a mock is stubbed with, and checking that no stub went unused.
@Suite struct StubInspectionTests {
    let repository = RepositoryMock()
    let ann = User(id: 3, name: "Ann")

    @Test func eachStubIsReadBackWithItsAnswersInTurnAndItsUses() async {
        given(repository).fetch(3).willReturn(ann).thenThrow(NetworkError.offline)
        given(repository).lookUp(anything()).willAnswer { User(id: 0, name: $0) }
        given(repository).save(anything()).willDoNothing()
        given(repository).load("slow").willThrow(
            NetworkError.timeout(seconds: 9), after: .seconds(9))
        _ = try? await repository.fetch(id: 3)
        _ = try? await repository.fetch(id: 3)
        _ = repository.lookUp("x")
        #expect(
            stubs(of: repository).map(\.description) == [
                #"RepositoryMock.fetch(id: 3) returns User(id: 3, name: "Ann"), then throws NetworkError.offline; answered 2 calls"#,
                "RepositoryMock.lookUp(anything) answers with a closure; answered 1 call",
                "RepositoryMock.save(anything) does nothing; answered no call",
                #"RepositoryMock.load("slow") throws NetworkError.timeout(seconds: 9) after 9.0 seconds; answered no call"#,
            ])
        let first = stubs(of: repository)[0]
        #expect(first.call == "RepositoryMock.fetch(id: 3)")
        #expect(
            first.answers == [#"returns User(id: 3, name: "Ann")"#, "throws NetworkError.offline"])
        #expect(first.callsAnswered == 2)
    }

    @Test func aMockWithoutStubsHasNoneAndClearingRemovesThem() {
        #expect(stubs(of: repository) == [])
        given(repository).lookUp("a").willReturn(ann)
        clearStubs(of: repository)
        #expect(stubs(of: repository) == [])
    }

    @Test func aSpysStubIsWrittenAsItsCall() {
        let score = Spy<Int, Int>()
        given(score)(greaterThan(2)).willReturn(10)
        #expect(
            stubs(of: score).map(\.description) == [
                "score(a value greater than 2) returns 10; answered no call"
            ])
    }

    @Test func unusedStubsAreReportedAndUsedOnesPass() async {
        given(repository).fetch(3).willReturn(ann)
        given(repository).fetch(9).willReturn(ann)
        given(repository).lookUp(anything()).willReturn(ann)
        _ = try? await repository.fetch(id: 3)
        #expect(
            failureMessages { verifyNoUnusedStubs(repository) } == [
                """
                Expected every stub of RepositoryMock to answer a call, but 2 of its 3 stubs answered none:
                  1. RepositoryMock.fetch(id: 9) returns User(id: 3, name: "Ann")
                  2. RepositoryMock.lookUp(anything) returns User(id: 3, name: "Ann")
                """
            ])
        _ = try? await repository.fetch(id: 9)
        _ = repository.lookUp("b")
        #expect(failureMessages { verifyNoUnusedStubs(repository, RepositoryMock()) } == [])
        let unused = RepositoryMock()
        given(unused).lookUp("z").willReturn(ann)
        #expect(
            failureMessages { verifyNoUnusedStubs(unused) } == [
                """
                Expected every stub of RepositoryMock to answer a call, but its stub answered none:
                  1. RepositoryMock.lookUp("z") returns User(id: 3, name: "Ann")
                """
            ])
    }
}
