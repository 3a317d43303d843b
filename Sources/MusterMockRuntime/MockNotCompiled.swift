/// What a `@Mockable` protocol's mock name refers to in a build that leaves mocks out (a release
/// build without `MUSTER_MOCKS`): the name is marked unavailable with a message that says how to
/// compile the mock, and it refers to this type only so that `RepositoryMock()` type-checks far
/// enough for the compiler to show that message rather than "cannot find in scope".
///
/// ```swift
/// let repository = RepositoryMock()  // error: 'RepositoryMock' is unavailable: @Mockable compiles …
/// ```
public struct MockNotCompiled {
    /// Accepts what a generated mock's initializer accepts; never called, since every name that
    /// refers to this type is unavailable.
    ///
    /// ```swift
    /// RepositoryMock(name: "repository", unstubbedCalls: .fail)  // error: 'RepositoryMock' is unavailable …
    /// ```
    public init(
        name: String? = nil, unstubbedCalls: UnstubbedCallPolicy? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {}
}
