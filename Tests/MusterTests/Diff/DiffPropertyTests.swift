import Muster
import PropertyBased
import Testing
import MusterTestSupport

/// A JSON-like value nested to any depth, built from a list of numbers so that the property
/// library can generate and shrink it.
indirect enum Tree: Equatable {
    case number(Int)
    case text(String)
    case list([Tree])
    case object([String: Tree])

    /// Builds a tree from `codes`, reading them in turn (and around again if it runs out).
    static func build(from codes: [Int]) -> Tree {
        var reader = CodeReader(codes: codes)
        return reader.tree(depth: 0)
    }

    /// A change to this tree and the path Muster should name for it: a leaf changed, a key
    /// added to an object, or an element appended to a list; `nil` if there is no such place.
    func mutated(kind: Int, target: Int) -> (tree: Tree, path: String)? {
        var remaining = target
        return mutated(kind: kind, remaining: &remaining, path: "")
    }

    private func mutated(kind: Int, remaining: inout Int, path: String) -> (
        tree: Tree, path: String
    )? {
        switch self {
        case .number(let value):
            guard kind == 0 else { return nil }
            if remaining > 0 {
                remaining -= 1
                return nil
            }
            return (.number(value + 1), path + ".number")
        case .text(let value):
            guard kind == 0 else { return nil }
            if remaining > 0 {
                remaining -= 1
                return nil
            }
            return (.text(value + "!"), path + ".text")
        case .list(let elements):
            if kind == 2 {
                if remaining == 0 {
                    return (.list(elements + [.number(0)]), path + ".list[\(elements.count)]")
                }
                remaining -= 1
            }
            for (index, element) in elements.enumerated() {
                if let (changed, changedPath) = element.mutated(
                    kind: kind, remaining: &remaining, path: path + ".list[\(index)]")
                {
                    var copy = elements
                    copy[index] = changed
                    return (.list(copy), changedPath)
                }
            }
            return nil
        case .object(let entries):
            if kind == 1 {
                if remaining == 0 {
                    var copy = entries
                    copy["added"] = .number(1)
                    return (.object(copy), path + #".object["added"]"#)
                }
                remaining -= 1
            }
            for key in entries.keys.sorted() {
                if let (changed, changedPath) = entries[key]!.mutated(
                    kind: kind, remaining: &remaining, path: path + #".object["\#(key)"]"#)
                {
                    var copy = entries
                    copy[key] = changed
                    return (.object(copy), changedPath)
                }
            }
            return nil
        }
    }
}

private struct CodeReader {
    let codes: [Int]
    var position = 0
    var nodes = 0

    mutating func next() -> Int {
        defer { position += 1 }
        return codes.isEmpty ? 0 : codes[position % codes.count]
    }

    mutating func tree(depth: Int) -> Tree {
        nodes += 1
        let shape = depth >= 4 || nodes > 40 ? next() % 2 : next() % 4
        switch shape {
        case 0: return .number(next() % 100)
        case 1: return .text("t\(next() % 50)")
        case 2: return .list((0..<(next() % 5)).map { _ in tree(depth: depth + 1) })
        default:
            let count = next() % 5
            return .object(
                Dictionary(
                    uniqueKeysWithValues: (0..<count).map { ("k\($0)", tree(depth: depth + 1)) }))
        }
    }
}

@Suite struct DiffPropertyTests {
    static let codes = Gen.int(in: 0...1_000).array(of: 1...80)

    @Test func aValueDoesNotDifferFromItself() async {
        await propertyCheck(count: 200, input: Self.codes) { codes in
            let tree = Tree.build(from: codes)
            #expect(ValueDifference.all(between: tree, and: tree).isEmpty)
            #expect(failureMessages { assertThat(tree, equalTo(tree)) }.isEmpty)
        }
    }

    @Test func aChangedValueDiffersWhereItWasChanged() async {
        await propertyCheck(
            count: 300, input: Self.codes, Gen.int(in: 0...2), Gen.int(in: 0...60)
        ) { codes, kind, target in
            let tree = Tree.build(from: codes)
            // The target-th place of that kind, or the last one if there are fewer.
            let places = (0...target).reversed().lazy
            guard
                let (changed, path) = places.compactMap({ tree.mutated(kind: kind, target: $0) })
                    .first
            else { return }
            let differences = ValueDifference.all(between: tree, and: changed)
            #expect(differences.map(\.path) == [path])
            let message = failureMessage { assertThat(changed, equalTo(tree)) }
            #expect(message.hasPrefix("Expected "))
            #expect(message.utf8.count <= Failure.defaultMessageLimit)
            // A one-line message shows both values whole; any other names the path.
            #expect(message.contains(", but was ") || message.contains("differed at \(path)"))
        }
    }

    @Test func differentValuesOfAnotherShapeDiffer() async {
        await propertyCheck(count: 200, input: Self.codes, Self.codes) { first, second in
            let left = Tree.build(from: first)
            let right = Tree.build(from: second)
            #expect(ValueDifference.all(between: left, and: right).isEmpty == (left == right))
        }
    }
}
