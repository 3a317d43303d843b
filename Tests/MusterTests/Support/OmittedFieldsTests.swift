import Muster
import Testing
import MusterTestSupport

/// A comparison field by field leaves the fields it ignores out of its expected value's
/// description: by path from the root only there, by name at any depth, in collections too.
@Suite struct OmittedFieldsTests {
    private struct Customer { var id: Int; var name: String }
    private struct Order { var id: Int; var customer: Customer; var lines: [Customer] }

    private let order = Order(
        id: 1, customer: Customer(id: 7, name: "Ann"), lines: [Customer(id: 8, name: "Bo")])

    @Test func aPathLeavesOutThatFieldOnly() {
        #expect(
            equalTo(order, ignoring: \.customer.id).description
                == #"Order(id: 1, customer: Customer(name: "Ann"), lines: [Customer(id: 8, name: "Bo")]) compared field by field ignoring \.customer.id"#
        )
    }

    @Test func aNameLeavesOutEveryFieldSoNamedInCollectionsToo() {
        #expect(
            equalTo(order, comparing: .fieldByField(ignoringFieldsNamed: ["id"])).description
                == #"Order(customer: Customer(name: "Ann"), lines: [Customer(name: "Bo")]) compared field by field ignoring every field named "id""#
        )
    }

    @Test func nothingIgnoredLeavesOutNothing() {
        #expect(
            equalTo(Customer(id: 7, name: "Ann"), comparing: .fieldByField).description
                == #"Customer(id: 7, name: "Ann") compared field by field"#)
    }

    @Test func theActualValueIsShownWhole() {
        #expect(
            mismatch(
                equalTo(Customer(id: 7, name: "Ann"), ignoring: \.id),
                Customer(id: 9, name: "Bob")) == #"differed at .name: expected "Ann", was "Bob""#)
    }
}
