import Foundation

/// Where two `Data` values part: the first differing byte, how many bytes differ, and a hex
/// excerpt of each side around it, so that long values that print alike are told apart.
struct ByteDifference {
    let expected: Data
    let actual: Data
    /// The offset of the first byte that differs, or where the shorter value ends.
    let offset: Int
    /// Bytes that differ at the same offset, counted over the shorter length.
    let differingCount: Int

    /// Bytes shown on each side of the first difference in an excerpt.
    static let excerptRadius = 8

    /// `nil` when the values are equal. One pass over the bytes finds both the first
    /// difference and the count: no separate `==` first.
    init?(expected: Data, actual: Data) {
        var first: Int?
        var differing = 0
        for (position, (left, right)) in zip(expected, actual).enumerated() where left != right {
            if first == nil { first = position }
            differing += 1
        }
        guard first != nil || expected.count != actual.count else { return nil }
        self.expected = expected
        self.actual = actual
        offset = first ?? min(expected.count, actual.count)
        differingCount = differing
    }

    /// `expected 09, was 03`, with the byte count when the sizes differ and the number of
    /// differing bytes when there are more.
    var detail: String {
        let expectedByte = Self.byte(in: expected, at: offset)
        let actualByte = Self.byte(in: actual, at: offset)
        var text = "expected \(expectedByte), was \(actualByte)"
        if expected.count != actual.count {
            text += "; \(Self.size(actual.count)) instead of \(Self.size(expected.count))"
        } else if differingCount > 1 {
            text += "; \(ValueRenderer.Output.grouped(differingCount)) bytes differ"
        }
        return text
    }

    /// Hex excerpts of both sides around the first difference and the column of the caret
    /// under it, as a text difference's excerpts are.
    func excerpts() -> (expected: String, actual: String, caret: Int) {
        let start = max(0, offset - Self.excerptRadius)
        let lead = start > 0 ? "… " : ""
        func excerpt(_ data: Data) -> String {
            let end = min(data.count, offset + Self.excerptRadius + 1)
            guard start < end else { return lead + "(end)" }
            let hex = data[data.startIndex + start..<data.startIndex + end].map(Self.hex)
            return lead + hex.joined(separator: " ") + (end < data.count ? " …" : "")
        }
        return (excerpt(expected), excerpt(actual), lead.count + (offset - start) * 3)
    }

    private static func byte(in data: Data, at offset: Int) -> String {
        offset < data.count ? hex(data[data.startIndex + offset]) : "no byte"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return byte < 0x10 ? "0" + digits : digits
    }

    private static func size(_ count: Int) -> String {
        count == 1 ? "1 byte" : "\(ValueRenderer.Output.grouped(count)) bytes"
    }
}
