import Foundation

/// Reads what a stream emits, one step at a time, inside ``observe(_:timeout:clock:isolation:fileID:file:line:column:_:)``:
/// take the next element and check it, assert that nothing comes for a while, await the end.
///
/// Each step waits for the event it needs, up to the timeout (the polling defaults' unless
/// the step or `observe` gives one), and reports a failure at its own line that says what it
/// expected next and shows the stream's timeline: each event with its time, and how the stream
/// ended or that it had not. On a ``TestClock`` the wait moves virtual time itself, so a
/// stream that stays silent fails at once.
///
/// ```swift
/// await observe(model.updates) { updates in
///     await updates.expectNext(.loading)
///     await updates.expectNext(isCase(State.loaded))
///     await updates.expectFinished()
/// }
/// ```
public final class StreamObserver<Element: Sendable> {
    let recording: StreamRecording<Element>
    private let defaultTimeout: Duration?
    /// How many events the steps have taken.
    private(set) var consumed = 0
    /// Set by ``ignoreRemainingEvents()``: what comes later is not reported either.
    private var ignoresRest = false
    /// Set by ``cancel()``: no event comes after those recorded, so a step does not wait.
    private var isCancelled = false

    init(recording: StreamRecording<Element>, timeout: Duration?) {
        self.recording = recording
        defaultTimeout = timeout
    }

    /// The step's timeout, or `nil` after a failure at its line when it is not more than zero,
    /// which no wait can honour.
    private func timeout(_ given: Duration?, site: CallSite) -> Duration? {
        let timeout = given ?? defaultTimeout ?? PollingDefaults.current.timeout
        guard timeout <= .zero else { return timeout }
        reportFailure(
            Failure.compose(
                expectation: { $0.append("a step's timeout to be more than zero") },
                finding: { $0.append("it was \(secondsText(timeout))") }, site: site))
        return nil
    }

    /// Takes the next element: `nil`, with a failure at the caller's line, when the stream ends
    /// or none comes within the timeout.
    ///
    /// ```swift
    /// let message = await messages.next()
    /// ```
    @discardableResult
    public func next(
        timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Element? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let position = consumed + 1
        return await takeElement(
            timeout: timeout, site: site, expectation: { $0.append("element \(position)") })
    }

    /// Takes the next element and checks it with `matcher`, reporting a mismatch, an end or a
    /// silence at the caller's line; returns the element, matched or not, if one came.
    ///
    /// ```swift
    /// await updates.expectNext(isCase(State.loaded))
    /// ```
    @discardableResult
    public func expectNext(
        _ matcher: Matcher<Element>, timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Element? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let position = consumed + 1
        let expectation: FailureWriter = { text in
            matcher.describe(into: &text)
            text.append(" as element \(position)")
        }
        guard
            let (element, at) = await takeTimedElement(
                timeout: timeout, site: site, expectation: expectation)
        else { return nil }
        let result = matcher.match(element)
        if !result.isMatch {
            reportFailure(
                stepFailure(
                    { text in
                        matcher.describe(into: &text, judging: result)
                        text.append(" as element \(position)")
                    }, site: site
                ) { text in
                    result.describeMismatch(into: &text)
                    text.append(" (at \(secondsText(at)))")
                })
        }
        return element
    }

    /// Takes the next element and checks that it equals `expected`.
    ///
    /// ```swift
    /// await updates.expectNext(.loading)
    /// ```
    @discardableResult
    public func expectNext(
        _ expected: Element, timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Element? where Element: Equatable {
        await expectNext(
            equalTo(expected), timeout: timeout, fileID: fileID, file: filePath, line: line,
            column: column)
    }

    /// Takes the next `count` elements without checking them; an end or a silence first is a
    /// failure at the caller's line.
    ///
    /// ```swift
    /// await ticks.skip(3)
    /// ```
    public func skip(
        _ count: Int, timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for _ in 0..<max(count, 0) {
            let position = consumed + 1
            let taken = await takeElement(timeout: timeout, site: site) {
                $0.append("element \(position), skipping \(count)")
            }
            if taken == nil { return }
        }
    }

    /// Asserts that nothing comes for `duration` (on the clock the observation runs on): no
    /// element, no end and no error. What came is left for the next step, so that one mistake
    /// is one failure rather than a shift of every later step.
    ///
    /// ```swift
    /// await results.expectNoElement(for: .milliseconds(300))  // the search is debounced
    /// ```
    public func expectNoElement(
        for duration: Duration, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let duration = timeout(duration, site: site),
            let event = await event(within: duration)
        else { return }
        reportFailure(
            stepFailure({ $0.append("no element for \(secondsText(duration))") }, site: site) {
                [consumed] in event.writeArrival(asElement: consumed + 1, into: &$0)
            })
    }

    /// Asserts that the stream finishes next, without an element or an error first.
    ///
    /// ```swift
    /// await updates.expectFinished()
    /// ```
    public func expectFinished(
        timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let after = consumed
        let expectation: FailureWriter = {
            $0.append("the stream to finish")
            if after > 0 { $0.append(" after element \(after)") }
        }
        guard let timeout = self.timeout(timeout, site: site) else { return }
        guard let event = await event(within: timeout) else {
            return reportFailure(silence(timeout, expectation: expectation, site: site))
        }
        if case .finished = event.kind { return consumed += 1 }
        consumed += 1
        reportFailure(unexpected(event, expectation: expectation, site: site))
    }

    /// Asserts that the stream throws next, an error that `matcher` accepts (any error unless
    /// given), and returns the error.
    ///
    /// ```swift
    /// await messages.expectFailure(instanceOf(ChatError.self))
    /// ```
    @discardableResult
    public func expectFailure(
        _ matcher: Matcher<any Error> = anything(), timeout: Duration? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> (any Error)? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let after = consumed
        let expectation: FailureWriter = { text in
            text.append("the stream to throw ")
            matcher.describe(into: &text)
            if after > 0 { text.append(" after element \(after)") }
        }
        guard let timeout = self.timeout(timeout, site: site) else { return nil }
        guard let event = await event(within: timeout) else {
            reportFailure(silence(timeout, expectation: expectation, site: site))
            return nil
        }
        consumed += 1
        guard case .failed(let error) = event.kind else {
            reportFailure(unexpected(event, expectation: expectation, site: site))
            return nil
        }
        let result = matcher.match(error)
        if !result.isMatch {
            reportFailure(
                stepFailure(expectation, site: site) { text in
                    text.append("it threw at \(secondsText(event.at)) an error that ")
                    result.describeMismatch(into: &text)
                })
        }
        return error
    }

    /// Marks every event so far, and every one still to come, as consumed, so that the end of
    /// the observation reports none of them: an end, an error or elements the test leaves.
    ///
    /// ```swift
    /// await ticks.expectNext(1)
    /// ticks.ignoreRemainingEvents()
    /// ```
    public func ignoreRemainingEvents() {
        consumed = recording.events.count
        ignoresRest = true
    }

    /// Takes the next event, whatever it is: an element, the end or an error; `nil`, with a
    /// failure at the caller's line, when nothing comes within the timeout.
    ///
    /// ```swift
    /// if case .element(let message) = await messages.nextEvent() { … }
    /// ```
    @discardableResult
    public func nextEvent(
        timeout: Duration? = nil, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Event? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let timeout = self.timeout(timeout, site: site) else { return nil }
        let position = consumed + 1
        guard let event = await event(within: timeout) else {
            reportFailure(
                silence(timeout, expectation: { $0.append("event \(position)") }, site: site))
            return nil
        }
        consumed += 1
        return Event(event.kind)
    }

    /// Takes every element received so far and returns the last, without waiting: the state a
    /// screen shows now. None received (or an end or an error first) is a failure at the
    /// caller's line.
    ///
    /// ```swift
    /// await model.type("milk")
    /// let shown = observer.expectMostRecentElement()
    /// ```
    @discardableResult
    public func expectMostRecentElement(
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Element? {
        var latest: Element?
        for event in recording.events.dropFirst(consumed) {
            guard case .element(let element) = event.kind else { break }
            latest = element
            consumed += 1
        }
        if let latest { return latest }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let next = recording.events.dropFirst(consumed).first
        reportFailure(
            stepFailure({ $0.append("an element received by now") }, site: site) {
                [consumed] text in
                if let next {
                    next.writeArrival(asElement: consumed + 1, into: &text)
                } else {
                    text.append(
                        consumed == 0 ? "none had come" : "none had come after element \(consumed)")
                }
            })
        return nil
    }

    /// The events received and not yet taken, without taking them.
    ///
    /// ```swift
    /// #expect(observer.remainingEvents.count == 2)
    /// ```
    public var remainingEvents: [Event] {
        recording.events.dropFirst(consumed).map { Event($0.kind) }
    }

    /// Stops reading the stream (its consuming task is cancelled and has ended when this
    /// returns): what it sent before is still there for the steps, and a step that needs more
    /// fails at once. Events received and not taken are still reported at the end of `observe`,
    /// unless ``ignoreRemainingEvents()`` leaves them.
    ///
    /// ```swift
    /// await ticks.expectNext(1)
    /// await ticks.cancel()
    /// ```
    public func cancel() async {
        isCancelled = true
        await recording.stop()
    }

    /// One thing the stream did: what ``nextEvent(timeout:fileID:file:line:column:)`` takes and
    /// ``remainingEvents`` lists.
    ///
    /// ```swift
    /// observer.remainingEvents == [.element(3), .finished]  // for Equatable elements
    /// ```
    public enum Event: CustomStringConvertible {
        /// An element the stream emitted.
        case element(Element)
        /// The stream's end.
        case finished
        /// The error the stream threw.
        case failed(any Error)

        init(_ kind: StreamEvent<Element>.Kind) {
            switch kind {
            case .element(let element): self = .element(element)
            case .finished: self = .finished
            case .failed(let error): self = .failed(error)
            }
        }

        /// `7`, `finished`, `threw NetworkError.offline`.
        public var description: String {
            switch self {
            case .element(let element): ValueRenderer.render(element, limit: 200)
            case .finished: "finished"
            case .failed(let error): "threw " + ValueRenderer.renderError(error)
            }
        }
    }

    // MARK: Steps

    /// The next event after those taken, within `timeout`; after ``cancel()``, only one already
    /// received.
    private func event(within timeout: Duration) async -> StreamEvent<Element>? {
        if isCancelled {
            let events = recording.events
            return consumed < events.count ? events[consumed] : nil
        }
        return await recording.event(at: consumed, within: timeout)
    }

    private func takeElement(
        timeout: Duration?, site: CallSite, expectation: @escaping FailureWriter
    ) async -> Element? {
        await takeTimedElement(timeout: timeout, site: site, expectation: expectation)?.0
    }

    private func takeTimedElement(
        timeout: Duration?, site: CallSite, expectation: @escaping FailureWriter
    ) async -> (Element, Duration)? {
        guard let timeout = self.timeout(timeout, site: site) else { return nil }
        guard let event = await event(within: timeout) else {
            reportFailure(silence(timeout, expectation: expectation, site: site))
            return nil
        }
        consumed += 1
        guard case .element(let element) = event.kind else {
            // Taken: the end is this step's failure, not a second one at the end of `observe`.
            reportFailure(unexpected(event, expectation: expectation, site: site))
            return nil
        }
        return (element, event.at)
    }

    /// A step's failure: its finding, then the stream's timeline, and for a wait that ran out on
    /// a test clock, the clock's note.
    private func stepFailure(
        _ expectation: @escaping FailureWriter, site: CallSite, waitedOut: Bool = false,
        _ finding: @escaping FailureWriter
    ) -> Failure {
        Failure.compose(
            expectation: expectation,
            finding: { [recording] text in
                finding(&text)
                recording.appendTimeline(to: &text)
                if waitedOut { recording.appendClockNote(to: &text) }
            }, site: site)
    }

    private func silence(_ timeout: Duration, expectation: @escaping FailureWriter, site: CallSite)
        -> Failure
    {
        if isCancelled {
            return stepFailure(expectation, site: site) {
                $0.append("nothing more came before the observation was cancelled")
            }
        }
        return stepFailure(expectation, site: site, waitedOut: true) {
            $0.append("nothing came within \(secondsText(timeout))")
        }
    }

    private func unexpected(
        _ event: StreamEvent<Element>, expectation: @escaping FailureWriter, site: CallSite
    ) -> Failure {
        stepFailure(expectation, site: site) { [consumed] in
            event.writeArrival(asElement: consumed, into: &$0)
        }
    }

    /// The failure for events left unconsumed at the end of the observation, or `nil`.
    func unconsumedFailure(site: CallSite) -> Failure? {
        guard !ignoresRest else { return nil }
        let left = recording.events.dropFirst(consumed)
        guard !left.isEmpty else { return nil }
        return stepFailure(
            { $0.append("every event of the stream to be consumed") }, site: site
        ) { text in
            text.append("\(left.count) \(left.count == 1 ? "was" : "were") not: ")
            text.append(left.prefix(10).map(\.timelineEntry).joined(separator: ", "))
            if left.count > 10 { text.append(", … \(left.count - 10) more") }
        }
    }
}

/// Observes what `sequence` emits, step by step, in `body`: the sequence is consumed from now on
/// by a task the observation owns, and each step of ``StreamObserver`` takes the events it
/// needs. When `body` returns, the consuming task is cancelled and has ended (so the sequence's
/// termination handler has run), and elements or an error nobody took are a failure at this
/// line that lists them.
///
/// Waits are bounded by `timeout` (the polling defaults' unless given) on `clock`: a
/// ``TestClock`` (given, or the one of an enclosing ``withTestClock(isolation:fileID:filePath:line:column:_:)``) moves virtually,
/// waking the sleeps of the code under test as the steps wait; without one, real time.
///
/// ```swift
/// await observe(chat.incoming) { incoming in
///     await incoming.expectNext(hasProperty(\.text, "hello"))
///     await incoming.expectNoElement(for: .seconds(1))
/// }
/// ```
@discardableResult
public func observe<S: AsyncSequence & SendableMetatype, Result, Failure: Error>(
    _ sequence: sending S, timeout: Duration? = nil, clock: TestClock? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (StreamObserver<S.Element>) async throws(Failure) -> Result
) async throws(Failure) -> Result where S.Element: Sendable {
    countAssertion()
    let clock = clock ?? TestClock.current
    let recording = StreamRecording(consuming: sequence, clock: clock, isolation: isolation)
    let observer = StreamObserver(recording: recording, timeout: timeout)
    let result: Result
    do {
        result = try await body(observer)
    } catch {
        await recording.stop()
        throw error
    }
    await recording.stop()
    if let failure = observer.unconsumedFailure(
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    {
        reportFailure(failure)
    }
    return result
}

extension StreamObserver.Event: Equatable where Element: Equatable {
    /// Whether both are the same element, both ends, or errors with the same description.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.element(let left), .element(let right)): left == right
        case (.finished, .finished): true
        case (.failed(let left), .failed(let right)):
            String(describing: left) == String(describing: right)
        default: false
        }
    }
}
