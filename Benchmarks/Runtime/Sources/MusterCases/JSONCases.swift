import CaseData
import Foundation
import Muster

/// Two documents of about 1 MB: an array of 10,000 orders, and the same with the keys of every
/// object in reverse order, or with one price changed.
public enum JSONDocuments {
    static func document(reversingKeys: Bool, changingOnePrice: Bool) -> String {
        var orders: [String] = []
        orders.reserveCapacity(10_000)
        for index in 0..<10_000 {
            let price = changingOnePrice && index == 5_000 ? "4.5" : "4.0"
            var members = [
                #""id": \#(index)"#, #""sku": "SKU-\#(index)-ABCDEFGHIJ""#,
                #""price": \#(price)"#, #""tags": ["a", "b", "c"]"#, #""note": "ok""#,
            ]
            if reversingKeys { members.reverse() }
            orders.append("{" + members.joined(separator: ", ") + "}")
        }
        return "[" + orders.joined(separator: ",\n") + "]"
    }

    public static let expected = document(reversingKeys: false, changingOnePrice: false)
    public static let reordered = document(reversingKeys: true, changingOnePrice: false)
    public static let oneLeafDiffers = document(reversingKeys: false, changingOnePrice: true)
}

extension MusterAssertThat {
    /// Two equal 1 MB documents whose objects list their keys in another order.
    @inline(never)
    public static func jsonReordered(_ inputs: Inputs) -> Int {
        assertThat(JSONDocuments.reordered, equalToJSON(JSONDocuments.expected))
        return 0
    }

    /// Two 1 MB documents that differ in one leaf.
    @inline(never)
    public static func jsonOneLeaf(_ inputs: Inputs) -> Int {
        let failures = captureFailures {
            assertThat(JSONDocuments.oneLeafDiffers, equalToJSON(JSONDocuments.expected))
        }
        return failures.first?.message.utf8.count ?? 0
    }
}

/// The baseline of both JSON cases: `JSONSerialization` parsing the two documents.
public enum JSONBaseline {
    @inline(never)
    public static func parseBoth(_ inputs: Inputs) -> Int {
        let first = try? JSONSerialization.jsonObject(with: Data(JSONDocuments.reordered.utf8))
        let second = try? JSONSerialization.jsonObject(with: Data(JSONDocuments.expected.utf8))
        return (first == nil ? 0 : 1) + (second == nil ? 0 : 1)
    }
}
