import Foundation
import Muster
import XCTest

/// A comparison field by field that fails inside an XCTest test is an XCTest failure with the
/// whole message.
final class EqualToFieldByFieldXCTests: XCTestCase {
    private struct Customer {
        var id: Int
        var name: String
        var balance: Double
    }

    private var recorded: [String] = []

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            // The checks of these tests fail the test as usual; only Muster's are kept.
            guard !description.hasPrefix("XCTAssert") else {
                super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber,
                    expected: expected)
                return
            }
            recorded.append(description)
        }
    #endif

    func testAFailureReachesXCTest() {
        #if os(Linux)
            let customer = Customer(id: 2, name: "Bob", balance: 10.5)
            let expected = Customer(id: 1, name: "Ann", balance: 10)
            assertThat(customer, equalTo(expected, ignoring: \.id))
            expect(customer).to(
                equal(expected, ignoring: \.id, comparing: .fieldByField(tolerance: 1)))
            XCTAssertEqual(
                recorded,
                [
                    #"""
                    failed - customer: Expected Customer(id: 1, name: "Ann", balance: 10.0) compared field by field ignoring \.id, but differed at .name, .balance:
                      .name: expected "Ann", was "Bob"
                      .balance: expected 10.0, was 10.5
                    """#,
                    #"failed - customer: Expected Customer(id: 1, name: "Ann", balance: 10.0) compared field by field ignoring \.id, floating-point numbers within 1.0, but differed at .name: expected "Ann", was "Bob""#,
                ])
        #endif
    }

    func testAMatchReportsNothing() {
        assertThat(
            Customer(id: 2, name: "Ann", balance: 10),
            equalTo(Customer(id: 1, name: "Ann", balance: 10), ignoring: \.id))
        XCTAssertEqual(recorded, [])
    }
}
