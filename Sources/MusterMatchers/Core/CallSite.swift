/// The type of the `file` argument of every assertion: the file's full path, `#filePath`.
///
/// A helper that asserts on its caller's behalf takes the caller's location and passes it on,
/// so that a failure is reported where the helper was called:
///
/// ```swift
/// func expectValidEmail(_ text: String, file: FileString = #filePath, line: UInt = #line) {
///     expect(file: file, line: line, text).to(match(".+@.+"))
/// }
/// ```
public typealias FileString = StaticString

/// Where in the test source an assertion, or a call on a mock, was written.
///
/// Assertions take it from their `fileID`, `file`, `line` and `column` defaults, so a failure
/// is reported at the caller's line; a helper that asserts for its caller passes its own on.
///
/// ```swift
/// let site = CallSite()  // this file and line
/// ```
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    /// The file as `Module/File.swift`.
    public let fileID: StaticString
    /// The full path of the file.
    public let filePath: StaticString
    /// The line, from 1.
    public let line: UInt
    /// The column, from 1.
    public let column: UInt

    /// Creates a call site; the defaults capture the caller's location.
    ///
    /// ```swift
    /// func check(site: CallSite = CallSite()) { ... }
    /// ```
    @inlinable
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Creates a call site from paths known only at run time, as helpers written for Nimble
    /// receive them (`fileID: String = #fileID`).
    ///
    /// Each distinct path is copied once into memory kept for the life of the process, so a
    /// call site keeps its layout and costs assertions written with literals nothing.
    ///
    /// ```swift
    /// func expectDraft(_ note: Note, fileID: String = #fileID, filePath: String = #filePath) {
    ///     let site = CallSite(fileID: fileID, filePath: filePath, line: #line, column: 1)
    /// }
    /// ```
    public init(fileID: String, filePath: String, line: UInt, column: UInt) {
        self.init(
            fileID: InternedPaths.shared.staticString(for: fileID),
            filePath: InternedPaths.shared.staticString(for: filePath), line: line, column: column)
    }

    /// `Module/File.swift:12:5`.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// Two call sites are equal when they name the same file, line and column.
    public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column
            && "\(lhs.filePath)" == "\(rhs.filePath)" && "\(lhs.fileID)" == "\(rhs.fileID)"
    }

    /// Hashes the file path, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine("\(filePath)")
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// Paths that came as `String`s, each held once as a `StaticString`.
///
/// `StaticString` has no public initializer from run-time text; its layout (a pointer to
/// UTF-8, a count of code units, flags whose bit 1 says ASCII) is fixed by the standard
/// library's ABI, so one is assembled around bytes that are never freed. Paths are few (one per
/// source file), so the table stays small.
package final class InternedPaths: Sendable {
    package static let shared = InternedPaths()

    private let table = Locked<[String: StaticString]>([:])

    package func staticString(for text: String) -> StaticString {
        table.withLock { table in
            if let interned = table[text] { return interned }
            let interned = Self.assemble(text)
            table[text] = interned
            return interned
        }
    }

    private static func assemble(_ text: String) -> StaticString {
        let bytes = Array(text.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
        storage.initialize(from: bytes, count: bytes.count)
        storage[bytes.count] = 0
        let isASCIIFlag: UInt8 = bytes.allSatisfy { $0 < 0x80 } ? 0x2 : 0
        return unsafeBitCast(
            (UnsafeRawPointer(storage), bytes.count, isASCIIFlag), to: StaticString.self)
    }
}
