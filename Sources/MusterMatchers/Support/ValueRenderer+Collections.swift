// How a rendering writes a collection: elements up to the limit and the budget, then how many
// more; a set's elements and a dictionary's entries sorted, so that one value always reads the
// same.

extension ValueRenderer.Output {
    mutating func writeElements(
        _ elements: some Sequence<Any>, count: Int, depth: Int, open: String, close: String,
        sorted: Bool
    ) {
        if sorted {
            let pieces = sortedPieces(elements, depth: depth) { nested, element in
                nested.write(element, depth: depth + 1)
            }
            return writePieces(pieces, count: count, open: open, close: close, empty: "")
        }
        emit(open)
        var shown = 0
        for element in elements where !writeNextElement(element, shown: &shown, depth: depth) {
            break
        }
        writeRest(shown: shown, count: count)
        emit(close)
    }

    /// Writes `element` after the `shown` ones before it, unless the limit or the budget
    /// is reached; whether it was written.
    mutating func writeNextElement(_ element: Any, shown: inout Int, depth: Int) -> Bool {
        if shown >= elementLimit || isExhausted { return false }
        // A number or a Bool is written as it is, without an output of its own to nest.
        if let plain = Self.plainText(of: element) {
            if shown > 0 { text += ", " }
            text += plain
            shown += 1
            return true
        }
        var nested = child()
        nested.write(element, depth: depth + 1)
        wasCut = wasCut || nested.wasCut
        text += (shown > 0 ? ", " : "") + nested.text
        shown += 1
        return true
    }

    mutating func writeEntries(_ mirror: Mirror, depth: Int) {
        let pairs = mirror.children.lazy.compactMap { entry -> (Any, Any)? in
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            return pair.count == 2 ? (pair[0], pair[1]) : nil
        }
        let pieces = sortedPieces(pairs, depth: depth) { nested, pair in
            nested.write(pair.0, depth: depth + 1)
            nested.emit(": ")
            nested.write(pair.1, depth: depth + 1)
        }
        writePieces(pieces, count: mirror.children.count, open: "[", close: "]", empty: ":")
    }

    /// How many elements of an unordered collection are rendered to choose, in sorted
    /// order, the ones shown; beyond it an arbitrary selection is sorted.
    static let sortingLimit = 1_000

    /// Renders the elements of an unordered collection sorted, so that the same set or
    /// dictionary always renders the same way.
    func sortedPieces<Element>(
        _ elements: some Sequence<Element>, depth: Int,
        _ writeElement: (inout ValueRenderer.Output, Element) -> Void
    ) -> [(text: String, wasCut: Bool)] {
        var pieces: [(text: String, wasCut: Bool)] = []
        let limit = elementLimit == .max ? Int.max : ValueRenderer.Output.sortingLimit
        for element in elements {
            if pieces.count >= limit { break }
            var nested = child()
            writeElement(&nested, element)
            pieces.append((nested.text, nested.wasCut))
        }
        return pieces.sorted { $0.text < $1.text }
    }

    mutating func writePieces(
        _ pieces: [(text: String, wasCut: Bool)], count: Int, open: String, close: String,
        empty: String
    ) {
        emit(open)
        var shown = 0
        for piece in pieces {
            if shown >= elementLimit || isExhausted { break }
            wasCut = wasCut || piece.wasCut
            text += (shown > 0 ? ", " : "") + piece.text
            shown += 1
        }
        if count == 0 { emit(empty) }
        writeRest(shown: shown, count: count)
        emit(close)
    }

    mutating func writeRest(shown: Int, count: Int) {
        guard shown < count else { return }
        wasCut = true
        emit((shown > 0 ? ", " : "") + "… \(Self.grouped(count - shown)) more")
    }
}
