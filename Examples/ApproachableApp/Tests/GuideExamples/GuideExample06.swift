// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import Foundation
import Muster
import XCTest

final class GuideReceiptXCTests: XCTestCase {
    func testTotalsAndACallback() async throws {
        let prices: [Double] = [1.25, 2.5]
        assertThat(prices, hasCount(2))
        assertThat(prices.reduce(0, +), closeTo(3.75, 0.001))
        let first = try require(prices.first)  // was: try XCTUnwrap(prices.first)
        assertThat(first, greaterThan(1.0))
        await waitUntil(timeout: .seconds(2)) { done in DispatchQueue.global().async { done() } }
    }
}
