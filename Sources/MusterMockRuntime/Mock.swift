import Foundation
import MusterMatchers

/// A type that stands in for another in tests, recording the calls it receives in a
/// ``CallRecorder`` and answering them from stubs.
///
/// A hand-written mock declares a ``Member`` for each member it mocks and forwards each call
/// with ``CallRecording/call(_:_:)-4zlhz``; `verify(mock)` and `given(mock)` then reach
/// the members by name:
///
/// ```swift
/// final class NavigatorMock: Navigator, Mock {
///     let musterRecorder = CallRecorder()
///     let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
///     override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
/// }
///
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// ```
///
/// `@Mockable` writes mocks of protocols whose verifier and stubber keep the protocol's
/// argument labels.
public protocol Mock: CallRecording {
    /// What `verify(mock)` returns: by default the members of the mock, reached by name.
    associatedtype Verifier: MockVerifier = MemberVerifier<Self> where Verifier.Target == Self

    /// What `given(mock)` returns: by default the members of the mock, reached by name.
    associatedtype Stubber: MockStubber = MemberStubber<Self> where Stubber.Target == Self
}

/// A type that records the calls it receives in a ``CallRecorder``: every ``Mock``, and the
/// open base classes that `@Mockable` writes, which implement a protocol's requirements so that
/// the mock of a protocol inheriting from it can subclass them.
///
/// ```swift
/// class NamedMockBase: Named, CallRecording { let musterRecorder = CallRecorder(); var name: String { call(Member("name")) } }
/// ```
public protocol CallRecording {
    /// Records the calls this mock receives and holds its stubs. Named with Muster's prefix,
    /// as `musterVerification` and `musterStubbing` are, so that a protocol whose own member is
    /// called `recorder` can be mocked.
    var musterRecorder: CallRecorder { get }
}

extension CallRecording {
    /// The mock's name in failure messages: the recorder's name, or the mock's type name.
    ///
    /// ```swift
    /// NavigatorMock().mockName  // "NavigatorMock"
    /// ```
    public var mockName: String { musterRecorder.name ?? String(describing: type(of: self)) }

    /// Records a call of `member` and returns the answer of the newest stub that accepts it,
    /// or, when none does, what the recorder's ``UnstubbedCallPolicy`` says.
    ///
    /// ```swift
    /// override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
    /// ```
    ///
    /// A stub that throws is reported as a failure, since `member` cannot throw. A call that
    /// needs a value that no stub gives and that has no default value is reported and then
    /// stops the process, since there is nothing to return; stub it to avoid that. Failures of
    /// the mock itself are reported where the mock was created (``CallRecorder/site``).
    @_transparent
    public func call<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument
    ) -> Output {
        // Transparent, so that even an unoptimized build inlines it into the mock and packs the
        // arguments with their types known: run unspecialized, a function generic over a pack
        // looks up its tuple's metadata and zeroes its frame on every call, a third of
        // recording one in a debug build. Written out in each `call`, not shared: one more
        // transparent function costs a tenth more per call in either build. Nothing uses the
        // arguments after recording, so an optimized build packs and retains them once, for the
        // recorder's list: the recorder hands the call back only when it is to be answered.
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return answer(call, Output.self)
    }

    /// Records a call of an `async` member and returns the answer of the newest stub that
    /// accepts it, awaiting an answer that must be awaited; otherwise as the `call` of a
    /// member that is not `async`.
    ///
    /// ```swift
    /// func refresh() async -> Int { await call(refresh) }
    /// ```
    @_transparent
    public func call<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument
    ) async -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return await awaitedAnswer(call, Output.self)
    }

    /// Records a call of a member that throws, and returns or throws the newest matching
    /// stub's answer.
    ///
    /// ```swift
    /// func fetch(id: Int) throws -> User { try callThrowing(fetch, id) }
    /// ```
    ///
    /// A call that needs a value that no stub gives and that has no default value is reported
    /// and throws ``UnstubbedCallError``.
    @_transparent
    public func callThrowing<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument
    ) throws -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return try answerOrThrow(call, Output.self)
    }

    /// Records a call of an `async` member that throws, and returns or throws the newest
    /// matching stub's answer, awaiting an answer that must be awaited.
    ///
    /// ```swift
    /// func fetch(id: Int) async throws -> User { try await callThrowing(fetch, id) }
    /// ```
    @_transparent
    public func callThrowing<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument
    ) async throws -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return try await awaitedAnswerOrThrow(call, Output.self)
    }

    /// Records a call of a member with typed throws, and returns or throws the newest matching
    /// stub's answer.
    ///
    /// ```swift
    /// func load() throws(LoadError) -> Data { try callThrowing(load, throwing: LoadError.self) }
    /// ```
    ///
    /// A stub's error of another type is reported, and so is a call that needs a value that
    /// no stub gives and that has no default value; both then stop the process, since there
    /// is nothing it may return or throw.
    @_transparent
    public func callThrowing<each Argument, Output, Failure: Error>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        throwing: Failure.Type
    ) throws(Failure) -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return try answerOrThrow(call, Output.self, throwing: Failure.self)
    }

    /// Records a call of an `async` member with typed throws, and returns or throws the
    /// newest matching stub's answer, awaiting an answer that must be awaited.
    ///
    /// ```swift
    /// func load() async throws(LoadError) -> Data { try await callThrowing(load, throwing: LoadError.self) }
    /// ```
    @_transparent
    public func callThrowing<each Argument, Output, Failure: Error>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        throwing: Failure.Type
    ) async throws(Failure) -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: Output.self != Void.self
            )
        else {
            return unsafeBitCast((), to: Output.self)
        }
        return try await awaitedAnswerOrThrow(call, Output.self, throwing: Failure.self)
    }

    // The answers, out of line: stubs, defaults and failures are rare next to recording. Each
    // takes a constant of the member's own type at once, and leaves the rest to a function of
    // its own: the rest's `Output?` temporaries are allocated on entry, and an unspecialized
    // function looks up their metadata on every call, the constant's too.

    @usableFromInline
    func answer<Output>(_ call: RecordedCall, _: Output.Type) -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        return answer(call, stubbed, Output.self)
    }

    @inline(never)
    private func answer<Output>(_ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type)
        -> Output
    {
        do {
            if let stubbed, let value = try answered(call, stubbed, Output.self) { return value }
        } catch {
            reportThrow(of: error, by: call)
        }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }

    @usableFromInline
    func awaitedAnswer<Output>(_ call: RecordedCall, _: Output.Type) async -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        return await awaitedAnswer(call, stubbed, Output.self)
    }

    @inline(never)
    private func awaitedAnswer<Output>(
        _ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type
    ) async -> Output {
        do {
            if let stubbed,
                let value = try await awaited(call, stubbed, Output.self, canThrow: false)
            {
                return value
            }
        } catch {
            reportThrow(of: error, by: call)
        }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }

    @usableFromInline
    func answerOrThrow<Output>(_ call: RecordedCall, _: Output.Type) throws -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        do {
            return try answerOrThrow(call, stubbed, Output.self)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    @inline(never)
    private func answerOrThrow<Output>(
        _ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type
    ) throws -> Output {
        if let stubbed, let value = try answered(call, stubbed, Output.self) { return value }
        return try unstubbedValueOrError(of: call, Output.self)
    }

    @usableFromInline
    func awaitedAnswerOrThrow<Output>(_ call: RecordedCall, _: Output.Type) async throws
        -> Output
    {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        do {
            return try await awaitedAnswerOrThrow(call, stubbed, Output.self)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    @inline(never)
    private func awaitedAnswerOrThrow<Output>(
        _ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type
    ) async throws -> Output {
        if let stubbed,
            let value = try await awaited(call, stubbed, Output.self, canThrow: true)
        {
            return value
        }
        return try unstubbedValueOrError(of: call, Output.self)
    }

    @usableFromInline
    func answerOrThrow<Output, Failure: Error>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type
    ) throws(Failure) -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        do throws(Failure) {
            return try answerOrThrow(call, stubbed, Output.self, throwing: Failure.self)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    @inline(never)
    private func answerOrThrow<Output, Failure: Error>(
        _ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type, throwing: Failure.Type
    ) throws(Failure) -> Output {
        do {
            if let stubbed, let value = try answered(call, stubbed, Output.self) { return value }
        } catch let error as Failure {
            throw error
        } catch {
            return stop(call, reportingForeign: error, Failure.self, Output.self)
        }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }

    @usableFromInline
    func awaitedAnswerOrThrow<Output, Failure: Error>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        do throws(Failure) {
            return try await awaitedAnswerOrThrow(
                call, stubbed, Output.self, throwing: Failure.self)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    @inline(never)
    private func awaitedAnswerOrThrow<Output, Failure: Error>(
        _ call: RecordedCall, _ stubbed: StubAnswer?, _: Output.Type, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        do {
            if let stubbed,
                let value = try await awaited(
                    call, stubbed, Output.self, canThrow: CancellationError() is Failure)
            {
                return value
            }
        } catch let error as Failure {
            throw error
        } catch {
            return stop(call, reportingForeign: error, Failure.self, Output.self)
        }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }

    /// The stub's answer as an `Output`, or `nil` (reported) when a generic method was stubbed
    /// with a value of another type.
    func answered<Output>(_ call: RecordedCall, _ answer: StubAnswer, _: Output.Type)
        throws -> Output?
    {
        let value: Any
        do {
            value = try answer.run(call.packedArguments)
        } catch is AsyncAnswerInSyncCall {
            if let gateSite = answer.gateSite {
                report(
                    call, expecting: "to be held until resumed",
                    "it is not async, so it cannot wait; the calls held at "
                        + "\(gateSite.fileID):\(gateSite.line) must be of an async member")
            } else {
                report(
                    call, expecting: "to be answered without waiting",
                    "it was stubbed with an answer that must be awaited, and it is not async")
            }
            return nil
        }
        return converted(call, value, Output.self)
    }

    /// The stub's answer, awaited, as an `Output`.
    nonisolated(nonsending) func awaited<Output>(
        _ call: RecordedCall, _ answer: StubAnswer, _: Output.Type, canThrow: Bool
    ) async throws -> Output? {
        let value: Any
        do {
            value = try await answer.value(for: call, canThrow: canThrow)
        } catch is AnswerAsUnstubbed {
            return nil
        }
        return converted(call, value, Output.self)
    }

    /// `value` as an `Output`, or `nil` (reported) when a generic method was stubbed with a
    /// value of another type.
    private func converted<Output>(_ call: RecordedCall, _ value: Any, _: Output.Type) -> Output? {
        if let value = value as? Output { return value }
        report(
            call, expecting: "to return \(String(describing: Output.self))",
            "it was stubbed to return \(ValueRenderer.render(value)) of type "
                + String(describing: type(of: value)))
        return nil
    }

    /// The value for a call that no stub answered, after reporting it if the policy says so;
    /// `nil` (reported) when the result type has no default.
    func unstubbedValue<Output>(of call: RecordedCall, _: Output.Type) -> Output? {
        unstubbedValue(of: call, Output.self) { report(call, expecting: "to be stubbed", $0) }
    }

    /// The value for a call that no stub answered, after reporting it if the policy says so;
    /// `nil` when the result type has no default, the finding then given to `reportMissing`.
    private func unstubbedValue<Output>(
        of call: RecordedCall, _: Output.Type, reportingMissing reportMissing: (String) -> Void
    ) -> Output? {
        let isStrict = musterRecorder.unstubbedCalls == .fail
        let strictFinding = {
            "it was not, and this mock fails calls that are not stubbed; stub it: "
                + self.stubLine(for: call, Output.self)
        }
        if let value = defaultMockValue(Output.self) {
            if isStrict { report(call, expecting: "to be stubbed", strictFinding()) }
            return value
        }
        let forwarding = self is any ForwardingMock ? ", or make the mock with forwardingTo:" : ""
        reportMissing(
            isStrict
                ? strictFinding()
                : "it was not, and \(String(describing: Output.self)) has no default value; "
                    + "stub it: \(stubLine(for: call, Output.self))\(forwarding)")
        return nil
    }

    /// The line that would stub `call`: `given(repository).fetch(id: 3).willReturn(…)`, or
    /// `.willDoNothing()` for a member that returns nothing. The mock is named as the test
    /// named it: its `name:`, else the variable its creating line assigns it to, else a
    /// variable named after its type.
    private func stubLine<Output>(for call: RecordedCall, _: Output.Type) -> String {
        let answer = Output.self == Void.self ? "willDoNothing()" : "willReturn(…)"
        if let spyName = call.member.spyName {
            let name = spyName.resolved
            return "given(\(name))\(call.sourceText.dropFirst(name.count)).\(answer)"
        }
        let variable =
            musterRecorder.name ?? MockVariableName.assigned(
                at: musterRecorder.site, typeName: String(mockName.prefix { $0 != "<" }))
            ?? MockVariableName.guessed(fromType: mockName)
        return "given(\(variable)).\(call.sourceText).\(answer)"
    }

    /// Reports a stub's error thrown by a member that cannot throw.
    func reportThrow(of error: any Error, by call: RecordedCall) {
        report(
            call, expecting: "to be stubbed to return a value",
            "it was stubbed to throw \(ValueRenderer.renderError(error)), and it cannot throw")
    }

    /// Reports a stub's error of a type the member cannot throw, and stops.
    func stop<Failure, Output>(
        _ call: RecordedCall, reportingForeign error: any Error, _: Failure.Type,
        _: Output.Type
    ) -> Output {
        report(
            call, expecting: "to throw only \(String(describing: Failure.self))",
            "it was stubbed to throw \(ValueRenderer.renderError(error))")
        return stop(call, Output.self)
    }

    /// The value for an unanswered call of a member that throws; ``UnstubbedCallError`` when
    /// its result type has no default.
    func unstubbedValueOrError<Output>(of call: RecordedCall, _: Output.Type) throws
        -> Output
    {
        var stop: (any Error)?
        let value = unstubbedValue(of: call, Output.self) { finding in
            stop = RuntimeFailures.reportStop(
                expectation: { self.writeExpectation(call, "to be stubbed", into: &$0) },
                finding: { $0.append(finding) }, site: musterRecorder.site)
        }
        // Under Swift Testing the runner's own error, which it does not record a second time
        // when it leaves the test.
        guard let value else { throw stop ?? UnstubbedCallError(call: call.description) }
        return value
    }

    /// Reports a call that could not be answered: `Expected <mock>.<call> <expectation>, but
    /// <finding>`.
    private func report(_ call: RecordedCall, expecting expectation: String, _ finding: String) {
        RuntimeFailures.report(
            expectation: { writeExpectation(call, expectation, into: &$0) },
            finding: { $0.append(finding) }, site: musterRecorder.site)
    }

    private func writeExpectation(
        _ call: RecordedCall, _ expectation: String, into text: inout Description
    ) {
        text.append(call.member.callPrefix(mockName: mockName))
        call.write(into: &text)
        text.append(" \(expectation)")
    }

    func stop<Output>(_ call: RecordedCall, _: Output.Type) -> Output {
        fatalError(
            "\(call.member.callPrefix(mockName: mockName))\(call) has no \(String(describing: Output.self)) to return; stub it: "
                + stubLine(for: call, Output.self))
    }
}

/// Thrown by a mock's throwing member when it was called without a stub and its result type
/// has no default value, under XCTest and outside tests. The test has already been failed with
/// a message naming the call. (Under Swift Testing the member throws the runner's own error for
/// a failure already recorded, which it does not record a second time.)
///
/// ```swift
/// XCTAssertThrowsError(try repository.fetch(id: 3)) { XCTAssert($0 is UnstubbedCallError) }
/// ```
public struct UnstubbedCallError: Error, Sendable, Hashable, CustomStringConvertible,
    CustomNSError
{
    /// Tells XCTest that the failure was already recorded (XCTest on Linux does not read it).
    public var errorUserInfo: [String: Any] { ["XCTestErrorUserInfoKeyShouldIgnore": true] }

    /// The call, as Swift would write it: `fetch(id: 3)`.
    ///
    /// ```swift
    /// error.call  // "fetch(id: 3)"
    /// ```
    public let call: String

    /// Creates the error for `call`, written as Swift would write it.
    ///
    /// ```swift
    /// UnstubbedCallError(call: "fetch(id: 3)")
    /// ```
    public init(call: String) { self.call = call }

    /// `no stub for fetch(id: 3)`.
    ///
    /// ```swift
    /// UnstubbedCallError(call: "fetch(id: 3)").description  // "no stub for fetch(id: 3)"
    /// ```
    public var description: String { "no stub for \(call)" }
}
