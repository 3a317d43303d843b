import Muster

/// A sequence that can be read only once, as a network stream or a generator: it counts how
/// often it is read, and a second reading finds it empty.
final class OnePassSequence<Element>: Sequence {
    private var elements: [Element]?
    private(set) var readings = 0

    init(_ elements: [Element]) { self.elements = elements }

    func makeIterator() -> IndexingIterator<[Element]> {
        readings += 1
        defer { elements = nil }
        return (elements ?? []).makeIterator()
    }
}

/// An endless sequence 1, 2, 3, …, for checking that a matcher stops reading when it can.
struct Naturals: Sequence, IteratorProtocol {
    private var current = 0

    mutating func next() -> Int? {
        current += 1
        return current
    }
}

/// Counts how often its matcher runs, to check that no pair of item and matcher is tried twice.
final class EvaluationCounter {
    private(set) var count = 0

    func counting<T>(_ matcher: Matcher<T>) -> Matcher<T> {
        Matcher(describe: matcher.describe(into:)) { value in
            self.count += 1
            return matcher.match(value)
        }
    }
}
