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
