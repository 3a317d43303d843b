import Foundation
import Muster

// Values for the diff tests: small structs, enums and classes of the kinds real tests compare.

struct Home: Equatable {
    var street: String
    var city: String
}

struct Member: Equatable {
    var name: String
    var age: Int
    var home: Home
    var tags: [String]

    static let ann = Member(
        name: "Ann", age: 41, home: Home(street: "Storgata 1", city: "Oslo"),
        tags: ["admin", "ops"])
}

enum JobState: Equatable {
    case idle
    case running(progress: Double)
    case failed(String)
}

struct Job: Equatable {
    var title: String
    var state: JobState
    var attempts: (done: Int, allowed: Int)

    static func == (lhs: Job, rhs: Job) -> Bool {
        lhs.title == rhs.title && lhs.state == rhs.state && lhs.attempts == rhs.attempts
    }
}

/// Renders itself; the diff shows it whole instead of its fields.
struct Price: Equatable, MusterRenderable {
    var cents: Int
    var musterRendering: String { "$" + String(format: "%d.%02d", cents / 100, cents % 100) }
}

struct Wallet: Equatable {
    var owner: String
    var balance: Price
}

/// Equal when the identifiers are: the labels never make a difference.
struct Tagged: Equatable {
    var id: Int
    var label: String

    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
}

/// A node of a linked graph that may loop back on itself; equal only to itself.
final class GraphNode: Equatable {
    var value: Int
    var next: GraphNode?

    init(_ value: Int, next: GraphNode? = nil) {
        self.value = value
        self.next = next
    }

    static func == (lhs: GraphNode, rhs: GraphNode) -> Bool { lhs === rhs }

    /// A ring of nodes holding `values`, the last pointing back at the first.
    static func ring(_ values: [Int]) -> GraphNode {
        let nodes = values.map { GraphNode($0) }
        for (node, next) in zip(nodes, nodes.dropFirst() + [nodes[0]]) { node.next = next }
        return nodes[0]
    }
}

/// A value nested as deep as asked: `.link(0, .link(1, … .end))`.
indirect enum Chain: Equatable {
    case end
    case link(Int, Chain)

    static func of(_ values: some Sequence<Int>) -> Chain {
        values.reversed().reduce(Chain.end) { .link($1, $0) }
    }
}
