import MusterMatchers

/// Where an expression was written, as far as a matcher knows it: Nimble's `SourceLocation`.
///
/// Muster's matchers do not learn where the assertion that applies them was written, so an
/// expression that an assertion hands to a matcher has the ``unknown`` location; one you make
/// yourself has the location you give it. (It is not named `SourceLocation`, which would hide
/// Swift Testing's type of that name in every file that imports both.)
///
/// ```swift
/// Expression(expression: { element }, location: actualExpression.location)
/// ```
public struct ExpressionLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's ID, `Module/File.swift`.
    public let fileID: String
    /// The file's path.
    public let filePath: String
    /// The line, counted from 1; 0 when unknown.
    public let line: UInt
    /// The column, counted from 1; 0 when unknown.
    public let column: UInt

    /// A location: by default, where this initializer is called.
    ///
    /// ```swift
    /// let here = ExpressionLocation()
    /// ```
    public init(
        fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location of an expression that came from an assertion.
    ///
    /// ```swift
    /// actualExpression.location == .unknown  // true inside a matcher
    /// ```
    public static let unknown = ExpressionLocation(
        fileID: "Unknown/File", filePath: "Unknown File", line: 0, column: 0)

    /// `path:line:column`.
    public var description: String { "\(filePath):\(line):\(column)" }
}
