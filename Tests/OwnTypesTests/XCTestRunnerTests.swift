import Muster
import MusterMocks
import XCTest

/// The same plain values under XCTest, including a main-actor async test.
final class PlainValuesUnderXCTest: XCTestCase {
    func testPlainValues() {
        let cart = Cart(lines: [mug])
        assertThat(cart.total, Money(cents: 400))
        expect(cart.total).to(Money(cents: 400))
        assertThat(cart.lines, hasItem(mug))
        assertThat(mug, hasProperty(\.category, .kitchen))
    }

    func testFailuresReadAsEqualToWould() {
        let messages = captureFailures {
            assertThat(Cart().total, Money(cents: 400))
        }.map(\.message)
        XCTAssertEqual(messages, ["Expected 4.00 €, but was 0.00 €"])
    }

    func testSwiftHamcrestSpellingsReportAtTheAssertion() throws {
        let line = #line + 2
        let failures = try captureFailures {
            assertThrows(try Cart(lines: [mug]).checkout(), CartError.empty)
            assertNotThrows(try Cart().checkout(), message: "checking out")
            assertThat(Cart().total, presentAnd(Money(cents: 1)))
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Expected the error CartError.empty, but threw no error, returned 4.00 €",
                "checking out\nExpected no error, but threw error CartError.empty",
                "Expected not nil and 0.01 €, but was 0.00 €",
            ])
        XCTAssertEqual(failures.map(\.site.line), [line, line + 1, line + 2].map(UInt.init))
    }

    @MainActor
    func testMainActorAsync() async throws {
        let model = CartModel()
        await model.add(mug)
        await expect { await model.total }.to(Money(cents: 400))
        let total = try require(model.cart.total).to(Money(cents: 400))
        XCTAssertEqual(total, Money(cents: 400))
    }
}

@MainActor
final class CartModel {
    var cart = Cart()
    var total: Money { get async { cart.total } }
    func add(_ product: Product) async { cart.lines.append(product) }
}

/// An unstubbed call under XCTest: the failure reaches XCTest, naming the line to write.
final class UnstubbedCallsUnderXCTest: XCTestCase {
    private var recorded: [String] = []

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            // The checks of these tests fail the test as usual; only Muster's are kept.
            guard !description.hasPrefix("XCTAssert") else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber,
                    expected: expected)
            }
            recorded.append(description)
        }
    #endif

    func testAnUnstubbedThrowingCallNamesTheStubToWrite() async {
        let prices = PriceListMock()
        let quote = try? await prices.quote(for: .kitchen)
        XCTAssertNil(quote)
        #if os(Linux)
            XCTAssertEqual(
                recorded,
                [
                    "failed - Expected PriceListMock.quote(for: .kitchen) to be stubbed, but it "
                        + "was not, and Money has no default value; stub it: "
                        + "given(prices).quote(for: .kitchen).willReturn(…), or make the mock with forwardingTo:"
                ])
        #endif
    }

    func testAStrictMocksUnstubbedCallsOfEveryKindNameTheStubToWrite() async {
        let prices = PriceListMock(name: "prices", unstubbedCalls: .fail)
        XCTAssertFalse(prices.isOpen(on: 2))
        prices.record(Money(cents: 1), for: .garden)
        let currency = await prices.currency()
        XCTAssertEqual(currency, "")
        #if os(Linux)
            let strict =
                "to be stubbed, but it was not, and this mock fails calls that are not stubbed"
            XCTAssertEqual(
                recorded,
                [
                    "failed - Expected prices.isOpen(on: 2) \(strict); stub it: "
                        + "given(prices).isOpen(on: 2).willReturn(…)",
                    "failed - Expected prices.record(0.01 €, for: .garden) \(strict); "
                        + "stub it: given(prices).record(Money(cents: 1), for: .garden).willDoNothing()",
                    "failed - Expected prices.currency() \(strict); stub it: "
                        + "given(prices).currency().willReturn(…)",
                ])
        #endif
    }

    func testAStubbedAsyncAnswerIsAwaited() async throws {
        let prices = PriceListMock()
        given(prices).quote(for: .kitchen).willAnswer { _ in
            await Task.yield()
            return Money(cents: 250)
        }
        let quote = try await prices.quote(for: .kitchen)
        XCTAssertEqual(quote, Money(cents: 250))
        XCTAssertTrue(recorded.isEmpty)
    }
}
