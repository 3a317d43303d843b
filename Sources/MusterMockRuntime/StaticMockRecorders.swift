/// The recorders of mocks' static members: one per mock type for the process, or, inside
/// ``withStaticMockRecorders(_:)`` (and the `.staticMockRecorders` trait of `MusterMocks`), one
/// per mock type for that scope, so that tests of static members run in parallel without seeing
/// each other's calls and stubs.
public enum StaticMockRecorders {
    /// The recorders of the current scope, by the mock's `Statics` object; `nil` outside one.
    @TaskLocal static var scope: Scope?

    /// The recorders one scope made, on first use.
    final class Scope: Sendable {
        let recorders = Locked<[ObjectIdentifier: CallRecorder]>([:])
    }

    /// The recorder for the static members `statics` records: the current scope's, made on its
    /// first use there, or `shared` outside any scope. What the `Statics` class `@Mockable`
    /// writes answers for `recorder`.
    ///
    /// ```swift
    /// var musterRecorder: CallRecorder { StaticMockRecorders.recorder(for: self, shared: shared) }
    /// ```
    public static func recorder(for statics: AnyObject, shared: CallRecorder) -> CallRecorder {
        guard let scope else { return shared }
        return scope.recorders.withLock { recorders in
            let key = ObjectIdentifier(statics)
            if let recorder = recorders[key] { return recorder }
            let site = shared.site
            let recorder = CallRecorder(
                name: shared.name, unstubbedCalls: shared.unstubbedCalls, fileID: site.fileID,
                file: site.filePath, line: site.line, column: site.column)
            recorders[key] = recorder
            return recorder
        }
    }
}

/// Runs `body` with recorders of its own for every mock's static members: what the body's
/// static calls record, stub and verify starts empty and stays in the scope, so that tests of
/// static members may run in parallel. Tasks the body creates share its recorders.
///
/// ```swift
/// func testMakesTwo() {
///     withStaticMockRecorders {
///         _ = FactoryMock.make(named: "a")
///         verify(FactoryMock.statics).make(named: "a")
///     }
/// }
/// ```
@discardableResult
public func withStaticMockRecorders<Result>(_ body: () throws -> Result) rethrows -> Result {
    try StaticMockRecorders.$scope.withValue(StaticMockRecorders.Scope(), operation: body)
}

/// Runs the asynchronous `body` with recorders of its own for every mock's static members.
///
/// ```swift
/// await withStaticMockRecorders { await loader.reload(); verify(CacheMock.statics).clear() }
/// ```
@discardableResult
public func withStaticMockRecorders<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await StaticMockRecorders.$scope.withValue(
        StaticMockRecorders.Scope(), operation: body)
}
