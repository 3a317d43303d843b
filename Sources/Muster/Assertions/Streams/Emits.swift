import Foundation

/// How a stream is expected to go on after the elements of ``emits(_:then:)-(MatcherConvertible<Element>...,_)``.
///
/// ```swift
/// await assertThat(stream, emits(1, 2, then: .finishing))
/// ```
public struct StreamEnding {
    enum Kind {
        case finishing
        case failing(Matcher<any Error>)
        case silence(Duration)
    }

    let kind: Kind

    /// The stream finishes after the elements.
    ///
    /// ```swift
    /// await expect(stream).toEmit(1, 2, then: .finishing)
    /// ```
    public static var finishing: StreamEnding { StreamEnding(kind: .finishing) }

    /// The stream throws after the elements, an error that `matcher` accepts.
    ///
    /// ```swift
    /// await expect(stream).toEmit(1, then: .failing(with: instanceOf(NetworkError.self)))
    /// ```
    public static func failing(with matcher: Matcher<any Error> = anything()) -> StreamEnding {
        StreamEnding(kind: .failing(matcher))
    }

    /// The stream throws `expected` after the elements.
    ///
    /// ```swift
    /// await expect(stream).toEmit(1, then: .failing(with: NetworkError.offline))
    /// ```
    public static func failing<E: Error & Equatable>(with expected: E) -> StreamEnding {
        StreamEnding(kind: .failing(instanceOf(E.self, expected)))
    }

    /// The stream throws an error of type `type` after the elements.
    ///
    /// ```swift
    /// await expect(stream).toEmit(1, then: .failing(with: NetworkError.self))
    /// ```
    public static func failing<E: Error>(with type: E.Type) -> StreamEnding {
        StreamEnding(kind: .failing(instanceOf(type)))
    }

    /// The stream emits nothing more for `duration` after the elements: no element, and no end
    /// or error either, which break the silence as an element does.
    ///
    /// ```swift
    /// await expect(results).toEmit(["sw"], then: .silence(for: .milliseconds(300)))
    /// ```
    public static func silence(for duration: Duration) -> StreamEnding {
        StreamEnding(kind: .silence(duration))
    }

    func describe(into text: inout Description) {
        switch kind {
        case .finishing: text.append("finishes")
        case .failing(let matcher):
            text.append("throws ")
            matcher.describe(into: &text)
        case .silence(let duration): text.append("emits nothing for \(secondsText(duration))")
        }
    }
}

/// What a stream is expected to emit, for ``assertThat(_:_:timeout:clock:message:isolation:fileID:file:line:column:)``
/// and `expect(stream).toEmit(…)`: elements in order, each checked by a matcher, then
/// optionally how it goes on; or, for ``eventuallyEmits(_:)``, one element sooner or later.
///
/// ```swift
/// await assertThat(model.updates, emits(.loading, .loaded, then: .finishing))
/// ```
public struct StreamEmissions<Element> {
    let elements: [Matcher<Element>]
    let ending: StreamEnding?
    let ignored: Matcher<Element>?
    /// Whether elements before one that matches the only matcher are skipped.
    let skipsUntilMatch: Bool

    init(
        elements: [Matcher<Element>], ending: StreamEnding?, ignored: Matcher<Element>? = nil,
        skipsUntilMatch: Bool = false
    ) {
        self.elements = elements
        self.ending = ending
        self.ignored = ignored
        self.skipsUntilMatch = skipsUntilMatch
    }

    /// The same expectation, with elements that `matcher` accepts left out of the stream
    /// before they are checked.
    ///
    /// ```swift
    /// await assertThat(states, emits(.loading, .loaded).ignoring(.idle))
    /// ```
    public func ignoring(_ matcher: Matcher<Element>) -> StreamEmissions {
        StreamEmissions(
            elements: elements, ending: ending, ignored: matcher, skipsUntilMatch: skipsUntilMatch)
    }

    /// The same, ignoring elements equal to `value`.
    ///
    /// ```swift
    /// await assertThat(states, emits(.loading, .loaded).ignoring(.idle))
    /// ```
    public func ignoring(_ value: Element) -> StreamEmissions where Element: Equatable {
        ignoring(equalTo(value))
    }

    /// `a stream that emits 1, 2 and then finishes`.
    func describe(into text: inout Description) {
        if skipsUntilMatch, let only = elements.first {
            text.append("a stream that sooner or later emits ")
            only.describe(into: &text)
            return
        }
        text.append("a stream that emits ")
        if elements.isEmpty { text.append("nothing") }
        for (index, matcher) in elements.enumerated() {
            if index > 0 { text.append(", ") }
            matcher.describe(into: &text)
        }
        if let ending {
            text.append(" and then ")
            ending.describe(into: &text)
        }
        if let ignored {
            text.append(", ignoring ")
            ignored.describe(into: &text)
        }
    }
}

/// A stream that emits these elements first, in order, each checked by a matcher or equal to a
/// plain value, and then goes on as `ending` says (anything, unless given).
///
/// ```swift
/// await assertThat(counter.values, emits(1, greaterThan(1), then: .finishing))
/// ```
public func emits<Element>(
    _ elements: any MatcherConvertible<Element>..., then ending: StreamEnding? = nil
) -> StreamEmissions<Element> {
    StreamEmissions(elements: elements.map { $0.asMatcher() }, ending: ending)
}

/// A stream that emits elements equal to these first, in order, and then goes on as `ending`
/// says (anything, unless given): for your own `Equatable` types.
///
/// ```swift
/// await assertThat(model.updates, emits(State.loading, .loaded, then: .finishing))
/// ```
public func emits<Element: Equatable>(_ elements: Element..., then ending: StreamEnding? = nil)
    -> StreamEmissions<Element>
{
    StreamEmissions(elements: elements.map { equalTo($0) }, ending: ending)
}

/// A stream that emits elements equal to those of `elements` first, in order, and then goes on
/// as `ending` says (anything, unless given): for expected elements computed as a collection.
///
/// ```swift
/// await assertThat(counter.values, emits(contentsOf: 1...100, then: .finishing))
/// ```
public func emits<Element: Equatable>(
    contentsOf elements: some Sequence<Element>, then ending: StreamEnding? = nil
) -> StreamEmissions<Element> {
    StreamEmissions(elements: elements.map { equalTo($0) }, ending: ending)
}

/// A stream that, sooner or later, emits an element that `matcher` accepts: the elements before
/// it are skipped.
///
/// ```swift
/// await assertThat(download.progress, eventuallyEmits(1.0))
/// ```
public func eventuallyEmits<Element>(_ matcher: some MatcherConvertible<Element>)
    -> StreamEmissions<Element>
{
    StreamEmissions(
        elements: [matcher.asMatcher()], ending: nil, ignored: nil, skipsUntilMatch: true)
}

/// Checks that `sequence` emits what `emissions` says, consuming it in a task of its own that
/// is cancelled and has ended (termination handler run) when this returns. Waits are bounded by
/// `timeout` (the polling defaults' unless given) on a ``TestClock`` (given, or the one of an
/// enclosing ``withTestClock(isolation:fileID:filePath:line:column:_:)``), else in real time. A failure shows the stream's timeline.
///
/// ```swift
/// await assertThat(model.updates, emits(.loading, .loaded, then: .finishing))
/// // Expected a stream that emits .loading, .loaded and then finishes, but element 2: was .failed (at 1.0 s)
/// // timeline: .loading at 0.0 s, .failed at 1.0 s, finished at 1.0 s
/// ```
// Disfavored: no other form takes a `StreamEmissions`, and the solver then tries this one only
// where the others fail, so that ordinary assertions pay nothing for it.
@_disfavoredOverload
public func assertThat<S: AsyncSequence & Sendable>(
    _ sequence: S, _ emissions: StreamEmissions<S.Element>, timeout: Duration? = nil,
    clock: TestClock? = nil, message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async where S.Element: Sendable {
    await checkEmissions(
        of: sequence, emissions, timeout: timeout, clock: clock, message: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

extension Expectation where Value: AsyncSequence & Sendable, Value.Element: Sendable {
    /// Expects the stream to emit what `emissions` says: see ``emits(_:then:)-(MatcherConvertible<Element>...,_)``.
    ///
    /// ```swift
    /// await expect(model.updates).toEmit(emits(.loading, .loaded).ignoring(.idle))
    /// ```
    public func toEmit(
        _ emissions: StreamEmissions<Value.Element>, timeout: Duration? = nil,
        clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let sequence: Value
        switch streamToCheck(expression, emissions, description: description, site: site) {
        case .stream(let stream): sequence = stream
        case .failure(let failure): return reportFailure(failure)
        }
        await checkEmissions(
            of: sequence, emissions, timeout: timeout, clock: clock, message: description,
            site: site)
    }

    /// Expects the stream to emit these elements first, in order, each checked by a matcher or
    /// equal to a plain value, and then to go on as `ending` says.
    ///
    /// ```swift
    /// await expect(counter.values).toEmit(1, 2, 3, then: .finishing)
    /// ```
    public func toEmit(
        _ elements: any MatcherConvertible<Value.Element>..., then ending: StreamEnding? = nil,
        timeout: Duration? = nil, clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toEmit(
            StreamEmissions(elements: elements.map { $0.asMatcher() }, ending: ending),
            timeout: timeout, clock: clock, description: description)
    }

    /// Expects the stream to emit elements equal to these first, in order, and then to go on as
    /// `ending` says: for your own `Equatable` types.
    ///
    /// ```swift
    /// await expect(model.updates).toEmit(State.loading, .loaded, then: .finishing)
    /// ```
    public func toEmit(
        _ elements: Value.Element..., then ending: StreamEnding? = nil, timeout: Duration? = nil,
        clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async where Value.Element: Equatable {
        await toEmit(
            StreamEmissions(elements: elements.map { equalTo($0) }, ending: ending),
            timeout: timeout, clock: clock, description: description)
    }
}

/// The one check behind every declarative stream expectation: reads the events it needs, in
/// order, and reports the first that does not fit, with the timeline.
func checkEmissions<S: AsyncSequence & Sendable>(
    of sequence: S, _ emissions: StreamEmissions<S.Element>, timeout: Duration?,
    clock: TestClock?, message: String?, site: CallSite,
    isolation: isolated (any Actor)? = #isolation
) async where S.Element: Sendable {
    if let failure = await emissionsFailure(
        of: sequence, emissions, timeout: timeout, clock: clock, message: message, site: site)
    {
        reportFailure(failure)
    }
}

/// The failure of a declarative stream expectation, or `nil` when the stream did as expected.
func emissionsFailure<S: AsyncSequence & Sendable>(
    of sequence: S, _ emissions: StreamEmissions<S.Element>, timeout: Duration?,
    clock: TestClock?, message: String?, site: CallSite,
    isolation: isolated (any Actor)? = #isolation
) async -> Failure? where S.Element: Sendable {
    countAssertion()
    let timeout = timeout ?? PollingDefaults.current.timeout
    let recording = StreamRecording(
        consuming: sequence, clock: clock ?? TestClock.current, isolation: isolation)
    var waitedOut = false
    let finding = await firstMisfit(
        in: recording, emissions, timeout: timeout, waitedOut: &waitedOut)
    await recording.stop()
    guard let finding else { return nil }
    return Failure.compose(
        userMessage: message, expectation: { emissions.describe(into: &$0) },
        finding: { text in
            finding(&text)
            recording.appendTimeline(to: &text)
            if waitedOut { recording.appendClockNote(to: &text) }
        }, site: site)
}

extension Requirement where Value: AsyncSequence & Sendable, Value.Element: Sendable {
    /// Requires the stream to emit what `emissions` says, and stops the test otherwise: see
    /// ``emits(_:then:)-(MatcherConvertible<Element>...,_)``.
    ///
    /// ```swift
    /// try await require(model.updates).toEmit(emits(.loading, .loaded))
    /// ```
    public func toEmit(
        _ emissions: StreamEmissions<Value.Element>, timeout: Duration? = nil,
        clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        let sequence: Value
        switch streamToCheck(expression, emissions, description: description, site: site) {
        case .stream(let stream): sequence = stream
        case .failure(let failure): try failRequirement(failure, customError: customError)
        }
        if let failure = await emissionsFailure(
            of: sequence, emissions, timeout: timeout, clock: clock, message: description,
            site: site)
        {
            try failRequirement(failure, customError: customError)
        }
    }

    /// Requires the stream to emit these elements first, in order, each checked by a matcher or
    /// equal to a plain value, and then to go on as `ending` says.
    ///
    /// ```swift
    /// try await require(counter.values).toEmit(1, 2, then: .finishing)
    /// ```
    public func toEmit(
        _ elements: any MatcherConvertible<Value.Element>..., then ending: StreamEnding? = nil,
        timeout: Duration? = nil, clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await toEmit(
            StreamEmissions(elements: elements.map { $0.asMatcher() }, ending: ending),
            timeout: timeout, clock: clock, description: description)
    }

    /// Requires the stream to emit elements equal to these first, in order, and then to go on
    /// as `ending` says: for your own `Equatable` types.
    ///
    /// ```swift
    /// try await require(model.updates).toEmit(State.loading, .loaded)
    /// ```
    public func toEmit(
        _ elements: Value.Element..., then ending: StreamEnding? = nil, timeout: Duration? = nil,
        clock: TestClock? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws where Value.Element: Equatable {
        try await toEmit(
            StreamEmissions(elements: elements.map { equalTo($0) }, ending: ending),
            timeout: timeout, clock: clock, description: description)
    }
}

/// The stream an expectation's expression gives, or the failure of one that gives `nil` or
/// throws.
enum StreamToCheck<Stream> {
    case stream(Stream)
    case failure(Failure)
}

func streamToCheck<Stream, Element>(
    _ expression: () throws -> Stream?, _ emissions: StreamEmissions<Element>,
    description: String?, site: CallSite
) -> StreamToCheck<Stream> {
    let finding: FailureWriter
    do {
        if let stream = try expression() { return .stream(stream) }
        finding = { $0.append("was nil") }
    } catch {
        finding = { $0.appendThrew(error) }
    }
    return .failure(
        Failure.compose(
            userMessage: description, expectation: { emissions.describe(into: &$0) },
            finding: finding, site: site))
}

/// What went wrong first, as the clause after "but", or `nil` when the stream did as expected.
private func firstMisfit<Element>(
    in recording: StreamRecording<Element>, _ emissions: StreamEmissions<Element>,
    timeout: Duration, waitedOut: inout Bool, isolation: isolated (any Actor)? = #isolation
) async -> FailureWriter? {
    var index = 0
    var position = 0
    /// The next event not ignored, or the clause saying nothing came.
    func nextEvent() async -> StreamEvent<Element>? {
        while let event = await recording.event(at: index, within: timeout) {
            index += 1
            if case .element(let element) = event.kind, let ignored = emissions.ignored,
                ignored.match(element).isMatch
            {
                continue
            }
            return event
        }
        return nil
    }
    func ended(_ event: StreamEvent<Element>) -> FailureWriter {
        { [position] text in
            event.writeArrival(asElement: position, elementsBefore: position, into: &text)
        }
    }
    for matcher in emissions.elements {
        while true {
            guard let event = await nextEvent() else {
                waitedOut = true
                return {
                    $0.append("element \(position + 1) did not come within \(secondsText(timeout))")
                }
            }
            guard case .element(let element) = event.kind else {
                return ended(event)
            }
            position += 1
            let result = matcher.match(element)
            if result.isMatch { break }
            if emissions.skipsUntilMatch { continue }
            return { text in
                text.append("element \(position): ")
                result.describeMismatch(into: &text)
                text.append(" (at \(secondsText(event.at)))")
            }
        }
    }
    guard let ending = emissions.ending else { return nil }
    switch ending.kind {
    case .silence(let duration):
        // Nothing at all: an end or an error breaks the silence as an element does.
        guard let event = await recording.event(at: index, within: duration) else { return nil }
        if case .element = event.kind { position += 1 }
        return ended(event)
    case .finishing:
        guard let event = await nextEvent() else {
            waitedOut = true
            return { $0.append("the stream did not finish within \(secondsText(timeout))") }
        }
        if case .finished = event.kind { return nil }
        if case .element = event.kind { position += 1 }
        return ended(event)
    case .failing(let matcher):
        guard let event = await nextEvent() else {
            waitedOut = true
            return { $0.append("the stream did not throw within \(secondsText(timeout))") }
        }
        guard case .failed(let error) = event.kind else {
            if case .element = event.kind { position += 1 }
            return ended(event)
        }
        let result = matcher.match(error)
        if result.isMatch { return nil }
        return { text in
            text.append("the stream threw at \(secondsText(event.at)) an error that ")
            result.describeMismatch(into: &text)
        }
    }
}
