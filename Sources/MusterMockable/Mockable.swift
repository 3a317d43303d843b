@_exported import MusterMockRuntime

/// Writes `<Protocol>Mock`, a mock of the protocol it is attached to, which records its calls
/// and answers stubs. Its verifier and stubber keep the protocol's argument labels, and take a
/// matcher or a plain value for each argument.
///
/// ```swift
/// @Mockable protocol Repository { func fetch(id: Int) async throws -> User }
///
/// let repository = RepositoryMock()
/// given(repository).fetch(id: 3).willReturn(User(id: 3))
/// verify(repository).fetch(id: greaterThan(2))
/// ```
///
/// Put it on the protocol where it is declared, usually the app's own module, which then
/// depends on this product: the mock and its runtime link no test framework. The mock is
/// compiled only when `DEBUG || MUSTER_MOCKS` holds, so a release build ships none; define
/// `MUSTER_MOCKS` to keep the mocks in a release build (to test one, say).
///
/// It mocks methods (overloads, labels, variadic parameters, generic methods, `inout`,
/// `rethrows`), `async`, `throws` and typed `throws`, properties (`get`, `get set`, and
/// effectful getters), subscripts, initializers (recorded on the mock type's `statics`),
/// static members, results of type `Self`, associated types (which become the mock's generic
/// parameters), protocols constrained to `Actor` (an actor mock), the standard protocols a mock
/// answers itself (`Equatable`, `Hashable`, `Identifiable`, the descriptions), and an inherited
/// protocol:
/// the mock of `protocol Alarm: Clock` builds on the open base classes of `ClockMock`
/// (`ClockMockBase`, `ClockMockVerifierBase`, `ClockMockStubberBase`), so `Clock` must be
/// `@Mockable` too, or those three classes written by hand on ``MockBase``,
/// ``MockVerifierBase`` and ``MockStubberBase``. A protocol with several mocked parents needs
/// the mock generator (`/// @mockable`), since the mock takes all but the first parent's
/// requirements from extensions, which a peer macro cannot write. What neither can mock, write
/// by hand with ``MusterMocks/CallRecording/call(_:_:)-4zlhz``.
@attached(
    peer,
    names: suffixed(Mock), suffixed(MockBase), suffixed(MockVerifierBase), suffixed(MockStubberBase)
)
public macro Mockable() = #externalMacro(module: "MusterMacros", type: "MockableMacro")
