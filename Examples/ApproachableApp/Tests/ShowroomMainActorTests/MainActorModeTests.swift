// Tests written in the app's own mode: main-actor isolation by default, so every test function
// and helper here is on the main actor without saying so.
import Foundation
import Muster
import MusterMocks
import Showroom
import Testing
import XCTest

@Suite struct MainActorModeTests {
    @Test func loadsAndReports() async throws {
        let catalog = CatalogMock()
        let analytics = AnalyticsMock()
        given(catalog).products().willReturn(["apple"])
        let model = ShelfModel(catalog: catalog, analytics: analytics, clock: TestClock())
        await model.load()
        assertThat(model.products, ["apple"])
        verify(analytics).track(containsString("loaded"))
    }

    @Test func debouncesOnATestClock() async {
        let catalog = CatalogMock()
        given(catalog).products().willReturn(["apple", "pear"])
        let clock = TestClock()
        let model = ShelfModel(catalog: catalog, analytics: AnalyticsMock(), clock: clock)
        await model.load()
        model.type("pe")
        await clock.advance(by: .milliseconds(300))
        expect(model.results).to(equal(["pear"]))
    }
}

// XCTestCase's initializers are nonisolated: a subclass in this mode says so, or the default
// isolation puts its inherited ones on the main actor, which the compiler refuses.
nonisolated final class MainActorModeXCTests: XCTestCase {
    @MainActor func testForwards() async throws {
        let analytics = AnalyticsMock(forwardingTo: ConsoleAnalytics())
        analytics.track("a")
        await assertThat({ try await analytics.flush() }, 1)
    }
}
