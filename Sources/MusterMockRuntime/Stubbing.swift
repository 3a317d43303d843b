import MusterMatchers

/// Starts stubbing a member of `mock`: name the member and its arguments, then say what it
/// does.
///
/// ```swift
/// given(repository).fetch(id: 3).willReturn(User(id: 3))
/// given(repository).fetch(id: anything()).willThrow(NetworkError.offline)
/// ```
///
/// The newest stub whose matchers accept a call answers it.
public func given<Target: Mock>(_ mock: Target) -> Target.Stubber {
    Target.Stubber(
        target: mock, stubbing: Stubbing(recorder: mock.musterRecorder, mockName: mock.mockName))
}

/// Where stubs made through a mock's stubber go. Stubbers (generated or your own) turn each
/// member into a ``Stub`` with ``stub(_:_:failure:)``.
///
/// ```swift
/// stubbing.stub(Member<Int, User>("fetch(id:)"), id.asMatcher(), failure: (any Error).self)
/// ```
public struct Stubbing: Sendable {
    package let recorder: CallRecorder
    /// The mock's name in failure messages: `CatalogMock`.
    package let mockName: String

    /// A stub of `member` for calls whose arguments satisfy `matchers`, whose answers may throw
    /// only `Failure` (`Never` for a member that does not throw).
    ///
    /// ```swift
    /// stubbing.stub(fetch, equalTo(3), failure: (any Error).self).willReturn(user)
    /// ```
    public func stub<each Argument, Output, Failure: Error>(
        _ member: Member<repeat each Argument, Output>,
        _ matchers: repeat Matcher<each Argument>, failure: Failure.Type
    ) -> Stub<repeat each Argument, Output, Failure> {
        Stub(
            recorder: recorder, mockName: mockName,
            matchers: ArgumentMatchers(member, repeat each matchers))
    }
}

/// A call to stub, waiting to be told what to do.
///
/// ```swift
/// given(repository).fetch(id: 3).willReturn(User(id: 3))
/// ```
public struct Stub<each Argument, Output, Failure: Error>: Sendable {
    package let recorder: CallRecorder
    package let mockName: String
    package let matchers: ArgumentMatchers

    /// Returns `value`; given several, returns them in turn, then repeats the last.
    ///
    /// ```swift
    /// given(counter).next().willReturn(1, 2, 3)
    /// ```
    @discardableResult
    public func willReturn(_ value: Output, _ more: Output...) -> StubbedAnswers<
        repeat each Argument, Output, Failure
    > {
        willReturn(value, more)
    }

    /// `willReturn(_:_:)` with the later values in an array, for forms that pass theirs on.
    func willReturn(_ value: Output, _ more: [Output])
        -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        let answers = register()
        answers.thenReturn(value)
        for value in more { answers.thenReturn(value) }
        return answers
    }

    /// Throws `error`.
    ///
    /// ```swift
    /// given(repository).fetch(id: 3).willThrow(NetworkError.offline)
    /// ```
    @discardableResult
    public func willThrow(_ error: Failure) -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        register().thenThrow(error)
    }

    /// Runs `body` on the call's arguments, which must throw: for an error that depends on the
    /// arguments.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willThrow { id in throw NotFound(id: id) }
    /// ```
    @discardableResult
    public func willThrow(_ body: @escaping (repeat each Argument) throws(Failure) -> Never)
        -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        register().adding { (arguments: repeat each Argument) throws(Failure) -> Output in
            try body(repeat each arguments)
        }
    }

    /// Runs `body` on the call's arguments, awaiting it, which must throw: for an `async`
    /// member, to simulate latency before a failure.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willThrow { _ in
    ///     try await Task.sleep(for: .milliseconds(50))
    ///     throw NetworkError.timedOut
    /// }
    /// ```
    @discardableResult
    public func willThrow(_ body: @escaping (repeat each Argument) async throws(Failure) -> Never)
        -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        register().adding {
            (arguments: repeat each Argument) async throws(Failure) -> Output in
            try await body(repeat each arguments)
        }
    }

    /// Runs `body` on the call's arguments and returns what it returns, or throws what it
    /// throws.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willAnswer { id in User(id: id) }
    /// ```
    @discardableResult
    public func willAnswer(
        _ body: @escaping (repeat each Argument) throws(Failure) -> Output
    ) -> StubbedAnswers<repeat each Argument, Output, Failure> {
        register().adding(body)
    }

    /// Runs `body` on the call's arguments, awaiting it, and returns what it returns, or
    /// throws what it throws: for an `async` member, to simulate latency or await anything.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willAnswer { id in
    ///     try await Task.sleep(for: .milliseconds(50))
    ///     return User(id: id)
    /// }
    /// ```
    @discardableResult
    public func willAnswer(
        _ body: @escaping (repeat each Argument) async throws(Failure) -> Output
    ) -> StubbedAnswers<repeat each Argument, Output, Failure> {
        register().adding(body)
    }

    /// Runs `body` on the call's arguments, as `willAnswer(_:)` does, for a member whose
    /// arguments include a closure, such as a completion handler, which `body` may call.
    ///
    /// ```swift
    /// given(load)(anything(), anything()).willCallBack { _, completion in completion(7) }
    /// ```
    ///
    /// Swift 6.3 crashes compiling `willAnswer` with such a closure (its SILGen fails on a
    /// closure of a parameter pack that holds a function, where the stub's error type is
    /// generic). This form's closure throws untyped errors instead; an error of another type
    /// than the member throws is reported, as a stub's foreign error always is.
    @discardableResult
    public func willCallBack(_ body: @escaping (repeat each Argument) throws -> Output)
        -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        register().callingBack(body)
    }

    /// Runs `body` on the call's arguments, awaiting it, as `willCallBack(_:)` does: for
    /// an `async` member whose arguments include a closure.
    ///
    /// ```swift
    /// given(fetch)(anything(), anything()).willCallBack { _, progress in
    ///     await progress(0.5)
    ///     return data
    /// }
    /// ```
    @discardableResult
    public func willCallBack(_ body: @escaping (repeat each Argument) async throws -> Output)
        -> StubbedAnswers<repeat each Argument, Output, Failure>
    {
        register().callingBack(body)
    }

    fileprivate func register() -> StubbedAnswers<repeat each Argument, Output, Failure> {
        let entry = StubEntry(matchers)
        recorder.add(entry)
        return StubbedAnswers(entry: entry)
    }
}

/// A stub's answers so far; add more to give a different answer to each later call. The last
/// answer repeats.
///
/// ```swift
/// given(loader).load().willThrow(LoadError.busy).thenReturn(data)
/// ```
public struct StubbedAnswers<each Argument, Output, Failure: Error>: Sendable {
    let entry: StubEntry

    /// Then returns `value`.
    ///
    /// ```swift
    /// given(counter).next().willReturn(1).thenReturn(2)
    /// ```
    @discardableResult
    public func thenReturn(_ value: Output) -> Self {
        entry.add(StubAnswer(returning: value))
        return self
    }

    /// Then throws `error`.
    ///
    /// ```swift
    /// given(loader).load().willReturn(data).thenThrow(LoadError.busy)
    /// ```
    @discardableResult
    public func thenThrow(_ error: Failure) -> Self {
        let error = UncheckedSendable(value: error)
        entry.add(StubAnswer { _ in throw error.value }.summarized(.throwsError(error.value)))
        return self
    }

    /// Then runs `body` on the call's arguments.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willReturn(cached).thenAnswer { id in User(id: id) }
    /// ```
    @discardableResult
    public func thenAnswer(_ body: @escaping (repeat each Argument) throws(Failure) -> Output)
        -> Self
    {
        adding(body)
    }

    /// Then runs `body` on the call's arguments, awaiting it: for an `async` member.
    ///
    /// ```swift
    /// given(repository).fetch(id: anything()).willReturn(cached).thenAnswer { id in await load(id) }
    /// ```
    @discardableResult
    public func thenAnswer(
        _ body: @escaping (repeat each Argument) async throws(Failure) -> Output
    ) -> Self {
        adding(body)
    }

    /// Then runs `body` on the call's arguments, as `Stub.willCallBack(_:)` does, for a
    /// member whose arguments include a closure.
    ///
    /// ```swift
    /// given(load)(anything(), anything()).willReturn(()).thenCallBack { _, done in done(7) }
    /// ```
    @discardableResult
    public func thenCallBack(_ body: @escaping (repeat each Argument) throws -> Output) -> Self {
        callingBack(body)
    }

    /// Then runs `body` on the call's arguments, awaiting it: for an `async` member whose
    /// arguments include a closure.
    ///
    /// ```swift
    /// given(fetch)(anything(), anything()).willReturn(cached).thenCallBack { _, progress in
    ///     await progress(1)
    ///     return data
    /// }
    /// ```
    @discardableResult
    public func thenCallBack(_ body: @escaping (repeat each Argument) async throws -> Output)
        -> Self
    {
        callingBack(body)
    }

    // With untyped errors the answer is made as `StubAnswer`'s own closure, which throws any
    // error: the mock reports one that its member cannot throw.
    fileprivate func callingBack(_ body: @escaping (repeat each Argument) throws -> Output)
        -> Self
    {
        entry.add(
            StubAnswer { packed in
                // The stub's matchers accepted these arguments, so they have these types.
                guard let arguments = packed as? (repeat each Argument) else {
                    preconditionFailure("stub answered a call of another member")
                }
                return try body(repeat each arguments)
            })
        return self
    }

    fileprivate func callingBack(
        _ body: @escaping (repeat each Argument) async throws -> Output
    ) -> Self {
        entry.add(
            StubAnswer(awaiting: { packed in
                guard let arguments = packed as? (repeat each Argument) else {
                    preconditionFailure("stub answered a call of another member")
                }
                return try await body(repeat each arguments)
            }))
        return self
    }

    fileprivate func adding(_ body: @escaping (repeat each Argument) throws(Failure) -> Output)
        -> Self
    {
        entry.add(
            StubAnswer { packed in
                // The stub's matchers accepted these arguments, so they have these types.
                guard let arguments = packed as? (repeat each Argument) else {
                    preconditionFailure("stub answered a call of another member")
                }
                return try body(repeat each arguments)
            })
        return self
    }

    fileprivate func adding(
        _ body: @escaping (repeat each Argument) async throws(Failure) -> Output
    ) -> Self {
        entry.add(
            StubAnswer(awaiting: { packed in
                // The stub's matchers accepted these arguments, so they have these types.
                guard let arguments = packed as? (repeat each Argument) else {
                    preconditionFailure("stub answered a call of another member")
                }
                return try await body(repeat each arguments)
            }))
        return self
    }
}

extension Stub {
    /// Returns `value` once `delay` has passed on `clock`, for an `async` member: a call that
    /// stays in flight for a while and then resolves itself, as a slow service's does. On a
    /// `TestClock` the call resolves when the test moves the clock past it.
    ///
    /// ```swift
    /// given(catalog).price(of: "kiwi").willReturn(3, after: .seconds(2), on: clock)
    /// ```
    ///
    /// A call cancelled while it waits ends at once: with a `CancellationError` where the member
    /// can throw one, else with `value`. A member that is not `async` cannot wait, and its call
    /// fails as any awaited answer's does.
    @discardableResult
    public func willReturn<WaitClock: Clock>(
        _ value: Output, after delay: WaitClock.Duration, on clock: WaitClock = ContinuousClock()
    ) -> StubbedAnswers<repeat each Argument, Output, Failure> {
        register().thenReturn(value, after: delay, on: clock)
    }

    /// Throws `error` once `delay` has passed on `clock`, for an `async` member: a call that
    /// fails after a while, as one that times out does.
    ///
    /// ```swift
    /// given(catalog).price(of: "kiwi").willThrow(CatalogError.timedOut, after: .seconds(30), on: clock)
    /// ```
    @discardableResult
    public func willThrow<WaitClock: Clock>(
        _ error: Failure, after delay: WaitClock.Duration, on clock: WaitClock = ContinuousClock()
    ) -> StubbedAnswers<repeat each Argument, Output, Failure> {
        register().thenThrow(error, after: delay, on: clock)
    }
}

extension StubbedAnswers {
    /// Then returns `value` once `delay` has passed on `clock`; see
    /// ``Stub/willReturn(_:after:on:)``.
    ///
    /// ```swift
    /// given(catalog).products().willReturn([]).thenReturn(["plum"], after: .seconds(1), on: clock)
    /// ```
    @discardableResult
    public func thenReturn<WaitClock: Clock>(
        _ value: Output, after delay: WaitClock.Duration, on clock: WaitClock = ContinuousClock()
    ) -> Self {
        let boxed: Any = value
        entry.add(
            StubAnswer(waiting: { canThrow in
                try await Self.wait(delay, on: clock, canThrow: canThrow)
                return boxed
            }).summarized(.returnsAfter(boxed, delay: "\(delay)")))
        return self
    }

    /// Then throws `error` once `delay` has passed on `clock`.
    ///
    /// ```swift
    /// given(catalog).products().willReturn(["plum"]).thenThrow(CatalogError.timedOut, after: .seconds(30), on: clock)
    /// ```
    @discardableResult
    public func thenThrow<WaitClock: Clock>(
        _ error: Failure, after delay: WaitClock.Duration, on clock: WaitClock = ContinuousClock()
    ) -> Self {
        let boxed: any Error = error
        entry.add(
            StubAnswer(waiting: { canThrow in
                try await Self.wait(delay, on: clock, canThrow: canThrow)
                throw boxed
            }).summarized(.throwsAfter(boxed, delay: "\(delay)")))
        return self
    }

    /// Sleeps for `delay`; cancelled, throws a `CancellationError` where the member can throw
    /// one, else returns at once.
    private static func wait<WaitClock: Clock>(
        _ delay: WaitClock.Duration, on clock: WaitClock, canThrow: Bool
    ) async throws {
        do {
            try await clock.sleep(until: clock.now.advanced(by: delay), tolerance: nil)
        } catch {
            if canThrow { throw CancellationError() }
        }
    }
}

extension Stub where Output == Void {
    /// Returns without doing anything: how a mock that fails unstubbed calls is told that a
    /// call of a member that returns nothing is expected.
    ///
    /// ```swift
    /// given(sleeper).sleep(for: .seconds(1)).willDoNothing()
    /// ```
    @discardableResult
    public func willDoNothing() -> StubbedAnswers<repeat each Argument, Output, Failure> {
        willReturn((), [])
    }
}
