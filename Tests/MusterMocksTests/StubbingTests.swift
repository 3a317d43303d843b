import MusterMocks
import Testing
import MusterTestSupport

@Suite struct StubbingTests {
    let repository = RepositoryMock()
    let joe = User(id: 1, name: "Joe")
    let ann = User(id: 2, name: "Ann")

    @Test func returnsTheStubbedValue() async throws {
        given(repository).fetch(1).willReturn(joe)
        #expect(try await repository.fetch(id: 1) == joe)
    }

    @Test func stubsAreChosenByTheirMatchers() async throws {
        given(repository).fetch(1).willReturn(joe)
        given(repository).fetch(argThat("an id above 1") { $0 > 1 }).willReturn(ann)
        #expect(try await repository.fetch(id: 1) == joe)
        #expect(try await repository.fetch(id: 7) == ann)
    }

    @Test func theNewestMatchingStubWins() {
        given(repository).lookUp(anything()).willReturn(joe)
        given(repository).lookUp("Ann").willReturn(ann)
        #expect(repository.lookUp("Ann") == ann)
        #expect(repository.lookUp("Bob") == joe)
        given(repository).lookUp(anything()).willReturn(User(id: 3, name: "Bob"))
        #expect(repository.lookUp("Ann").name == "Bob")
    }

    @Test func aNewerStubWithoutAnAnswerYetIsPassedOver() {
        given(repository).lookUp(anything()).willReturn(User(id: 1, name: "anyone"))
        // Another thread may be between `given` and `willReturn`, as this one stops here.
        _ = given(repository).lookUp("Ann")
        #expect(repository.lookUp("Ann") == User(id: 1, name: "anyone"))
    }

    @Test func aSequenceOfAnswersRepeatsTheLast() {
        given(repository).namesCall().willReturn(["a"], ["b"], ["c"])
        #expect(repository.names() == ["a"])
        #expect(repository.names() == ["b"])
        #expect(repository.names() == ["c"])
        #expect(repository.names() == ["c"])
    }

    @Test func chainedAnswers() async throws {
        given(repository).fetch(anything())
            .willThrow(NetworkError.offline)
            .thenReturn(joe)
            .thenAnswer { id in User(id: id, name: "#\(id)") }
        await #expect(throws: NetworkError.offline) { try await repository.fetch(id: 5) }
        #expect(try await repository.fetch(id: 5) == joe)
        #expect(try await repository.fetch(id: 5) == User(id: 5, name: "#5"))
        #expect(try await repository.fetch(id: 6) == User(id: 6, name: "#6"))
    }

    @Test func throwsTheStubbedError() async {
        given(repository).fetch(anything()).willThrow(NetworkError.timeout(seconds: 3))
        await #expect(throws: NetworkError.timeout(seconds: 3)) {
            try await repository.fetch(id: 1)
        }
    }

    @Test func aThrowingClosureMakesTheErrorFromTheArguments() throws {
        given(repository).load(anything()).willThrow { name in
            throw name == "slow" ? NetworkError.timeout(seconds: 3) : NetworkError.offline
        }
        #expect(throws: NetworkError.timeout(seconds: 3)) { try repository.load("slow") }
        #expect(throws: NetworkError.offline) { try repository.load("other") }
    }

    @Test func anAsyncThrowingClosureIsAwaited() async {
        given(repository).fetch(anything()).willThrow { id in
            await Task.yield()
            throw NetworkError.timeout(seconds: id)
        }
        await #expect(throws: NetworkError.timeout(seconds: 4)) {
            try await repository.fetch(id: 4)
        }
    }

    @Test func aClosureSeesEveryArgumentWithItsType() {
        given(repository).score(anything(), anything()).willAnswer { user, season in
            Double(user.id * 100 + season)
        }
        #expect(repository.score(of: ann, in: 7) == 207)
    }

    @Test func typedThrows() throws {
        given(repository).load("a").willThrow(NetworkError.offline)
        given(repository).load("b").willReturn(3)
        #expect(throws: NetworkError.offline) { try repository.load("a") }
        #expect(try repository.load("b") == 3)
    }

    @Test func anErrorStubbedOnAMemberThatCannotThrowIsReported() {
        given(repository).namesCall().willThrow(NetworkError.offline)
        var names: [String]?
        let messages = failureMessages { names = repository.names() }
        #expect(names == [])
        #expect(
            messages == [
                "Expected RepositoryMock.names() to be stubbed to return a value, but it was "
                    + "stubbed to throw NetworkError.offline, and it cannot throw"
            ])
    }

    @Test func stubbedCallsAreRecordedToo() {
        given(repository).namesCall().willReturn(["a"])
        _ = repository.names()
        verify(repository).namesCall()
    }

    @Test func aStubCanCallTheMockAgain() {
        given(repository).lookUp("outer").willAnswer { _ in self.repository.lookUp("inner") }
        given(repository).lookUp("inner").willReturn(ann)
        #expect(repository.lookUp("outer") == ann)
        #expect(
            repository.musterRecorder.calls.map(\.description) == [
                #"lookUp("outer")"#, #"lookUp("inner")"#,
            ])
    }

    @Test func removingStubsRestoresTheDefaults() {
        given(repository).namesCall().willReturn(["a"])
        repository.musterRecorder.removeAllStubs()
        #expect(repository.names() == [])
    }
}

/// Answers given after a delay: a call in flight that resolves itself when its time comes.
@Suite struct DelayedAnswerTests {
    private struct TimedOut: Error, Equatable {}
    let catalog = CatalogMock()
    let clock = TestClock()

    @Test func aCallResolvesWhenTheClockPassesItsDelay() async throws {
        given(catalog).price(anything()).willReturn(3, after: .seconds(2), on: clock)
        let resolved = Box(false)
        let call = Task { [catalog] in
            let price = try await catalog.price(of: "kiwi")
            resolved.value = true
            return price
        }
        await clock.advance(by: .seconds(1))
        #expect(resolved.value == false)
        await clock.advance(by: .seconds(1))
        #expect(try await call.value == 3)
        verify(catalog).price("kiwi")
    }

    @Test func aCallFailsWhenTheClockPassesItsDelay() async {
        given(catalog).price(anything()).willThrow(TimedOut(), after: .seconds(30), on: clock)
        let call = Task { [catalog] in try await catalog.price(of: "kiwi") }
        await clock.advance(by: .seconds(30))
        await #expect(throws: TimedOut()) { try await call.value }
    }

    @Test func delayedAnswersInTurn() async throws {
        given(catalog).productsCall().willReturn([])
            .thenReturn(["plum"], after: .seconds(1), on: clock)
        #expect(await catalog.products() == [])
        let second = Task { [catalog] in await catalog.products() }
        await clock.advance(by: .seconds(1))
        #expect(await second.value == ["plum"])
        given(catalog).price(anything()).willReturn(1)
            .thenThrow(TimedOut(), after: .zero, on: clock)
        #expect(try await catalog.price(of: "a") == 1)
        await #expect(throws: TimedOut()) { try await catalog.price(of: "b") }
    }

    @Test func aCancelledCallEndsAtOnce() async {
        given(catalog).price(anything()).willReturn(3, after: .seconds(60), on: clock)
        given(catalog).productsCall().willReturn(["plum"], after: .seconds(60), on: clock)
        let throwing = Task { [catalog] in try await catalog.price(of: "kiwi") }
        let quiet = Task { [catalog] in await catalog.products() }
        throwing.cancel()
        quiet.cancel()
        await #expect(throws: CancellationError.self) { try await throwing.value }
        // A member that cannot throw ends with its value.
        #expect(await quiet.value == ["plum"])
    }

    @Test func onTheRealClockByDefault() async throws {
        given(catalog).price(anything()).willReturn(5, after: .milliseconds(1))
        #expect(try await catalog.price(of: "kiwi") == 5)
    }

    @Test func aMemberThatCannotWaitFails() {
        given(catalog).cachedCountCall().willReturn(4, after: .seconds(1), on: clock)
        #expect(
            failureMessages { _ = catalog.cachedCount() } == [
                "Expected CatalogMock.cachedCount() to be answered without waiting, but it was "
                    + "stubbed with an answer that must be awaited, and it is not async"
            ])
    }
}
