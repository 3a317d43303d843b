import Foundation
import Muster
import XCTest
import MusterTestSupport

/// A comparison field by field that fails inside an XCTest test is an XCTest failure with the
/// whole message.
final class EqualToFieldByFieldXCTests: FailureRecordingTestCase {
    private struct Customer {
        var id: Int
        var name: String
        var balance: Double
    }

    func testAFailureReachesXCTest() {
        #if os(Linux)
            let customer = Customer(id: 2, name: "Bob", balance: 10.5)
            let expected = Customer(id: 1, name: "Ann", balance: 10)
            assertThat(customer, equalTo(expected, ignoring: \.id))
            expect(customer).to(
                equal(expected, ignoring: \.id, comparing: .fieldByField(tolerance: 1)))
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    #"""
                    failed - customer: Expected Customer(name: "Ann", balance: 10.0) compared field by field ignoring \.id, but differed at .name, .balance:
                      .name: expected "Ann", was "Bob"
                      .balance: expected 10.0, was 10.5
                    """#,
                    #"failed - customer: Expected Customer(name: "Ann", balance: 10.0) compared field by field ignoring \.id, floating-point numbers within 1.0, but differed at .name: expected "Ann", was "Bob""#,
                ])
        #endif
    }

    func testAMatchReportsNothing() {
        assertThat(
            Customer(id: 2, name: "Ann", balance: 10),
            equalTo(Customer(id: 1, name: "Ann", balance: 10), ignoring: \.id))
        XCTAssertEqual(recorded.map(\.message), [])
    }
}
