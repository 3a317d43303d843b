import Foundation

/// One thing a stream did, and when.
struct StreamEvent<Element> {
    enum Kind {
        case element(Element)
        case finished
        case failed(any Error)
    }

    let kind: Kind
    /// The time since the recording started, on the clock it waits on.
    let at: Duration

    /// `7 at 1.0 s`, `finished at 2.0 s`, `threw NetworkError.offline at 2.0 s`.
    var timelineEntry: String {
        switch kind {
        case .element(let element):
            "\(ValueRenderer.render(element, limit: StreamRecording<Element>.elementLimit)) at \(secondsText(at))"
        case .finished: "finished at \(secondsText(at))"
        case .failed(let error): "threw \(ValueRenderer.renderError(error)) at \(secondsText(at))"
        }
    }

    /// What came where something else was expected, as the clause after "but": `element 3 came
    /// at 2.0 s: 7`, `the stream finished at 1.0 s` (`… after 2 elements` when `elementsBefore`
    /// is given), `the stream threw error NetworkError.offline at 0.0 s`.
    func writeArrival(
        asElement number: Int, elementsBefore: Int? = nil, into text: inout Description
    ) {
        switch kind {
        case .element(let element):
            text.append("element \(number) came at \(secondsText(at)): ")
            text.appendValue(element)
        case .finished:
            text.append("the stream finished at \(secondsText(at))")
            if let elementsBefore {
                text.append(
                    " after " + (elementsBefore == 1 ? "1 element" : "\(elementsBefore) elements"))
            }
        case .failed(let error):
            text.append("the stream ")
            text.appendThrew(error)
            text.append(" at \(secondsText(at))")
        }
    }

    /// The same, with the element rendered completely: for the attachment.
    var completeTimelineEntry: String {
        guard case .element(let element) = kind else { return timelineEntry }
        return "\(ValueRenderer.render(element, limit: 1 << 24)) at \(secondsText(at))"
    }
}

/// A sequence consumed in a task the recording owns, each event kept with its time, and the
/// waits for the next event that stream expectations are made of.
///
/// Waits are bounded: on a ``TestClock`` by virtual time, which the wait itself moves from
/// armed sleep to armed sleep once nothing else can run (so a silent stream fails at once in
/// wall time); on any other clock by real time. ``stop()`` cancels the consuming task and
/// waits for it to end, so the sequence's termination handler has run when it returns.
final class StreamRecording<Element>: @unchecked Sendable {
    /// Bytes of one element's rendering in a timeline.
    static var elementLimit: Int { 80 }

    private struct State {
        var events: [StreamEvent<Element>] = []
        var waiter: (@Sendable () -> Void)?
    }

    private let state = Locked(State())
    private let clock: TestClock?
    /// Whether the expectation runs on the main actor, whose queued jobs the clock lets run.
    private let passingMainQueue: Bool
    private let start: ContinuousClock.Instant
    private let virtualStart: TestClock.Instant?
    private var consumer: Task<Void, Never>?

    /// Starts consuming `sequence`, timing its events on `clock` (real time when `nil`), for an
    /// expectation on `isolation`.
    init<S: AsyncSequence & SendableMetatype>(
        consuming sequence: sending S, clock: TestClock?, isolation: (any Actor)?
    ) where S.Element == Element {
        self.clock = clock
        passingMainQueue = isMainActor(isolation)
        start = .now
        virtualStart = clock?.now
        consumer = Task { [self] in
            do {
                for try await element in sequence {
                    record(.element(element))
                }
                if !Task.isCancelled { record(.finished) }
            } catch {
                if !(error is CancellationError && Task.isCancelled) { record(.failed(error)) }
            }
        }
    }

    /// The time since the recording started: exact on a test clock; in real time, to the
    /// millisecond, since finer digits are noise (`0.0 s`, not `0.000088 s`).
    var elapsed: Duration {
        if let clock, let virtualStart { return virtualStart.duration(to: clock.now) }
        let (seconds, attoseconds) = start.duration(to: .now).components
        return .seconds(seconds) + .milliseconds(attoseconds / 1_000_000_000_000_000)
    }

    private func record(_ kind: StreamEvent<Element>.Kind) {
        let event = StreamEvent(kind: kind, at: elapsed)
        let waiter = state.withLock { state in
            state.events.append(event)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?()
    }

    /// Every event so far.
    var events: [StreamEvent<Element>] { state.withLock { $0.events } }

    /// The event at `index`, waiting for it up to `timeout`; `nil` when none came in time (or
    /// the waiting task was cancelled). A stream that ended has no events after its end.
    func event(at index: Int, within timeout: Duration) async -> StreamEvent<Element>? {
        if let clock { return await virtualEvent(at: index, within: timeout, on: clock) }
        // An event already there, the common case for a fast stream, costs one lock.
        if let event = state.withLock({ index < $0.events.count ? $0.events[index] : nil }) {
            return event
        }
        let race = Race<Bool>()
        let present = state.withLock { state -> Bool in
            if index < state.events.count { return true }
            state.waiter = { race.settle(true) }
            return false
        }
        if !present {
            _ = await race.wait(atMost: timeout, else: { false }, ifCancelled: { false })
            state.withLock { $0.waiter = nil }
        }
        return state.withLock { index < $0.events.count ? $0.events[index] : nil }
    }

    private func virtualEvent(at index: Int, within timeout: Duration, on clock: TestClock)
        async -> StreamEvent<Element>?
    {
        let deadline = clock.now.advanced(by: timeout)
        clock.beginAttending()
        defer { clock.endAttending() }
        while !Task.isCancelled {
            let wakeUp = await clock.nextWakeUpOnceSettled(passingMainQueue: passingMainQueue)
            if let event = state.withLock({ index < $0.events.count ? $0.events[index] : nil }) {
                return event
            }
            if clock.now >= deadline { return nil }
            await clock.move(
                to: wakeUp.map { min($0, deadline) } ?? deadline, passingMainQueue: passingMainQueue
            )
        }
        return nil
    }

    /// Cancels the consuming task and waits (up to a second of real time, for a sequence that
    /// ignores cancellation) for it to end, and so for the sequence's termination handler. On a
    /// test clock, what the stream does without time moving is recorded first, so that it
    /// belongs to the timeline.
    func stop() async {
        guard let consumer else { return }
        if clock != nil { await ConcurrencyQuiescence.settled(passingMainQueue: passingMainQueue) }
        consumer.cancel()
        let race = Race<Void>()
        let ended = Task {
            await consumer.value
            race.settle(())
        }
        await race.wait(atMost: .seconds(1), else: {}, ifCancelled: {})
        ended.cancel()
    }

    /// Appends the timeline line of a failure: every event with its time, and, for a stream
    /// that has not ended, how long it has been open. Bounded: the first and last events of a
    /// long timeline, with a count of those between, each element cut to ``elementLimit``; the
    /// complete timeline then goes to the failure's attachment.
    func appendTimeline(to text: inout Description) {
        let events = self.events
        let entries = events.map(\.timelineEntry)
        let isCut =
            entries.count > timelineEntriesShown
            || entries.contains { $0.utf8.count > Self.elementLimit }
        let open = openNote(after: events)
        text.append(
            "\ntimeline: " + (firstAndLastTimelineEntries(entries) + open).joined(separator: ", "))
        if isCut {
            text.partlyShownValues.append(
                PartlyShownValue(writing: {
                    "timeline:\n"
                        + (events.map(\.completeTimelineEntry) + open)
                        .joined(separator: "\n")
                }))
        }
    }

    /// For a wait on a test clock that ran out, the line that says its time was virtual, the
    /// wall time the whole expectation took, and what still sleeps on the clock.
    func appendClockNote(to text: inout Description) {
        guard let clock else { return }
        text.append("\n" + testClockNote(clock, wallTime: start.duration(to: .now)))
    }

    /// `no end by 2.0 s` for a stream that has not ended.
    private func openNote(after events: [StreamEvent<Element>]) -> [String] {
        let hasEnded = events.last.map { if case .element = $0.kind { false } else { true } }
        return hasEnded == true ? [] : ["no end by \(secondsText(elapsed))"]
    }
}

/// How many entries a timeline shows: the first and last half of them, when it has more.
let timelineEntriesShown = 24

/// `entries`, or the first and last of them with a count of those between: the one cut of every
/// timeline a failure shows (a stream's, an observed model's).
func firstAndLastTimelineEntries(_ entries: [String]) -> [String] {
    guard entries.count > timelineEntriesShown else { return entries }
    let half = timelineEntriesShown / 2
    return Array(entries.prefix(half)) + ["… \(entries.count - timelineEntriesShown) more …"]
        + Array(entries.suffix(half))
}
