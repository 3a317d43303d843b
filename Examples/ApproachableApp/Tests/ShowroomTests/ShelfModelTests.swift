// The app's main-actor model and actor tested from a test target as Swift 6 sets one up: every
// product of Muster against protocols that the app's mode made main-actor isolated.
import Foundation
import Muster
import MusterMocks
import Showroom
import Testing
import XCTest

@MainActor @Suite struct ShelfModelTests {
    @Test func loadsWithTheSpinnerShownWhileTheCallIsHeld() async throws {
        let catalog = CatalogMock()
        let analytics = AnalyticsMock()
        let model = ShelfModel(catalog: catalog, analytics: analytics, clock: TestClock())
        try await given(catalog).products().holdingCalls { gate in
            let loading = Task { await model.load() }
            let call = try await gate.nextCall()
            assertThat(model.isLoading, true)
            call.resume(returning: ["apple", "pear"])
            await loading.value
        }
        expect(model.products).to(equal(["apple", "pear"]))
        assertThat(model.isLoading, false)
        verify(analytics).track("shelf_loaded:2")
        verify(catalog).products()
    }

    @Test func searchesOnceTypingStopsOnATestClock() async {
        let catalog = CatalogMock()
        given(catalog).products().willReturn(["apple", "pear", "apricot"])
        let clock = TestClock()
        let model = ShelfModel(catalog: catalog, analytics: AnalyticsMock(), clock: clock)
        await model.load()
        model.type("ap")
        await clock.advance(by: .milliseconds(299))
        assertThat(model.results, isEmpty())
        await clock.advance(by: .milliseconds(1))
        assertThat(model.results, containsInAnyOrder("apple", "apricot"))
    }

    @Test func pollsForTheResults() async {
        let catalog = CatalogMock()
        given(catalog).products().willReturn(["pear"])
        let model = ShelfModel(
            catalog: catalog, analytics: AnalyticsMock(), clock: ContinuousClock())
        await model.load()
        model.type("pe")
        await expect { model.results }.toEventually(equal(["pear"]), timeout: .seconds(5))
    }

    @Test func forwardsToTheShippedCatalog() async throws {
        let catalog = CatalogMock(forwardingTo: ShopCatalog())
        given(catalog).price(of: "apple").willReturn(1)
        assertThat(catalog.price(of: "apple"), 1)
        assertThat(catalog.price(of: "pear"), 40)
        await assertThat({ try await catalog.products() }, hasCount(2))
        given(catalog).title.willReturn("Summer")
        assertThat(catalog.title, "Summer")
        verify(catalog, times(2)).price(of: anything())
    }

    @Test func forwardsGeneratedMocksToo() async throws {
        let real = ConsoleAnalytics()
        let analytics = AnalyticsMock(forwardingTo: real)
        analytics.track("opened")
        assertThat(real.events, ["opened"])
        await assertThat({ try await analytics.flush() }, 1)
        verify(analytics).track(startsWith("open"))
    }

    @Test func aMainActorMemberOfAnyProtocol() async {
        let refreshing = RefreshingMock()
        await refreshing.refresh()
        verify(refreshing).refresh()
    }

    @Test func anUnstubbedCallGetsItsTypesDefault() async {
        await assertThat({ try await CatalogMock().products() }, isEmpty())
        assertThat(CatalogMock().price(of: "fig"), 0)
    }

    @Test func aStreamOfTitles() async {
        let model = ShelfModel(
            catalog: CatalogMock(), analytics: AnalyticsMock(), clock: TestClock())
        await assertThat(
            model.titles(["Spring", "Summer"]), emits("Spring", "Summer", then: .finishing))
    }

    @Test func aSpyForAClosure() async throws {
        let send = Spy<Data, Void>()
        given(send)(anything()).willThrow(URLError(.timedOut))
        let clock = TestClock()
        let uploader = Uploader(clock: clock, send: send.asyncThrowingFunction)
        let upload = Task { try await uploader.upload(Data([1]), limit: 3) }
        await clock.run()
        await assertThrows({ try await upload.value }, instanceOf(URLError.self))
        verify(send, times(3))(Data([1]))
        await assertThat({ await uploader.attempts }, 3)
    }

    @Test func jsonAndRecordedValues() {
        let body = #"{"title": "Spring", "count": 2}"#
        assertThat(body, equalToJSON(#"{"count": 2, "title": "Spring"}"#))
        assertThat(body.count, 31)
        assertInlineSnapshot(["a": 1], matches: #"["a": 1]"#)
        expect("Spring").to(allOf(startsWith("S"), hasCount(6)))
    }

    @Test func requireStopsTheTest() throws {
        let first = try require(["apple"].first)
        assertThat(first, "apple")
    }
}

/// A stub for a clock-free test of the feed's mock, which no isolation binds.
@Suite struct PriceFeedTests {
    @Test func aNonisolatedProtocolsMockWorksOffTheMainActor() async throws {
        let feed = PriceFeedMock()
        given(feed).latest(for: "apple").willReturn(12)
        await assertThat({ try await feed.latest(for: "apple") }, 12)
        verify(feed).latest(for: "apple")
    }
}

final class ShelfModelXCTests: XCTestCase {
    @MainActor func testLoadsTheShelf() async {
        let catalog = CatalogMock()
        given(catalog).products().willReturn(["fig"])
        let model = ShelfModel(catalog: catalog, analytics: AnalyticsMock(), clock: TestClock())
        await model.load()
        assertThat(model.products, ["fig"])
        await expect { model.isLoading }.toEventually(equal(false))
    }
}
