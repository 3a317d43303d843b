import Foundation
import MusterMatchers

// How a snapshot writes a value as text, and how two such texts are compared: what lets one
// assertion keep a struct field by field, a response as JSON, and a report as its text.

/// How a snapshot writes a value, and how it tells where a later value differs from it.
///
/// ```swift
/// assertSnapshot(of: order)                  // field by field, over lines
/// assertSnapshot(of: request, as: .json)     // an Encodable value as JSON
/// assertSnapshot(of: report, as: .description)
/// ```
public struct SnapshotFormat<Value> {
    /// The extension of this format's snapshot files: `txt` or `json`.
    public let pathExtension: String
    let write: (Value) throws -> String
    let comparison: Comparison

    /// How two texts of a format are told apart.
    enum Comparison {
        /// Read back into fields, elements and entries, each difference named by its path.
        case structure
        /// By line and column.
        case text
        /// As JSON documents: equal whatever their spacing and member order.
        case json
    }
}

extension SnapshotFormat {
    /// A `String` as itself; any other value over lines, one field, element or entry a line,
    /// nested ones indented, written as failure messages write values (strings quoted,
    /// floating-point numbers at full precision, dates to the microsecond, `nil`), a
    /// dictionary's entries and a set's elements sorted. A difference is named by its path:
    /// `differed at .items[1].price: expected 8.0, was 12.0`.
    ///
    /// ```
    /// Order(
    ///   id: 42
    ///   items: [
    ///     [0]: Item(
    ///       sku: "A-1"
    ///       price: 8.0
    ///     )
    ///   ]
    /// )
    /// ```
    public static var dump: Self {
        SnapshotFormat(pathExtension: "txt", write: Self.dumpText, comparison: .structure)
    }

    /// A `String` as itself; any other value on one line, as a failure message shows it
    /// (`Summary(count: 2, total: 8.0)`), up to 1 MiB.
    public static var oneLine: Self {
        SnapshotFormat(
            pathExtension: "txt",
            write: { value in
                (value as? String) ?? ValueRenderer.render(value, limit: 1 << 20)
            }, comparison: .text)
    }

    /// The value's own text, `String(describing:)`: for a type whose description is what it
    /// shows a user.
    public static var description: Self {
        SnapshotFormat(
            pathExtension: "txt", write: { String(describing: $0) }, comparison: .text)
    }

    /// Whether a value is written as text rather than field by field.
    func writesText(_ value: Value) -> Bool {
        comparison == .text || (comparison == .structure && (value is String || value is Substring))
    }

    private static func dumpText(_ value: Value) -> String {
        if let text = value as? String { return text }
        if let text = value as? Substring { return String(text) }
        return StructuralDump.text(of: value)
    }
}

extension SnapshotFormat where Value: Encodable {
    /// The value encoded as JSON, indented, its keys sorted. Two documents are compared as
    /// JSON, whatever their spacing, so a difference is named by its path:
    /// `$.items[1].price: expected a number 8, was 12`.
    ///
    /// ```swift
    /// assertSnapshot(of: request, as: .json)
    /// ```
    public static var json: Self { json(encoder: nil) }

    /// The value encoded by `encoder` (its date and key strategies), then indented with its
    /// keys sorted.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.dateEncodingStrategy = .iso8601
    /// assertSnapshot(of: request, as: .json(encoder: encoder))
    /// ```
    public static func json(encoder: JSONEncoder?) -> Self {
        SnapshotFormat(
            pathExtension: "json",
            write: { value in
                String(
                    decoding: try SnapshotJSON.encoder(like: encoder).encode(value), as: UTF8.self)
            }, comparison: .json)
    }
}

/// JSON written the way a snapshot keeps it.
enum SnapshotJSON {
    /// An encoder with `encoder`'s strategies that indents and sorts keys; the caller's own
    /// encoder is left as it was.
    static func encoder(like encoder: JSONEncoder?) -> JSONEncoder {
        let snapshotEncoder = JSONEncoder()
        if let encoder {
            snapshotEncoder.dateEncodingStrategy = encoder.dateEncodingStrategy
            snapshotEncoder.dataEncodingStrategy = encoder.dataEncodingStrategy
            snapshotEncoder.keyEncodingStrategy = encoder.keyEncodingStrategy
            snapshotEncoder.nonConformingFloatEncodingStrategy =
                encoder.nonConformingFloatEncodingStrategy
            snapshotEncoder.userInfo = encoder.userInfo
        }
        snapshotEncoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return snapshotEncoder
    }
}
