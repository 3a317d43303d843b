import Foundation
import Testing

@testable import MusterMatchers

/// Two dumps told apart as values are: each difference named by the path of its field, element
/// or entry.
@Suite struct DumpDifferenceTests {
    struct Item {
        let sku: String
        let price: Double
    }

    struct Order {
        let id: Int
        let items: [Item]
        let tags: Set<String>
        let totals: [String: Double]
        let note: String?
    }

    let order = Order(
        id: 42, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B-2", price: 3.5)],
        tags: ["gift"], totals: ["eur": 11.5], note: nil)

    func report(_ expected: Any, _ actual: Any) -> String {
        DumpDifference.report(
            expected: StructuralDump.text(of: expected), actual: StructuralDump.text(of: actual))
    }

    @Test func oneDifferenceIsNamedByItsPath() {
        let changed = Order(
            id: 42, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B-2", price: 12.0)],
            tags: ["gift"], totals: ["eur": 11.5], note: nil)
        #expect(report(order, changed) == "differed at .items[1].price: expected 3.5, was 12.0")
    }

    @Test func severalDifferencesAreListedEachWithItsPath() {
        let changed = Order(
            id: 7, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B-2", price: 3.5)],
            tags: ["gift", "rush"], totals: ["eur": 11.5, "usd": 12.0], note: "call first")
        #expect(
            report(order, changed) == """
                differed at .id, .tags, .totals["usd"] and 1 more:
                  .id: expected 42, was 7
                  .tags: had extra ["rush"]
                  .totals["usd"]: expected no entry, was 12.0
                  .note: expected nil, was "call first"
                """)
    }

    @Test func anInsertedElementIsNamedAtItsIndexAndTheRestAreNotShifted() {
        let changed = Order(
            id: 42,
            items: [
                Item(sku: "A-1", price: 8.0), Item(sku: "N-9", price: 1.0),
                Item(sku: "B-2", price: 3.5),
            ], tags: ["gift"], totals: ["eur": 11.5], note: nil)
        #expect(
            report(order, changed)
                == #"differed at .items[1]: Item(sku: "N-9", price: 1.0) was inserted"#)
        #expect(
            report(changed, order)
                == #"differed at .items[1]: Item(sku: "N-9", price: 1.0) was removed"#)
    }

    @Test func aReplacedElementAmongInsertionsIsComparedInPlace() {
        let changed = Order(
            id: 42,
            items: [
                Item(sku: "A-1", price: 8.5), Item(sku: "B-2", price: 3.5),
                Item(sku: "C", price: 1),
            ],
            tags: ["gift"], totals: ["eur": 11.5], note: nil)
        #expect(
            report(order, changed) == """
                differed at .items[0].price, .items[2]:
                  .items[0].price: expected 8.0, was 8.5
                  .items[2]: Item(sku: "C", price: 1.0) was inserted
                """)
    }

    @Test func aWholeValueThatDiffersIsShownOnOneLine() {
        #expect(report(3, 4) == "differed: expected 3, was 4")
        #expect(
            report([1], Item(sku: "x", price: 1))
                == #"differed: expected [1], was Item(sku: "x", price: 1.0)"#)
    }

    @Test func aMissingOrExtraFieldIsNamed() {
        let expected = "Item(\n  sku: \"A-1\"\n  price: 8.0\n)"
        let actual = "Item(\n  sku: \"A-1\"\n  weight: 2\n)"
        #expect(
            DumpDifference.report(expected: expected, actual: actual) == """
                differed at .price, .weight:
                  .price: expected 8.0, was missing
                  .weight: expected no field, was 2
                """)
    }

    @Test func aLongValueIsCutAroundWhereItDiffers() {
        let long = String(repeating: "a", count: 300)
        let text = report(Item(sku: long + "x", price: 1), Item(sku: long + "y", price: 1))
        let shown = String(repeating: "a", count: 40)
        #expect(text == "differed at .sku: expected …\(shown)x\", was …\(shown)y\"")
    }

    @Test func textThatIsNoDumpIsComparedByLineAndColumn() {
        #expect(
            DumpDifference.report(expected: "one\ntwo\n  three", actual: "one\ntwo\n  thr3e")
                .hasPrefix("differed at line 3, column 6:"))
        #expect(
            DumpDifference.report(expected: "a: 1", actual: "a: 2", structural: false)
                == "differed at column 4:\n  expected: a: 1\n  actual:   a: 2\n               ^")
    }

    @Test func theFullReportListsEveryDifference() {
        let expected = (0..<100).map { Item(sku: "\($0)", price: 1) }
        let actual = (0..<100).map { Item(sku: "\($0)", price: 2) }
        let full = DumpDifference.report(
            expected: StructuralDump.text(of: expected), actual: StructuralDump.text(of: actual),
            full: true)
        #expect(full.components(separatedBy: "expected 1.0, was 2.0").count == 101)
        let short = report(expected, actual)
        #expect(short.utf8.count <= 4_096)
        #expect(short.hasSuffix("… and 80 more differences"))
    }
}

extension DumpDifferenceTests {
    @Test func largeCollectionsThatDifferThroughoutAreReportedWithoutLiningThemUp() {
        let expected = Set((0..<20_000).map { "e\($0)" })
        let actual = Set((0..<20_000).map { "a\($0)" })
        let sets = report(expected, actual)
        #expect(sets.hasPrefix("was missing [\"e0\", \"e1\", \"e10\""))
        #expect(sets.contains("and had extra ["))
        let longer = report((0..<10_000).map { $0 }, (0..<9_000).map { -$0 - 1 })
        #expect(longer.hasPrefix("differed at [0], [1], [2] and 9,997 more:"))
        #expect(longer.utf8.count <= 4_096)
    }
}
