import MusterMatchers

/// A closure to pass where code takes a function, which records its calls and answers from
/// stubs as a mock's member does: `given`, `verify`, `eventually`, in-order verification,
/// captors and gates work on it, with the same messages.
///
/// ```swift
/// let fetchUser = Spy<Int, User>()
/// let client = APIClient(fetchUser: fetchUser.asyncThrowingFunction)
/// given(fetchUser)(7).willReturn(User(id: 7))
/// _ = try await client.fetchUser(7)
/// verify(fetchUser)(7)
/// ```
///
/// Failures name the spy by `name`, else by the variable its creating line assigns it to
/// (`fetchUser(7)`), read only when a message is written. A spy may take any number of
/// arguments; pass the form of function the code expects.
public final class Spy<each Argument, Output>: Mock, Sendable {
    /// Records the spy's calls and holds its stubs.
    public let musterRecorder: CallRecorder
    /// The spy's one member.
    let member: Member<repeat each Argument, Output>

    /// What `verify(spy)` returns: call it with a matcher or a plain value per argument.
    public typealias Verifier = SpyVerifier<repeat each Argument, Output>

    /// What `given(spy)` returns: call it with a matcher or a plain value per argument.
    public typealias Stubber = SpyStubber<repeat each Argument, Output>

    /// Creates a spy.
    ///
    /// ```swift
    /// let onSave = Spy<Note, Void>()
    /// ```
    ///
    /// - Parameters:
    ///   - name: The spy's name in failure messages; by default the variable its creating line
    ///     assigns it to, or `spy`.
    ///   - unstubbedCalls: Whether a call that no stub answers returns a default value where
    ///     one exists, or fails the test; `nil` for ``MockDefaults/unstubbedCalls`` here.
    ///   - fileID: Where the spy is created; leave the default, the caller's file.
    ///   - filePath: Where the spy is created; leave the default, the caller's file.
    ///   - line: Where the spy is created; leave the default, the caller's line.
    ///   - column: Where the spy is created; leave the default, the caller's column.
    public init(
        _ name: String? = nil, unstubbedCalls: UnstubbedCallPolicy? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        musterRecorder = CallRecorder(
            spyNamed: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath,
            line: line, column: column)
        member = Member(spyNamed: SpyName(given: name, site: musterRecorder.site))
    }

    /// Calls the spy: records the call and returns the stub's answer.
    ///
    /// ```swift
    /// let user = fetchUser(7)
    /// ```
    public func callAsFunction(_ arguments: repeat each Argument) -> Output {
        call(member, repeat each arguments)
    }

    /// The spy as a function that neither throws nor awaits.
    ///
    /// ```swift
    /// let model = ListModel(onSelect: onSelect.function)
    /// ```
    public var function: @Sendable (repeat each Argument) -> Output {
        { (arguments: repeat each Argument) in self.call(self.member, repeat each arguments) }
    }

    /// The spy as a function that throws: a stub's error is thrown.
    ///
    /// ```swift
    /// let store = Store(save: save.throwingFunction)
    /// ```
    public var throwingFunction: @Sendable (repeat each Argument) throws -> Output {
        { (arguments: repeat each Argument) throws in
            try self.callThrowing(self.member, repeat each arguments)
        }
    }

    /// The spy as an `async` function: a stub may await, and a gate may hold its calls.
    ///
    /// ```swift
    /// let model = ShelfModel(loadProducts: loadProducts.asyncFunction)
    /// ```
    public var asyncFunction: @Sendable (repeat each Argument) async -> Output {
        { (arguments: repeat each Argument) async in
            await self.call(self.member, repeat each arguments)
        }
    }

    /// The spy as an `async` function that throws: a stub may await and throw, and a gate may
    /// hold its calls.
    ///
    /// ```swift
    /// let client = APIClient(fetchUser: fetchUser.asyncThrowingFunction)
    /// ```
    public var asyncThrowingFunction: @Sendable (repeat each Argument) async throws -> Output {
        { (arguments: repeat each Argument) async throws in
            try await self.callThrowing(self.member, repeat each arguments)
        }
    }
}

/// What `given(spy)` returns: call it with a matcher or a plain value per argument.
///
/// ```swift
/// given(fetchUser)(anything()).willReturn(User(id: 7))
/// ```
public struct SpyStubber<each Argument, Output>: MockStubber {
    private let stubbing: MemberStubbing<repeat each Argument, Output>

    /// Creates the stubber for one `given(spy)`.
    ///
    /// ```swift
    /// SpyStubber(target: fetchUser, stubbing: stubbing)
    /// ```
    public init(target: Spy<repeat each Argument, Output>, stubbing: Stubbing) {
        self.stubbing = MemberStubbing(member: target.member, stubbing: stubbing)
    }

    /// A stub for calls whose arguments satisfy `matchers`.
    ///
    /// ```swift
    /// given(fetchUser)(greaterThan(0)).willReturn(User(id: 7))
    /// ```
    public func callAsFunction(_ matchers: repeat any MatcherConvertible<each Argument>) -> Stub<
        repeat each Argument, Output, any Error
    > {
        stubbing(repeat each matchers)
    }

    /// A stub for calls whose arguments equal `values`, of any types.
    ///
    /// ```swift
    /// given(fetchUser)(7).willReturn(User(id: 7))
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ values: repeat each Argument) -> Stub<
        repeat each Argument, Output, any Error
    > {
        stubbing(repeat each values)
    }
}

/// What `verify(spy)` returns: call it with a matcher or a plain value per argument.
///
/// ```swift
/// verify(fetchUser)(7)
/// ```
public struct SpyVerifier<each Argument, Output>: MockVerifier {
    private let verification: MemberVerification<repeat each Argument, Output>

    /// Creates the verifier for one `verify(spy, count)`.
    ///
    /// ```swift
    /// SpyVerifier(target: fetchUser, verification: verification)
    /// ```
    public init(target: Spy<repeat each Argument, Output>, verification: Verification) {
        self.verification = MemberVerification(member: target.member, verification: verification)
    }

    /// Verifies calls whose arguments satisfy `matchers`.
    ///
    /// ```swift
    /// verify(fetchUser, times(2))(greaterThan(0))
    /// ```
    public func callAsFunction(_ matchers: repeat any MatcherConvertible<each Argument>) {
        verification(repeat each matchers)
    }

    /// Verifies calls whose arguments equal `values`, of any types.
    ///
    /// ```swift
    /// verify(fetchUser)(7)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ values: repeat each Argument) {
        verification(repeat each values)
    }
}

/// A spy's name in messages: the one given, else the variable its creating line assigns it to,
/// read from the source the first time a message needs it.
final class SpyName: Sendable {
    private let given: String?
    private let site: CallSite
    private let found = Locked<String?>(nil)

    init(given: String?, site: CallSite) {
        self.given = given
        self.site = site
    }

    var resolved: String {
        if let given { return given }
        return found.withLock { found in
            if let found { return found }
            let name = MockVariableName.assigned(at: site, typeName: "Spy") ?? "spy"
            found = name
            return name
        }
    }
}
