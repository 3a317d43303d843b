import Foundation
import Muster
import Testing

@Suite struct StreamObserverTests {
    @Test func stepByStepPasses() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream(
                    [(.zero, 1), (.seconds(1), 2), (.seconds(5), 3)], on: clock,
                    then: FeedError.offline)
                await observe(feed, timeout: .seconds(10)) { feed in
                    let first = await feed.next()
                    #expect(first == 1)
                    await feed.expectNext(2)
                    await feed.expectNoElement(for: .seconds(3))
                    await feed.expectNext(greaterThan(2))
                    let error = await feed.expectFailure(instanceOf(FeedError.self))
                    #expect(error as? FeedError == .offline)
                }
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func eachStepSaysWhatItExpectedNext() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream([(.zero, 1), (.seconds(1), 2)], on: clock)
                await observe(feed) { feed in
                    await feed.expectNext(5)
                    await feed.expectNoElement(for: .seconds(2))
                    // The element that broke the silence is left for this step: one failure.
                    await feed.expectNext(2)
                    await feed.expectNext(3)
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected 5 as element 1, but was 1 (at 0.0 s)\n"
                    + "timeline: 1 at 0.0 s, no end by 0.0 s",
                "Expected no element for 2.0 s, but element 2 came at 1.0 s: 2\n"
                    + "timeline: 1 at 0.0 s, 2 at 1.0 s, finished at 1.0 s",
                "Expected 3 as element 3, but the stream finished at 1.0 s\n"
                    + "timeline: 1 at 0.0 s, 2 at 1.0 s, finished at 1.0 s",
            ])
    }

    @Test func silenceEndsAndErrors() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([], on: clock, finishes: false)) { silent in
                    await silent.next(timeout: .seconds(3600))
                }
                await observe(timedStream([(.zero, 1)], on: clock)) { feed in
                    await feed.expectFinished()
                    feed.ignoreRemainingEvents()
                }
                await observe(timedStream([(.zero, 1)], on: clock)) { feed in
                    await feed.next()
                    await feed.expectFailure()
                }
                await observe(timedStream([], on: clock, then: FeedError.offline)) { feed in
                    await feed.expectFailure(instanceOf(CancellationError.self))
                }
            }
        }
        #expect(
            failures.map { withWallTimeElided($0.message) } == [
                "Expected element 1, but nothing came within 3600.0 s\n"
                    + "timeline: no end by 3600.0 s\n"
                    + "time: virtual, on a test clock now at 3600.0 s; … of wall time; "
                    + "no sleep is armed on it",
                "Expected the stream to finish, but element 1 came at 0.0 s: 1\n"
                    + "timeline: 1 at 0.0 s, finished at 0.0 s",
                "Expected the stream to throw anything after element 1, but the stream finished "
                    + "at 0.0 s\ntimeline: 1 at 0.0 s, finished at 0.0 s",
                "Expected the stream to throw an instance of CancellationError, but it threw at "
                    + "0.0 s an error that was .offline (FeedError)\n"
                    + "timeline: threw FeedError.offline at 0.0 s",
            ])
    }

    @Test func whatNobodyConsumedIsAFailureAtTheEnd() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream(
                    [(.zero, 1), (.seconds(1), 2), (.seconds(2), 3)], on: clock,
                    then: FeedError.offline)
                await observe(feed) { feed in
                    await feed.expectNext(1)
                    await clock.advance(by: .seconds(5))
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected every event of the stream to be consumed, but 3 were not: 2 at 1.0 s, "
                    + "3 at 2.0 s, threw FeedError.offline at 2.0 s\n"
                    + "timeline: 1 at 0.0 s, 2 at 1.0 s, 3 at 2.0 s, threw FeedError.offline at 2.0 s"
            ])
    }

    @Test func skipTakesElementsWithoutCheckingThem() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([(.zero, 1), (.zero, 2), (.zero, 3)], on: clock)) {
                    feed in
                    await feed.skip(2)
                    await feed.expectNext(3)
                    await feed.skip(1)
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected element 4, skipping 1, but the stream finished at 0.0 s\n"
                    + "timeline: 1 at 0.0 s, 2 at 0.0 s, 3 at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func aLongTimelineIsBounded() async {
        let failures = await captureFailures {
            let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
            for number in 1...1000 { continuation.yield(number) }
            continuation.finish()
            await withTestClock { _ in
                await observe(numbers) { numbers in await numbers.expectNext(0) }
            }
        }
        let message = failures.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "Expected 0 as element 1, but was 1 (at 0.0 s)\ntimeline: 1 at 0.0 s, "))
        #expect(message.contains(", … 977 more …, "))
        #expect(message.utf8.count < 4096)
        let complete = failures.first?.fullValues.first ?? ""
        #expect(complete.hasPrefix("timeline:\n1 at 0.0 s\n2 at 0.0 s\n"))
        #expect(complete.hasSuffix("\n1000 at 0.0 s\nfinished at 0.0 s"))
    }

    // MARK: Turbine's meaning

    @Test func anEndNobodyTookIsReportedUnlessTheRestIsIgnored() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([(.zero, 1)], on: clock)) { feed in
                    await feed.expectNext(1)
                }
                await observe(timedStream([(.zero, 1)], on: clock)) { feed in
                    await feed.expectNext(1)
                    feed.ignoreRemainingEvents()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected every event of the stream to be consumed, but 1 was not: finished at "
                    + "0.0 s\ntimeline: 1 at 0.0 s, finished at 0.0 s"
            ])
    }

    @Test func ignoringTheRestCoversEventsThatComeLater() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream(
                    [(.zero, 1), (.seconds(1), 2), (.seconds(2), 3)], on: clock,
                    then: FeedError.offline)
                await observe(feed) { feed in
                    await feed.expectNext(1)
                    feed.ignoreRemainingEvents()
                    await clock.advance(by: .seconds(5))
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aStepThatMeetsAnEndTakesItSoThatItFailsOnce() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([], on: clock, then: FeedError.offline)) { feed in
                    await feed.next()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected element 1, but the stream threw error FeedError.offline at 0.0 s\n"
                    + "timeline: threw FeedError.offline at 0.0 s"
            ])
    }

    @Test func aSilenceIsBrokenByAnEndOrAnErrorWhichIsLeftForTheNextStep() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([(.seconds(1), 1)], on: clock)) { feed in
                    await feed.expectNext(1)
                    await feed.expectNoElement(for: .seconds(2))
                    await feed.expectFinished()
                }
                await observe(timedStream([], on: clock, then: FeedError.offline)) { feed in
                    await feed.expectNoElement(for: .seconds(2))
                    await feed.expectFailure()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected no element for 2.0 s, but the stream finished at 1.0 s\n"
                    + "timeline: 1 at 1.0 s, finished at 1.0 s",
                "Expected no element for 2.0 s, but the stream threw error FeedError.offline at "
                    + "0.0 s\ntimeline: threw FeedError.offline at 0.0 s",
            ])
    }

    @Test func aTimeoutThatIsNotMoreThanZeroFailsAtTheStepWithoutWaiting() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await observe(timedStream([(.zero, 1)], on: clock)) { feed in
                    await feed.next(timeout: .zero)
                    await feed.expectNoElement(for: .seconds(-1))
                    await feed.expectFinished(timeout: .milliseconds(-5))
                    feed.ignoreRemainingEvents()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected a step's timeout to be more than zero, but it was 0.0 s",
                "Expected a step's timeout to be more than zero, but it was -1.0 s",
                "Expected a step's timeout to be more than zero, but it was -0.005 s",
            ])
    }

    @Test func theNextEventOfAnyKindAndTheEventsLeft() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let feed = timedStream([(.zero, 1), (.seconds(1), 2)], on: clock)
                await observe(feed) { feed in
                    #expect(await feed.nextEvent() == .element(1))
                    await clock.advance(by: .seconds(1))
                    #expect(feed.remainingEvents == [.element(2), .finished])
                    #expect(feed.remainingEvents.map(\.description) == ["2", "finished"])
                    #expect(await feed.nextEvent() == .element(2))
                    #expect(await feed.nextEvent() == .finished)
                    #expect(await feed.nextEvent(timeout: .seconds(5)) == nil)
                }
            }
        }
        #expect(
            failures.map { withWallTimeElided($0.message) } == [
                "Expected event 4, but nothing came within 5.0 s\n"
                    + "timeline: 1 at 0.0 s, 2 at 1.0 s, finished at 1.0 s\n"
                    + "time: virtual, on a test clock now at 6.0 s; … of wall time; no sleep is "
                    + "armed on it"
            ])
    }

    @Test func theMostRecentElementTakesEveryElementReceivedSoFar() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let (typed, input) = AsyncStream.makeStream(of: String.self)
                await observe(typed) { typed in
                    #expect(typed.expectMostRecentElement() == nil)
                    for text in ["m", "mi", "mil"] { input.yield(text) }
                    await clock.run()
                    #expect(typed.expectMostRecentElement() == "mil")
                    input.finish()
                    await clock.run()
                    #expect(typed.expectMostRecentElement() == nil)
                    await typed.expectFinished()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected an element received by now, but none had come\ntimeline: no end by 0.0 s",
                "Expected an element received by now, but the stream finished at 0.0 s\n"
                    + #"timeline: "m" at 0.0 s, "mi" at 0.0 s, "mil" at 0.0 s, finished at 0.0 s"#,
            ])
    }

    /// The failure says so rather than `nothing came within 30.0 s`: the step did not wait.
    @Test func aCancelledObservationKeepsWhatCameAndFailsAStepThatNeedsMoreAtOnce() async {
        let failures = await captureFailures {
            await withTestClock { _ in
                let (numbers, input) = AsyncStream.makeStream(of: Int.self)
                input.yield(1)
                await observe(numbers, timeout: .seconds(30)) { numbers in
                    await numbers.expectNext(1)
                    await numbers.cancel()
                    input.yield(2)
                    await numbers.next()
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected element 2, but nothing more came before the observation was cancelled\n"
                    + "timeline: 1 at 0.0 s, no end by 0.0 s"
            ])
    }
}
