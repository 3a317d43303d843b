// What mocks do with the calls no stub answers when they are made without saying: for the whole
// process, or for the tests and blocks of a scope.

import MusterMatchers

/// The defaults a mock takes when it is made without its own: what it does with a call that no
/// stub answers.
///
/// A scope (``withMockDefaults(unstubbedCalls:operation:)-(_,()->Result)``, or the
/// `.mockDefaults(unstubbedCalls:)` trait of `MusterMocks`) overrides the process-wide value;
/// a mock made with `unstubbedCalls:` keeps its own.
///
/// ```swift
/// MockDefaults.unstubbedCalls = .fail  // once, where an XCTest suite starts
/// ```
public enum MockDefaults {
    /// What a mock made here without `unstubbedCalls:` does with a call that no stub answers:
    /// the innermost scope's policy, else the process-wide one. Setting it sets the
    /// process-wide policy, which starts as ``UnstubbedCallPolicy/returnDefault``.
    ///
    /// ```swift
    /// MockDefaults.unstubbedCalls = .fail
    /// RepositoryMock().musterRecorder.unstubbedCalls  // .fail
    /// ```
    public static var unstubbedCalls: UnstubbedCallPolicy {
        get { scopedUnstubbedCalls ?? processWideUnstubbedCalls.withLock { $0 } }
        set { processWideUnstubbedCalls.withLock { $0 = newValue } }
    }

    @TaskLocal static var scopedUnstubbedCalls: UnstubbedCallPolicy?

    private static let processWideUnstubbedCalls = Locked(UnstubbedCallPolicy.returnDefault)
}

/// Runs `operation` with mocks made inside it, without an `unstubbedCalls:` of their own,
/// treating calls that no stub answers as `unstubbedCalls` says.
///
/// ```swift
/// withMockDefaults(unstubbedCalls: .fail) {
///     let repository = RepositoryMock()
///     _ = repository.count  // fails: not stubbed
/// }
/// ```
@discardableResult
public func withMockDefaults<Result>(
    unstubbedCalls: UnstubbedCallPolicy, operation: () throws -> Result
) rethrows -> Result {
    try MockDefaults.$scopedUnstubbedCalls.withValue(unstubbedCalls, operation: operation)
}

/// Runs `operation`, awaiting it, with mocks made inside it, without an `unstubbedCalls:` of
/// their own, treating calls that no stub answers as `unstubbedCalls` says.
///
/// ```swift
/// await withMockDefaults(unstubbedCalls: .fail) {
///     let repository = RepositoryMock()
///     await model.load(from: repository)
/// }
/// ```
@discardableResult
public func withMockDefaults<Result>(
    unstubbedCalls: UnstubbedCallPolicy, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await MockDefaults.$scopedUnstubbedCalls.withValue(unstubbedCalls, operation: operation)
}
