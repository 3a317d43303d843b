@_exported import MusterMockRuntime

/// Writes `<Protocol>Mock`, a mock of the protocol it is attached to, which records its calls
/// and answers stubs with MusterMocks. Its verifier and stubber keep the protocol's argument
/// labels, and take a matcher or a plain value for each argument.
///
/// ```swift
/// @Mockable protocol Repository { func fetch(id: Int) async throws -> User }
///
/// let repository = RepositoryMock()
/// given(repository).fetch(id: 3).willReturn(User(id: 3))
/// verify(repository).fetch(id: greaterThan(2))
/// ```
///
/// It mocks methods (overloads, labels, variadic parameters, generic methods), `async`,
/// `throws` and typed `throws`, properties (`get`, `get set`, and effectful getters), static
/// members, associated types (which become the mock's generic parameters), and `Sendable`
/// protocols. It cannot mock initializers, subscripts, `inout` or `rethrows` methods, or the
/// requirements of a protocol this one inherits from: add those in an extension of the mock,
/// with ``MusterMocks/Mock/call(_:_:)-22ggq``, as a hand-written mock does.
@attached(peer, names: suffixed(Mock))
public macro Mockable() = #externalMacro(module: "MusterMacros", type: "MockableMacro")
