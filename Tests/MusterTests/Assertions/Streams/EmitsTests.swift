import Foundation
import Muster
import Testing

enum FeedError: Error, Equatable { case offline }

/// A stream whose elements come at the given times on `clock`, then finishes or throws.
func timedStream(
    _ timed: [(Duration, Int)], on clock: TestClock, then ending: (any Error)? = nil,
    finishes: Bool = true
) -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in
        let producer = Task {
            var now = Duration.zero
            for (at, element) in timed {
                try await clock.sleep(for: at - now)
                now = at
                continuation.yield(element)
            }
            if let ending {
                continuation.finish(throwing: ending)
            } else if finishes {
                continuation.finish()
            }
        }
        continuation.onTermination = { _ in producer.cancel() }
    }
}

/// Whether a stream's termination handler has run.
final class Terminated: Sendable {
    let flag = Locked(false)
    var value: Bool { flag.withLock { $0 } }
}

/// A main-actor model that publishes what is typed, debounced, in a task of its own on the main
/// actor.
@MainActor private final class TypedQueries {
    let clock: TestClock
    let queries: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private var pending: Task<Void, Never>?

    init(clock: TestClock) {
        self.clock = clock
        (queries, continuation) = AsyncStream.makeStream()
    }

    func type(_ text: String, finishing: Bool = false) {
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            continuation.yield(text)
            if finishing { continuation.finish() }
        }
    }
}

@Suite struct EmitsTests {
    @Test func elementsInOrderThenTheEnd() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream([(.zero, 1), (.seconds(1), 2), (.seconds(2), 3)], on: clock)
                await assertThat(feed, emits(1, 2, 3, then: .finishing))
                let counted = timedStream((1...100).map { (.zero, $0) }, on: clock)
                await assertThat(counted, emits(contentsOf: 1...100, then: .finishing))
                let again = timedStream([(.zero, 1), (.seconds(1), 2)], on: clock)
                await expect(again).toEmit(1, greaterThan(1), then: .finishing)
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @MainActor @Test func onTheMainActorAModelsTaskIsSeenBeforeTimeMoves() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let model = TypedQueries(clock: clock)
                model.type("s")
                model.type("sw", finishing: true)
                await assertThat(model.queries, emits("sw", then: .finishing))
                #expect(clock.now == .init(offset: .milliseconds(300)))
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func inRealTimeTheTimelineIsToTheMillisecond() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.yield(1)
        continuation.yield(5)
        continuation.finish()
        let messages = await captureFailures {
            await assertThat(stream, emits(1, 2, then: .finishing))
        }.map(\.message)
        #expect(messages.count == 1)
        let times = (messages.first ?? "").matches(of: /at (\d+)\.(\d+) s/).map { $0.output.2 }
        #expect(times.count == 4)
        #expect(times.allSatisfy { $0.count <= 3 }, "\(messages)")
    }

    @Test func aMismatchNamesTheElementAndShowsTheTimeline() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream([(.zero, 1), (.seconds(1), 5), (.seconds(3), 3)], on: clock)
                await assertThat(feed, emits(1, 2, 3, then: .finishing))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1, 2, 3 and then finishes, but element 2: was 5 "
                    + "(at 1.0 s)\ntimeline: 1 at 0.0 s, 5 at 1.0 s, no end by 1.0 s"
            ])
    }

    @Test func anEarlyEndAThrowAndASilence() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await assertThat(timedStream([(.zero, 1)], on: clock), emits(1, 2))
                await assertThat(
                    timedStream([(.zero, 1)], on: clock, then: FeedError.offline), emits(1, 2))
                await assertThat(
                    timedStream([(.zero, 1)], on: clock, finishes: false), emits(1, 2),
                    timeout: .seconds(3600))
            }
        }
        #expect(
            failures.map { withWallTimeElided($0.message) } == [
                "Expected a stream that emits 1, 2, but the stream finished at 0.0 s after 1 "
                    + "element\ntimeline: 1 at 0.0 s, finished at 0.0 s",
                "Expected a stream that emits 1, 2, but the stream threw error FeedError.offline "
                    + "at 0.0 s\ntimeline: 1 at 0.0 s, threw FeedError.offline at 0.0 s",
                "Expected a stream that emits 1, 2, but element 2 did not come within 3600.0 s\n"
                    + "timeline: 1 at 0.0 s, no end by 3600.0 s\n"
                    + "time: virtual, on a test clock now at 3600.0 s; … of wall time; "
                    + "no sleep is armed on it",
            ])
    }

    @Test func endingsAfterTheElements() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let failing = timedStream([(.zero, 1)], on: clock, then: FeedError.offline)
                await assertThat(failing, emits(1, then: .failing(with: FeedError.offline)))
                let finishing = timedStream([(.zero, 1)], on: clock)
                await assertThat(finishing, emits(1, then: .failing()))
                let chatty = timedStream([(.zero, 1), (.seconds(2), 2)], on: clock)
                await assertThat(chatty, emits(1, then: .silence(for: .seconds(1))))
                let late = timedStream([(.zero, 1), (.seconds(2), 2)], on: clock)
                await assertThat(late, emits(1, then: .finishing), timeout: .seconds(5))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1 and then throws anything, but the stream "
                    + "finished at 0.0 s after 1 element\ntimeline: 1 at 0.0 s, finished at 0.0 s",
                "Expected a stream that emits 1 and then finishes, but element 2 came at 2.0 s: "
                    + "2\ntimeline: 1 at 0.0 s, 2 at 2.0 s, finished at 2.0 s",
            ])
    }

    @Test func silenceFailsOnAnElementWithinIt() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let chatty = timedStream([(.zero, 1), (.milliseconds(500), 2)], on: clock)
                await assertThat(chatty, emits(1, then: .silence(for: .seconds(1))))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1 and then emits nothing for 1.0 s, but element 2 "
                    + "came at 0.5 s: 2\ntimeline: 1 at 0.0 s, 2 at 0.5 s, finished at 0.5 s"
            ])
    }

    /// An end or an error within the silence breaks it, as Turbine's `expectNoEvents` says.
    @Test func silenceFailsOnAnEndOrAnErrorWithinIt() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let ending = timedStream([(.zero, 1), (.milliseconds(500), 2)], on: clock)
                await assertThat(ending, emits(1, 2, then: .silence(for: .seconds(1))))
                let failing = timedStream([(.zero, 1)], on: clock, then: FeedError.offline)
                await assertThat(failing, emits(1, then: .silence(for: .seconds(1))))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1, 2 and then emits nothing for 1.0 s, but the "
                    + "stream finished at 0.5 s after 2 elements\n"
                    + "timeline: 1 at 0.0 s, 2 at 0.5 s, finished at 0.5 s",
                "Expected a stream that emits 1 and then emits nothing for 1.0 s, but the stream "
                    + "threw error FeedError.offline at 0.0 s\n"
                    + "timeline: 1 at 0.0 s, threw FeedError.offline at 0.0 s",
            ])
    }

    @Test func eventuallyEmitsSkipsUntilOneMatches() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let progress = timedStream(
                    [(.zero, 10), (.seconds(1), 50), (.seconds(2), 100)], on: clock)
                await assertThat(progress, eventuallyEmits(100))
                let stuck = timedStream([(.zero, 10), (.seconds(1), 50)], on: clock)
                await assertThat(stuck, eventuallyEmits(greaterThan(90)))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that sooner or later emits a value greater than 90, but the "
                    + "stream finished at 1.0 s after 2 elements\n"
                    + "timeline: 10 at 0.0 s, 50 at 1.0 s, finished at 1.0 s"
            ])
    }

    @Test func ignoredElementsAreLeftOut() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream(
                    [(.zero, 0), (.zero, 1), (.seconds(1), 0), (.seconds(2), 2)], on: clock)
                await assertThat(feed, emits(1, 2, then: .finishing).ignoring(0))
                let other = timedStream([(.zero, 0), (.zero, 3)], on: clock)
                await assertThat(other, emits(1).ignoring(0))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1, ignoring 0, but element 1: was 3 (at 0.0 s)\n"
                    + "timeline: 0 at 0.0 s, 3 at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func ownEquatableTypesAndNothingAtAll() async {
        enum Phase: Equatable { case idle, loading, loaded }
        let failures = await captureFailures {
            await withTestClock { _ in
                let (phases, continuation) = AsyncStream.makeStream(of: Phase.self)
                continuation.yield(.loading)
                continuation.yield(.loaded)
                continuation.finish()
                await expect(phases).toEmit(.loading, .loaded, then: .finishing)
                let (empty, emptyContinuation) = AsyncStream.makeStream(of: Phase.self)
                emptyContinuation.finish()
                await assertThat(empty, emits(then: .finishing))
                let (one, oneContinuation) = AsyncStream.makeStream(of: Phase.self)
                oneContinuation.yield(.idle)
                oneContinuation.finish()
                await assertThat(one, emits(then: .finishing))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits nothing and then finishes, but element 1 came at "
                    + "0.0 s: .idle\ntimeline: .idle at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func aRequirementStopsTheTest() async throws {
        var reached = false
        let failures = await captureFailures {
            await withTestClock { clock in
                try? await require(timedStream([(.zero, 1)], on: clock)).toEmit(1, then: .finishing)
                do {
                    try await require(timedStream([(.zero, 2)], on: clock)).toEmit(1)
                    reached = true
                } catch {}
            }
        }
        #expect(!reached)
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 1, but element 1: was 2 (at 0.0 s)\n"
                    + "timeline: 2 at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func anElementWithoutAUsefulDescription() async {
        final class Opaque: Sendable {}
        let failures = await captureFailures {
            await withTestClock { _ in
                let (stream, continuation) = AsyncStream.makeStream(of: Opaque.self)
                continuation.yield(Opaque())
                continuation.finish()
                await assertThat(stream, emits(then: .finishing))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits nothing and then finishes, but element 1 came at "
                    + "0.0 s: <Opaque>\ntimeline: <Opaque> at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func theTerminationHandlerHasRunWhenTheAssertionReturns() async {
        let terminated = Terminated()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.onTermination = { _ in terminated.flag.withLock { $0 = true } }
        continuation.yield(1)
        await assertThat(stream, emits(1))
        #expect(terminated.value)
    }

    @Test func aSilentStreamOnTheRealClockFailsSoonAfterItsTimeout() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let start = ContinuousClock.now
        let failures = await captureFailures {
            await assertThat(stream, emits(1), timeout: .milliseconds(50))
        }
        let took = start.duration(to: .now)
        continuation.finish()
        #expect(took >= .milliseconds(50))
        #expect(
            failures.first?.message.hasPrefix(
                "Expected a stream that emits 1, but element 1 did not come within 0.05 s\n"
                    + "timeline: no end by ") == true)
    }

    @Test func aDeadlineAlreadyPastChecksWhatIsThereOnce() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await assertThat(timedStream([(.zero, 1)], on: clock), emits(1), timeout: .zero)
                await assertThat(
                    timedStream([(.seconds(1), 1)], on: clock), emits(1), timeout: .zero)
            }
        }
        #expect(
            failures.map { withWallTimeElided($0.message) } == [
                "Expected a stream that emits 1, but element 1 did not come within 0.0 s\n"
                    + "timeline: no end by 0.0 s\n"
                    + "time: virtual, on a test clock now at 0.0 s; … of wall time; "
                    + "no sleep is armed on it"
            ])
    }

    @Test func aCancelledTestEndsTheExpectation() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let checking = Task {
            await captureFailures { await assertThat(stream, emits(1), timeout: .seconds(3600)) }
        }
        checking.cancel()
        let failures = await checking.value
        continuation.finish()
        #expect(failures.count == 1)
    }

    @MainActor @Test func fromTheMainActor() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await expect(timedStream([(.seconds(1), 7)], on: clock)).toEmit(7, then: .finishing)
                await assertThat(timedStream([(.seconds(1), 7)], on: clock), emits(8))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a stream that emits 8, but element 1: was 7 (at 1.0 s)\n"
                    + "timeline: 7 at 1.0 s, finished at 1.0 s"
            ])
    }
}
