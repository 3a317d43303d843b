import Foundation
import Muster
import PropertyBased
import Testing
import MusterTestSupport

/// Two unequal values of the standard types never make a message whose two sides read the same.
@Suite struct DistinguishablePropertyTests {
    private struct Inner: Equatable {
        var label: String
        var weight: Double
    }

    private enum Kind: Equatable {
        case plain
        case tagged(String)
        case nested(Inner)
    }

    private struct Record: Equatable {
        var id: Int
        var kind: Kind
        var note: String?
        var inner: Inner
    }

    /// Characters that are easy to confuse when printed: spaces of other kinds, zero-width and
    /// direction marks, a byte order mark, controls, a combining accent, an emoji sequence.
    static let tricky: [String] = [
        "a", "b", " ", "\u{A0}", "\u{2009}", "\u{200B}", "\u{200E}", "\u{FEFF}", "\t", "\r",
        "\n", "\u{1B}", "\u{301}", "é", "e", "👨‍👩‍👧", "👨", "\"", "\\", "0", "O",
    ]

    static let codes = Gen.int(in: 0...1_000_000).array(of: 1...24)

    /// Builds an expected value from `codes`, and an actual value that differs from it.
    static func pair(kind: Int, codes: [Int]) -> (expected: any Equatable, actual: any Equatable) {
        var reader = Reader(codes: codes)
        func text() -> String {
            (0..<reader.next(4)).map { _ in tricky[reader.next(tricky.count)] }.joined()
        }
        func record() -> Record {
            let kinds: [Kind] = [.plain, .tagged(text()), .nested(Inner(label: text(), weight: 1))]
            return Record(
                id: reader.next(5), kind: kinds[reader.next(3)],
                note: reader.next(2) == 0 ? nil : text(),
                inner: Inner(label: text(), weight: Double(reader.next(1_000)) / 7))
        }
        switch kind {
        case 0:
            let value = reader.next(1_000_000) - 500_000
            return (value, value + 1 + reader.next(3))
        case 1:
            let specials: [Double] = [
                0.1 + 0.2, 0.3, .nan, .infinity, -.infinity, 1e-300, .leastNonzeroMagnitude,
            ]
            let value = specials[reader.next(specials.count)]
            let other = [Double.ulpOfOne, 1e-16, -1, .nan][reader.next(4)]
            return (value, value == 0.3 ? value.nextUp : value + other)
        case 2:
            let value = text()
            var other = text()
            if other == value { other += tricky[1 + reader.next(tricky.count - 1)] }
            return (value, other)
        case 3:
            let bytes = (0..<reader.next(200)).map { _ in UInt8(reader.next(256)) }
            var other = bytes
            if other.isEmpty || reader.next(2) == 0 {
                other.append(UInt8(reader.next(256)))
            } else {
                let position = reader.next(other.count)
                other[position] &+= UInt8(1 + reader.next(255))
            }
            return (Data(bytes), Data(other))
        case 4:
            let date = Date(timeIntervalSinceReferenceDate: Double(reader.next(1_000_000_000)))
            let steps: [TimeInterval] = [1e-7, 1e-6, 1e-3, 1, 86_400, -0.5]
            return (date, date + steps[reader.next(steps.count)])
        case 5:
            let base = "https://example.com/" + String(reader.next(100))
            let others = [base + "/", base + "?", base + "#", base + "%20", base.uppercased()]
            return (URL(string: base)!, URL(string: others[reader.next(others.count)])!)
        case 6:
            let uuid = UUID()
            var bytes = uuid.uuid
            bytes.15 &+= 1
            return (uuid, UUID(uuid: bytes))
        case 7:
            let array = (0..<reader.next(12)).map { _ in reader.next(10) }
            var other = array
            switch reader.next(3) {
            case 0 where !other.isEmpty: other.remove(at: reader.next(other.count))
            case 1 where !other.isEmpty: other[reader.next(other.count)] += 1
            default: other.insert(reader.next(10), at: reader.next(other.count + 1))
            }
            return (array, other)
        case 8:
            let set = Set((0..<reader.next(8)).map { _ in text() })
            var other = set
            if let first = other.first, reader.next(2) == 0 {
                other.remove(first)
            } else {
                other.insert(text() + "!")
            }
            return (set, other)
        case 9:
            let keys = (0..<reader.next(6)).map { _ in text() }
            let dictionary = Dictionary(keys.map { ($0, reader.next(5)) }) { first, _ in first }
            var other = dictionary
            if let key = other.keys.first, reader.next(2) == 0 {
                other[key] = reader.next(2) == 0 ? nil : other[key]! + 1
            } else {
                other[text() + "?"] = reader.next(5)
            }
            return (dictionary, other)
        case 10:
            let value: Int? = reader.next(2) == 0 ? nil : reader.next(10)
            return (value, value.map { $0 + 1 } ?? 0)
        default:
            let value = record()
            var other = value
            switch reader.next(4) {
            case 0: other.id += 1
            case 1: other.kind = other.kind == .plain ? .tagged(text()) : .plain
            case 2: other.note = other.note == nil ? text() : nil
            default: other.inner.label += tricky[1 + reader.next(tricky.count - 1)]
            }
            return (value, other)
        }
    }

    /// Text as a reader sees it: scalars that print as nothing left out, and every kind of
    /// space an ordinary one.
    static func asSeen(_ text: String) -> String {
        var seen = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format,
                .control where scalar != "\n":
                continue
            case .spaceSeparator: seen.append(" ")
            default: seen.append(scalar)
            }
        }
        return String(seen)
    }

    @Test func twoUnequalValuesNeverReadTheSame() async {
        await propertyCheck(count: 600, input: Gen.int(in: 0...11), Self.codes) { kind, codes in
            let (expected, actual) = Self.pair(kind: kind, codes: codes)
            guard !isEqual(expected, actual) else { return }
            let message = failureMessage { assertThat(actual as Any, equalToAny(expected)) }
            let shownExpected = equalToAny(expected).description
            #expect(message.hasPrefix("Expected \(shownExpected), but "))
            #expect(
                Self.asSeen(message)
                    != Self.asSeen("Expected \(shownExpected), but was \(shownExpected)"))
            #expect(message.utf8.count <= Failure.defaultMessageLimit)
        }
    }
}

/// `equalTo` for a value whose type is known only at run time.
private func equalToAny(_ expected: any Equatable) -> Matcher<Any> {
    Matcher(describe: { $0.appendValue(expected) }) { actual in
        isEqual(expected, actual) ? .match : .mismatch(expected: expected, actual: actual)
    }
}

private func isEqual(_ expected: any Equatable, _ actual: Any) -> Bool {
    func open<T: Equatable>(_ expected: T) -> Bool { (actual as? T) == expected }
    return open(expected)
}

private struct Reader {
    let codes: [Int]
    var position = 0

    mutating func next(_ bound: Int) -> Int {
        defer { position += 1 }
        return codes.isEmpty ? 0 : codes[position % codes.count] % max(bound, 1)
    }
}
