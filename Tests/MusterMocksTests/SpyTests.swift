import MusterMocks
import Testing
import MusterTestSupport

/// A client made of closures, as apps inject dependencies.
struct UserClient: Sendable {
    var fetchUser: @Sendable (Int) async throws -> User
    var rename: @Sendable (Int, String) throws -> Void
    var cachedNames: @Sendable () -> [String]
    var refresh: @Sendable () async -> Int
}

/// Spies: closures that record their calls and answer from stubs, checked as mock members are.
@Suite struct SpyTests {
    @Test func aSpyPassedAsAClosureIsStubbedAndVerified() async throws {
        let fetchUser = Spy<Int, User>()
        let rename = Spy<Int, String, Void>()
        let cachedNames = Spy<[String]>()
        let refresh = Spy<Int>()
        let client = UserClient(
            fetchUser: fetchUser.asyncThrowingFunction, rename: rename.throwingFunction,
            cachedNames: cachedNames.function, refresh: refresh.asyncFunction)
        given(fetchUser)(7).willReturn(User(id: 7, name: "Ann"))
        given(fetchUser)(greaterThan(100)).willThrow(NetworkError.offline)
        given(cachedNames)().willReturn(["Ann"])
        given(refresh)().willAnswer { 3 }

        #expect(try await client.fetchUser(7) == User(id: 7, name: "Ann"))
        await #expect(throws: NetworkError.offline) { try await client.fetchUser(101) }
        try client.rename(7, "Anne")
        #expect(client.cachedNames() == ["Ann"])
        #expect(await client.refresh() == 3)
        #expect(fetchUser(7) == User(id: 7, name: "Ann"))

        #expect(
            failureMessages {
                verify(fetchUser, times(3))(anything())
                verify(rename)(7, "Anne")
                verify(cachedNames)()
                verify(refresh)()
            } == [])
    }

    @Test func aFailureNamesTheSpyByItsVariable() {
        let rename = Spy<Int, String, Void>()
        rename(7, "Anne")
        #expect(
            failureMessage { verify(rename)(7, "Ann") } == """
                Expected rename(7, "Ann") to be called once, but no call matched; the closest was:
                  rename(7, "Anne")
                    argument 2: was "Anne"
                """)
    }

    @Test func aNamedSpyIsNamedSoAndANeverCalledOneSaysSo() {
        let spy = Spy<String, Void>("onSave")
        #expect(
            failureMessage { verify(spy)("draft") } == """
                Expected onSave("draft") to be called once, but there were zero interactions with \
                this mock
                """)
    }

    @Test func aStrictSpyAdvisesTheStubItLacks() {
        let fetchUser = Spy<Int, Int>(unstubbedCalls: .fail)
        #expect(
            failureMessage {
                let fetch: @Sendable (Int) -> Int = fetchUser.function
                _ = fetch(7)
            } == """
                Expected fetchUser(7) to be stubbed, but it was not, and this mock fails calls \
                that are not stubbed; stub it: given(fetchUser)(7).willReturn(…)
                """)
    }

    @Test func spiesAndMocksAreVerifiedInOneOrder() {
        let onOpen = Spy<String, Void>()
        let analytics = AnalyticsMock()
        onOpen("a.txt")
        analytics.log("opened")
        #expect(
            failureMessages {
                verifyInOrder {
                    verify(onOpen)("a.txt")
                    verify(analytics).log("opened")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(analytics).log("opened")
                    verify(onOpen)("a.txt")
                }
            } == """
                Expected onOpen("a.txt") to be called once after analytics.log("opened") (call 2 \
                below), but none came after call 2: it was call 1
                the calls in order were:
                  1. onOpen("a.txt")
                  2. analytics.log("opened")
                """)
    }

    @Test func aCaptorTakesASpysArgument() {
        let onSave = Spy<User, Void>()
        let save: @Sendable (User) -> Void = onSave.function
        save(User(id: 1, name: "Ann"))
        let saved = ArgumentCaptor<User>()
        verify(onSave)(saved.capture())
        #expect(saved.value == User(id: 1, name: "Ann"))
    }

    @Test func eventuallyWaitsForASpysCall() async {
        let onDone = Spy<Int, Void>()
        Task { onDone(1) }
        let messages = await failureMessages {
            await eventually(timeout: .seconds(60)) { verify(onDone)(1) }
        }
        #expect(messages == [])
    }

    @Test func aGateHoldsASpysCall() async throws {
        let refresh = Spy<Int>()
        try await given(refresh)().holdingCalls { gate in
            let refreshing = Task { await refresh.asyncFunction() }
            try await gate.nextCall().resume(returning: 9)
            #expect(await refreshing.value == 9)
        }
    }

    @Test func aSpysCallHeldForThePollingTimeoutIsLetGo() async throws {
        let refresh = Spy<Int>()
        given(refresh)().willReturn(4)
        let messages = await failureMessages {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                _ = try? await given(refresh)().holdingCalls { gate in
                    let refreshing = Task { await refresh.asyncFunction() }
                    try await gate.nextCall()
                    #expect(await refreshing.value == 4)
                }
            }
        }
        #expect(
            messages == [
                """
                Expected every call of refresh() held here to be resumed within 0.05 s, but \
                refresh() was neither resumed nor cancelled in 0.05 s, so the gate gave it the \
                answer it would have had to let the test go on
                """
            ])
    }

    @Test func aSpyOfManyArgumentsWritesEach() {
        let log = Spy<String, Int, Bool, Double, Void>()
        log("a", 1, true, 0.5)
        #expect(
            failureMessage { verify(log)("a", 1, false, 0.5) } == """
                Expected log("a", 1, false, 0.5) to be called once, but no call matched; the \
                closest was:
                  log("a", 1, true, 0.5)
                    argument 3: was true
                """)
    }

    // A closure literal whose arguments include a function: `willAnswer` there crashes
    // Swift 6.3's SILGen, and `willCallBack` is the form that compiles.
    @Test func willCallBackCallsAClosureArgument() async throws {
        let load = Spy<String, @Sendable (Int) -> Void, Void>()
        given(load)("a", anything()).willCallBack { _, completion in completion(7) }
        given(load)("b", anything()).willReturn(()).thenCallBack { _, completion in completion(8) }
        given(load)("c", anything()).willCallBack { _, completion in
            completion(9)
            throw NetworkError.offline
        }
        let fetch = Spy<String, @Sendable (Int) -> Void, Int>()
        given(fetch)(anything(), anything()).willCallBack { _, completion in
            await Task.yield()
            completion(10)
            return 1
        }
        given(fetch)("e", anything()).willReturn(2).thenCallBack { _, completion in
            await Task.yield()
            completion(11)
            return 3
        }

        let seen = Locked<[Int]>([])
        let record: @Sendable (Int) -> Void = { value in seen.withLock { $0.append(value) } }
        load("a", record)
        load("b", record)
        load("b", record)
        let loadThrowing = load.throwingFunction
        let fetchAsync = fetch.asyncFunction
        #expect(throws: NetworkError.offline) { try loadThrowing("c", record) }
        #expect(await fetchAsync("d", record) == 1)
        #expect(await fetchAsync("e", record) == 2)
        #expect(await fetchAsync("e", record) == 3)
        #expect(seen.withLock { $0 } == [7, 8, 9, 10, 11])
    }
}
