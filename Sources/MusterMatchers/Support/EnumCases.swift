/// An enum type as the runtime describes it: which case a value is, from the type's value
/// witnesses, cheap enough for every match; and, for messages only, each case's name and
/// payload type, from its field records. Swift's stable ABI on the platforms Muster supports; a
/// type whose metadata is not an enum's gets `nil` from ``init(_:)`` and nothing is read.
struct EnumCases {
    /// One case, as its field record lists it.
    struct Case {
        let name: String
        /// The payload's element types: a tuple's elements, or the one type; `nil` without a
        /// payload.
        let payloadElements: [ObjectIdentifier]?
        let labels: [String?]
    }

    /// Whether the type is `Optional`.
    let isOptional: Bool
    private let metadata: UnsafeRawPointer

    init?(_ type: Any.Type) {
        metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // The kinds of an enum and of `Optional`.
        let kind = metadata.load(as: Int.self)
        guard kind == 0x201 || kind == 0x202 else { return nil }
        isOptional = kind == 0x202
    }

    /// The cases in tag order, for messages: the runtime numbers the cases with a payload
    /// first, in the order their field records list them. Read anew on each call, on a
    /// failure's path; `nil` where the field records cannot be read.
    var cases: [Case]? {
        let descriptor = metadata.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
        guard let fields = Self.relative(descriptor, 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        // A generic enum's arguments follow its kind and descriptor.
        let arguments = metadata + 2 * Self.word
        var cases: [Case] = []
        for index in 0..<count {
            let record = fields + 16 + index * recordSize
            let name = Self.relative(record, 8).map {
                String(cString: $0.assumingMemoryBound(to: CChar.self))
            }
            var elements: [ObjectIdentifier]?
            var labels: [String?] = []
            if let mangled = Self.relative(record, 4) {
                let bytes = mangled.assumingMemoryBound(to: UInt8.self)
                guard
                    let payload = _getTypeByMangledNameInContext(
                        bytes, Self.length(of: bytes), genericContext: descriptor,
                        genericArguments: arguments)
                else { return nil }
                (elements, labels) = Self.elements(of: payload)
            }
            cases.append(
                Case(name: name ?? "case \(index)", payloadElements: elements, labels: labels))
        }
        return cases
    }

    /// The tag of `value`, its case's index in ``cases``.
    func tag<Enum>(of value: Enum) -> Int {
        let witnesses = metadata.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
        // `getEnumTag`, the first of the enum value witnesses, after the common ones (eight
        // functions, size, stride, flags and the extra inhabitant count).
        let getEnumTag = witnesses.load(
            fromByteOffset: 8 * Self.word + 2 * Self.word + 8,
            as: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
        return Int(withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) })
    }

    /// The tags of `cases` whose payload has the element types of `payload`.
    static func tags(in cases: [Case], ofCasesTaking payload: Any.Type) -> [Int] {
        let wanted = elements(of: payload).types
        return cases.indices.filter { cases[$0].payloadElements == wanted }
    }

    private static let word = MemoryLayout<Int>.size

    private static func relative(_ base: UnsafeRawPointer, _ offset: Int) -> UnsafeRawPointer? {
        let distance = base.load(fromByteOffset: offset, as: Int32.self)
        return distance == 0 ? nil : base + offset + Int(distance)
    }

    /// A mangled name's length: a symbolic reference's byte is followed by a 4-byte offset or a
    /// pointer, which may hold zero bytes.
    private static func length(of name: UnsafePointer<UInt8>) -> UInt {
        var index = 0
        while name[index] != 0 {
            switch name[index] {
            case 0x01...0x17: index += 5
            case 0x18...0x1F: index += 1 + word
            default: index += 1
            }
        }
        return UInt(index)
    }

    /// A payload's element types and labels: a tuple's elements, or the one type.
    private static func elements(of type: Any.Type) -> (types: [ObjectIdentifier], [String?]) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // The kind of a tuple: its element count, its labels (one string, each label ended by
        // a space), then a type and an offset per element.
        guard metadata.load(as: Int.self) == 0x301 else { return ([ObjectIdentifier(type)], [nil]) }
        let count = metadata.load(fromByteOffset: word, as: Int.self)
        let labelText = metadata.load(fromByteOffset: 2 * word, as: UnsafePointer<CChar>?.self)
            .map { String(cString: $0) }
        var labels =
            labelText.map { $0.split(separator: " ", omittingEmptySubsequences: false) }
            .map { $0.map { $0.isEmpty ? nil : String($0) } } ?? []
        labels = Array((labels + Array(repeating: nil, count: count)).prefix(count))
        let types = (0..<count).map { element in
            ObjectIdentifier(
                metadata.load(fromByteOffset: 3 * word + element * 2 * word, as: Any.Type.self))
        }
        return (types, labels)
    }
}
