import Foundation
import MusterMocks
import Testing
import XCTest
import MusterTestSupport

protocol Catalog: Sendable {
    func products() async -> [String]
    func price(of product: String) async throws -> Int
    func cachedCount() -> Int
}

/// A hand-written mock of a service with `async` members, throwing and not.
final class CatalogMock: Catalog, Mock, Sendable {
    let musterRecorder = CallRecorder()
    let productsCall = Member<[String]>("products()")
    let price = Member<String, Int>("price(of product:)")
    let cachedCountCall = Member<Int>("cachedCount()")

    func products() async -> [String] { await call(productsCall) }
    func price(of product: String) async throws -> Int { try await callThrowing(price, product) }
    func cachedCount() -> Int { call(cachedCountCall) }
}

/// What a screen shows while it loads, as an app's view model keeps it.
@MainActor final class ShelfModel {
    let catalog: any Catalog
    private(set) var isLoading = false
    private(set) var products: [String] = []
    private(set) var price: Result<Int, any Error>?

    init(catalog: any Catalog) { self.catalog = catalog }

    func load() async {
        isLoading = true
        products = await catalog.products()
        isLoading = false
    }

    func loadPrice(of product: String) async {
        isLoading = true
        do { price = .success(try await catalog.price(of: product)) } catch {
            price = .failure(error)
        }
        isLoading = false
    }
}

/// Gates: a call held in flight while the test looks at the loading state, resumed as the test
/// says, and every way of misusing one failing at its line without a hang.
@Suite struct CallGateTests {
    @MainActor @Test func aHeldCallShowsTheLoadingStateUntilResumedWithAValue() async throws {
        let catalog = CatalogMock()
        let model = ShelfModel(catalog: catalog)
        try await given(catalog).productsCall().holdingCalls { gate in
            let loading = Task { await model.load() }
            let call = try await gate.nextCall()
            #expect(model.isLoading)
            #expect(model.products == [])
            call.resume(returning: ["apple", "pear"])
            await loading.value
        }
        #expect(!model.isLoading)
        #expect(model.products == ["apple", "pear"])
        verify(catalog).productsCall()
    }

    @MainActor @Test func aHeldCallResumedWithAnErrorThrowsIt() async throws {
        let catalog = CatalogMock()
        let model = ShelfModel(catalog: catalog)
        try await given(catalog).price(equalTo("apple")).holdingCalls { gate in
            let loading = Task { await model.loadPrice(of: "apple") }
            let call = try await gate.nextCall()
            #expect(call.arguments == "apple")
            #expect(model.isLoading)
            call.resume(throwing: NetworkError.offline)
            await loading.value
        }
        #expect(throws: NetworkError.offline) { try model.price?.get() }
        #expect(!model.isLoading)
    }

    /// A service that is an actor, calling the mock from its own isolation.
    private actor PriceCache {
        let catalog: any Catalog
        private(set) var refreshing = false
        private(set) var prices: [String: Int] = [:]
        init(catalog: any Catalog) { self.catalog = catalog }
        func refresh(_ product: String) async {
            refreshing = true
            prices[product] = try? await catalog.price(of: product)
            refreshing = false
        }
    }

    @Test func anActorsCallIsHeldWhileTheTestReadsItsState() async throws {
        let catalog = CatalogMock()
        let cache = PriceCache(catalog: catalog)
        try await given(catalog).price(equalTo("fig")).holdingCalls { gate in
            let refreshing = Task { await cache.refresh("fig") }
            let call = try await gate.nextCall()
            #expect(await cache.refreshing)
            call.resume(returning: 12)
            await refreshing.value
        }
        #expect(await cache.prices == ["fig": 12])
        #expect(await !cache.refreshing)
    }

    @Test func resumedWithoutAValueACallHasTheAnswerItWouldHaveHadWithoutTheGate() async throws {
        let catalog = CatalogMock()
        given(catalog).productsCall().willReturn(["fig"])
        try await given(catalog).productsCall().holdingCalls { gate in
            async let products = catalog.products()
            try await gate.nextCall().resume()
            #expect(await products == ["fig"])
        }
        // With no stub below the gate, the mock's unstubbed answer: the default.
        let bare = CatalogMock()
        try await given(bare).productsCall().holdingCalls { gate in
            async let products = bare.products()
            try await gate.nextCall().resume()
            #expect(await products == [])
        }
    }

    @Test func callsAreHeldInTheOrderTheyArriveAndOnlyThoseTheStubAccepts() async throws {
        let catalog = CatalogMock()
        given(catalog).price(anything()).willReturn(1)
        try await given(catalog).price(hasPrefix("a")).holdingCalls { gate in
            async let apple = catalog.price(of: "apple")
            let first = try await gate.nextCall()
            // Not accepted by the gate's matcher: answered at once by the older stub.
            #expect(try await catalog.price(of: "pear") == 1)
            async let avocado = catalog.price(of: "avocado")
            let second = try await gate.nextCall()
            #expect(first.arguments == "apple")
            #expect(second.arguments == "avocado")
            // A closure, not \.arguments: Swift 6.3 crashes emitting a key path into a type generic over a pack.
            #expect(gate.heldCalls.map { $0.arguments } == ["apple", "avocado"])
            second.resume(returning: 3)
            first.resume(returning: 2)
            #expect(try await apple == 2)
            #expect(try await avocado == 3)
        }
        // After the scope, calls pass through the gate's stub.
        #expect(try await catalog.price(of: "apricot") == 1)
    }

    @Test func aCallThatNeverComesFailsAtOnceInVirtualTimeWithTheClosestCall() async throws {
        let catalog = CatalogMock()
        given(catalog).price(anything()).willReturn(1)
        _ = try await catalog.price(of: "pear")
        let clock = TestClock()
        let started = ContinuousClock.now
        let messages = await failureMessages {
            await given(catalog).price(equalTo("apple")).holdingCalls { gate in
                do {
                    try await gate.nextCall(timeout: .seconds(3600), clock: clock)
                    Issue.record("a call came")
                } catch {
                    #expect(error is HeldCallMissing)
                }
            }
        }
        // The wall time the message gives, which varies; the rest is exact.
        let wallTime =
            messages.first.flatMap { $0.firstMatch(of: /now at 3600.0 s; ([0-9.]+ s) of wall/)?.1 }
            ?? "?"
        #expect(started.duration(to: .now) < .seconds(60))
        #expect(
            messages == [
                """
                Expected a call of CatalogMock.price(of: "apple") to arrive within 3600.0 s, but \
                none did; no call matched; the closest was:
                  price(of: "pear")
                time: virtual, on a test clock now at 3600.0 s; \(wallTime) of wall time; no \
                sleep is armed on it
                """
            ])
    }

    @Test func aCallThatNeverComesOnTheRealClockFailsAtTheTimeout() async throws {
        let catalog = CatalogMock()
        let messages = await failureMessages {
            await given(catalog).productsCall().holdingCalls { gate in
                _ = try? await gate.nextCall(timeout: .milliseconds(20))
            }
        }
        #expect(
            messages == [
                "Expected a call of CatalogMock.products() to arrive within 0.02 s, but none did; "
                    + "there were zero interactions with this mock"
            ])
    }

    @Test func aMatchingCallMadeBeforeTheGateIsNamedAsSuch() async throws {
        let catalog = CatalogMock()
        _ = await catalog.products()
        let messages = await failureMessages {
            await given(catalog).productsCall().holdingCalls { gate in
                _ = try? await gate.nextCall(timeout: .milliseconds(20))
            }
        }
        #expect(
            messages == [
                """
                Expected a call of CatalogMock.products() to arrive within 0.02 s, but none did; \
                the one matching call came before holdingCalls began:
                  1. products()
                """
            ])
    }

    @Test func waitingForASecondCallAfterTheFirstWasTakenSaysSo() async throws {
        let catalog = CatalogMock()
        let messages = try await failureMessages {
            try await given(catalog).productsCall().holdingCalls { gate in
                async let products = catalog.products()
                let call = try await gate.nextCall()
                _ = try? await gate.nextCall(timeout: .milliseconds(20))
                call.resume(returning: [])
                _ = await products
            }
        }
        #expect(
            messages == [
                "Expected a call of CatalogMock.products() to arrive within 0.02 s, but none did "
                    + "after the call already taken"
            ])
    }

    @Test func aCallStillHeldWhenTheScopeEndsFailsAtTheGateAndItsCallerIsCancelled() async throws {
        let catalog = CatalogMock()
        let caller = Box<Task<Int, any Error>?>(nil)
        let line = #line + 2
        let failures = await captureFailures {
            _ = try? await given(catalog).price(anything()).holdingCalls { gate in
                caller.value = Task { try await catalog.price(of: "kiwi") }
                try await gate.nextCall()
            }
        }
        await #expect(throws: CancellationError.self) { try await caller.value?.value }
        #expect(failures.map(\.site.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected every call of CatalogMock.price(of: anything) held here to be resumed, but \
                one was still held when holdingCalls ended:
                  1. price(of: "kiwi"), cancelled
                """
            ])
    }

    @Test func aCallHeldForThePollingTimeoutIsCancelledSoThatTheTestAwaitingItGoesOn() async throws
    {
        let catalog = CatalogMock()
        let line = #line + 3
        let failures = await captureFailures {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                _ = try? await given(catalog).price(anything()).holdingCalls { gate in
                    let caller = Task { try await catalog.price(of: "kiwi") }
                    // The call may start late on a loaded machine; only its hold is bounded.
                    try await gate.nextCall(timeout: .seconds(60))
                    // Never resumed: without the bound, this await would never end.
                    await #expect(throws: CancellationError.self) { try await caller.value }
                }
            }
        }
        #expect(failures.map(\.site.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected every call of CatalogMock.price(of: anything) held here to be resumed \
                within 0.05 s, but price(of: "kiwi") was neither resumed nor cancelled in 0.05 s, \
                so the gate cancelled it to let the test go on
                """
            ])
    }

    @Test func aCallThatCannotThrowHeldForThePollingTimeoutHasItsUsualAnswer() async throws {
        let catalog = CatalogMock()
        given(catalog).productsCall().willReturn(["plum"])
        let messages = await failureMessages {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                _ = try? await given(catalog).productsCall().holdingCalls { gate in
                    let caller = Task { await catalog.products() }
                    // The call may start late on a loaded machine; only its hold is bounded.
                    try await gate.nextCall(timeout: .seconds(60))
                    #expect(await caller.value == ["plum"])
                }
            }
        }
        #expect(
            messages == [
                """
                Expected every call of CatalogMock.products() held here to be resumed within \
                0.05 s, but products() was neither resumed nor cancelled in 0.05 s, so the gate \
                gave it the answer it would have had to let the test go on
                """
            ])
    }

    @Test func aCallResumedWithinThePollingTimeoutIsNotLetGoBeforeTheScopeEnds() async throws {
        let catalog = CatalogMock()
        let messages = try await failureMessages {
            try await withPollingDefaults(timeout: .seconds(30)) {
                try await given(catalog).productsCall().holdingCalls { gate in
                    async let first = catalog.products()
                    try await gate.nextCall().resume(returning: ["a"])
                    #expect(await first == ["a"])
                    async let second = catalog.products()
                    try await gate.nextCall().resume(returning: ["b"])
                    #expect(await second == ["b"])
                }
            }
        }
        #expect(messages == [])
    }

    @Test func aCallOfAMemberThatCannotThrowStillHeldAtTheEndHasItsUsualAnswer() async throws {
        let catalog = CatalogMock()
        given(catalog).productsCall().willReturn(["plum"])
        let caller = Box<Task<[String], Never>?>(nil)
        let messages = await failureMessages {
            _ = try? await given(catalog).productsCall().holdingCalls { gate in
                caller.value = Task { await catalog.products() }
                try await gate.nextCall()
                caller.value = Task { await catalog.products() }
                try await gate.nextCall()
            }
        }
        #expect(await caller.value?.value == ["plum"])
        #expect(
            messages == [
                """
                Expected every call of CatalogMock.products() held here to be resumed, but 2 \
                were still held when holdingCalls ended:
                  1. products(), given the answer it would have had
                  2. products(), given the answer it would have had
                """
            ])
    }

    @Test func aCallResumedTwiceFailsAtTheSecondResume() async throws {
        let catalog = CatalogMock()
        var line: UInt = 0
        let messages = try await failureMessages {
            try await given(catalog).productsCall().holdingCalls { gate in
                async let products = catalog.products()
                let call = try await gate.nextCall()
                line = #line + 1
                call.resume(returning: ["a"])
                call.resume(returning: ["b"])
                #expect(await products == ["a"])
            }
        }
        #expect(
            messages == [
                "Expected the held call products() to be resumed once, but it was already resumed "
                    + "at MusterMocksTests/CallGateTests.swift:\(line); this second resume is "
                    + "ignored"
            ])
    }

    @Test func aCallerCancelledWhileHeldEndsWithoutAFailure() async throws {
        let catalog = CatalogMock()
        let messages = try await failureMessages {
            try await given(catalog).price(anything()).holdingCalls { gate in
                let caller = Task { try await catalog.price(of: "fig") }
                let call = try await gate.nextCall()
                caller.cancel()
                await #expect(throws: CancellationError.self) { try await caller.value }
                // Resuming a call whose caller is gone does nothing.
                call.resume(returning: 1)
            }
        }
        #expect(messages == [])
    }

    @Test func aGateOnAMemberThatIsNotAsyncFailsTheCall() async throws {
        let catalog = CatalogMock()
        given(catalog).cachedCountCall().willReturn(4)
        let messages = await failureMessages {
            await given(catalog).cachedCountCall().holdingCalls { _ in
                #expect(catalog.cachedCount() == 0)
            }
        }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "Expected CatalogMock.cachedCount() to be held until resumed, but it is not "
                    + "async, so it cannot wait; the calls held at MusterMocksTests/CallGateTests.swift:"
            ) == true)
    }
}

/// Under XCTest, which sets no time limit: a held call that the test never resumes is let go.
final class CallGateXCTests: FailureRecordingTestCase {
    func testACallHeldForThePollingTimeoutIsLetGoInsteadOfHanging() async throws {
        let catalog = CatalogMock()
        let line = #line + 2
        await withPollingDefaults(timeout: .milliseconds(50)) {
            _ = try? await given(catalog).price(anything()).holdingCalls { gate in
                let caller = Task { try await catalog.price(of: "kiwi") }
                // The call may start late on a loaded machine; only its hold is bounded.
                try await gate.nextCall(timeout: .seconds(60))
                let outcome = await caller.result
                guard case .failure(let error) = outcome else { return XCTFail("it returned") }
                XCTAssert(error is CancellationError)
            }
        }
        #if os(Linux)
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    "failed - Expected every call of CatalogMock.price(of: anything) held here to "
                        + "be resumed within 0.05 s, but price(of: \"kiwi\") was neither resumed nor "
                        + "cancelled in 0.05 s, so the gate cancelled it to let the test go on"
                ])
        #endif
    }
}
