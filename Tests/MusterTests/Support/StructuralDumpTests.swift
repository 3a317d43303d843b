import Foundation
import Testing

@testable import MusterMatchers

/// The multi-line dump a snapshot keeps: one field, element or entry a line, everything shown,
/// the same value always written the same way.
@Suite struct StructuralDumpTests {
    struct Item {
        let sku: String
        let price: Double
    }

    enum Status {
        case pending
        case shipped(carrier: String, days: Int)
        case cancelled(String)
    }

    struct Order {
        let id: Int
        let items: [Item]
        let tags: Set<String>
        let totals: [String: Double]
        let status: Status
        let note: String?
    }

    final class Node {
        let name: String
        var next: Node?
        init(_ name: String) { self.name = name }
    }

    class Animal {
        let legs = 4
    }

    final class Dog: Animal {
        let name = "Rex"
    }

    struct Money: MusterRenderable, CustomStringConvertible {
        let cents: Int
        var musterRendering: String { "€\(cents / 100).\(cents % 100)" }
        var description: String { "money" }
    }

    struct Labelled: CustomStringConvertible {
        let count: Int
        var description: String { "a count of \(count)" }
    }

    @Test func aStructIsWrittenFieldByFieldNestedOnesIndented() {
        let order = Order(
            id: 42, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B\n2", price: 0.1 + 0.2)],
            tags: ["gift", "express"], totals: ["usd": 9.5, "eur": 8.0],
            status: .shipped(carrier: "DHL", days: 2), note: nil)
        #expect(
            StructuralDump.text(of: order) == """
                Order(
                  id: 42
                  items: [
                    [0]: Item(
                      sku: "A-1"
                      price: 8.0
                    )
                    [1]: Item(
                      sku: "B\\n2"
                      price: 0.30000000000000004
                    )
                  ]
                  tags: Set([
                    "express"
                    "gift"
                  ])
                  totals: [
                    "eur": 8.0
                    "usd": 9.5
                  ]
                  status: .shipped(
                    carrier: "DHL"
                    days: 2
                  )
                  note: nil
                )
                """)
    }

    @Test func emptyCollectionsAndCasesWithoutPayloadsStayOnTheirLine() {
        let order = Order(
            id: 1, items: [], tags: [], totals: [:], status: .pending, note: "rush")
        #expect(
            StructuralDump.text(of: order) == """
                Order(
                  id: 1
                  items: []
                  tags: Set([])
                  totals: [:]
                  status: .pending
                  note: "rush"
                )
                """)
    }

    @Test func leavesAreWrittenAsMessagesWriteThem() {
        #expect(StructuralDump.text(of: 3) == "3")
        #expect(StructuralDump.text(of: Optional<Int>.none) == "nil")
        #expect(StructuralDump.text(of: Optional(Optional(2.5)) as Any) == "2.5")
        #expect(StructuralDump.text(of: "tab\there") == #""tab\there""#)
        #expect(
            StructuralDump.text(of: Date(timeIntervalSince1970: 0.25))
                == "1970-01-01 00:00:00.25 +0000")
        #expect(StructuralDump.text(of: Data([0, 255])) == "2 bytes: 00 ff")
        #expect(
            StructuralDump.text(of: URL(string: "https://example.com/a")!)
                == "https://example.com/a")
        #expect(StructuralDump.text(of: Decimal(string: "1.10")!) == "1.1")
        #expect(StructuralDump.text(of: Int.self) == "Int")
        #expect(StructuralDump.text(of: Status.cancelled("late")) == ".cancelled(\n  \"late\"\n)")
    }

    @Test func aRenderableTypeIsItsRenderingAndAnyOtherIsWrittenByItsFields() {
        #expect(StructuralDump.text(of: Money(cents: 1250)) == "€12.50")
        #expect(StructuralDump.text(of: Labelled(count: 2)) == "Labelled(\n  count: 2\n)")
        #expect(StructuralDump.text(of: (1, label: "x")) == "(\n  .0: 1\n  label: \"x\"\n)")
    }

    @Test func aClassShowsItsInheritedFieldsFirstAndACycleAsTheWayBack() {
        #expect(StructuralDump.text(of: Dog()) == "Dog(\n  legs: 4\n  name: \"Rex\"\n)")
        let first = Node("a")
        first.next = Node("b")
        first.next?.next = first
        #expect(
            StructuralDump.text(of: first) == """
                Node(
                  name: "a"
                  next: Node(
                    name: "b"
                    next: <Node: a cycle back to the value>
                  )
                )
                """)
        let holder = ["loop": first]
        #expect(
            StructuralDump.text(of: holder).contains(#"next: <Node: a cycle back to ["loop"]>"#))
    }

    @Test func aValueNestedPastTheLimitEndsInANoteInsteadOfOverflowing() {
        indirect enum Chain {
            case end
            case link(Chain)
        }
        var chain = Chain.end
        for _ in 0..<5_000 { chain = .link(chain) }
        let text = StructuralDump.text(of: chain)
        #expect(text.contains("… (nested more than 100 levels deep)"))
        #expect(text.split(separator: "\n").count == 201)
    }

    @Test func theSameSetAndDictionaryAlwaysWriteTheSameText() {
        let keys = (0..<200).map { "key\($0)" }
        let texts = Set(
            (0..<5).map { _ in
                StructuralDump.text(
                    of: Dictionary(uniqueKeysWithValues: keys.shuffled().map { ($0, 1) }))
            })
        #expect(texts.count == 1)
    }
}
