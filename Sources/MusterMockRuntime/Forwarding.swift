import MusterMatchers

// Forwarding: a mock made with a real object answers each call that no stub answers by calling
// the real object. What it guarantees: every call is recorded first, as any call is; a stub
// the test makes wins over forwarding, which is the oldest answer of each member.

extension CallRecording {
    /// Answers the calls of `member` that no stub answers by running `body`, which calls the
    /// real object: what a generated mock's `init(forwardingTo:)` writes for each member it
    /// can forward. The newest stub still answers first.
    ///
    /// ```swift
    /// musterForward(fetch) { (id: Int) async throws -> User in try await real.fetch(id: id) }
    /// ```
    public func musterForward<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>,
        to body: @escaping (repeat each Argument) async throws -> Output
    ) {
        forwardingStub(member).willAnswer(body)
    }

    /// The same for a member that does not await.
    ///
    /// ```swift
    /// musterForward(lookUp) { (name: String) throws -> User in real.lookUp(name) }
    /// ```
    @_disfavoredOverload
    public func musterForward<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>,
        to body: @escaping (repeat each Argument) throws -> Output
    ) {
        forwardingStub(member).willAnswer(body)
    }

    private func forwardingStub<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>
    ) -> Stub<repeat each Argument, Output, any Error> {
        Stubbing(recorder: musterRecorder, mockName: mockName).stub(
            member, repeat anyArgument((each Argument).self), failure: (any Error).self)
    }
}

/// A mock that can be made with a real object to forward to: what a generated mock's
/// `init(forwardingTo:)` offers, which a failure for want of a stub then suggests.
///
/// ```swift
/// let inventory = InventoryMock(forwardingTo: ShopInventory())
/// ```
public protocol ForwardingMock {}

/// A matcher that accepts any argument of the type.
private func anyArgument<Argument>(_: Argument.Type) -> Matcher<Argument> { anything() }
