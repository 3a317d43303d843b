import Foundation
import Muster
import MusterTestSupport
import MusterMocks
import Testing

@Suite struct EventuallyTests {
    // MARK: Passing

    @Test func aPollOfSeveralVerificationsCountsAsOneAssertion() async {
        let analytics = AnalyticsMock()
        analytics.log("opened")
        let failures = await failureMessages {
            await withAssertionsRequired(exactly: 1) {
                await eventually {
                    verify(analytics).log("opened")
                    verifyNoMoreInteractions(analytics)
                }
            }
        }
        #expect(failures == [])
    }

    @Test func passesAtTheFirstCheckThatSeesTheCall() async {
        let clock = ManualClock()
        let analytics = AnalyticsMock()
        let poll = Task {
            await captureFailures {
                await eventually(clock: clock) { verify(analytics).log("opened") }
            }.map(\.message)
        }
        // Checks at 0, 10 and 20 ms find nothing; the call comes before the one at 30 ms.
        await letChecksRun(3, on: clock)
        await Task.detached { analytics.log("opened") }.value
        clock.advanceToNextDeadline()
        #expect(await finish(poll, on: clock) == [])
        #expect(clock.elapsed == .milliseconds(30))
    }

    @Test func aTestClockIsMovedToTheCallAndToTheDeadline() async {
        let failures = await failureMessages {
            await withTestClock { clock in
                let analytics = AnalyticsMock()
                Task {
                    try await clock.sleep(for: .seconds(90))
                    analytics.log("opened")
                }
                await eventually(timeout: .seconds(120)) { verify(analytics).log("opened") }
                #expect(clock.now == .init(offset: .seconds(90)))
                await eventually(timeout: .seconds(3600)) { verify(analytics).log("closed") }
                #expect(clock.now == .init(offset: .seconds(3690)))
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.hasPrefix(
                #"Expected eventually analytics.log("closed") to be called once, but after "#
                    + "3600.0 s of virtual time (2 checks) no call matched") == true)
        #expect(failures.first?.hasSuffix("of wall time; no sleep is armed on it") == true)
    }

    @Test func passesAtOnceWhenTheCallWasAlreadyMade() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(clock: clock) { verify(analytics).log("opened") }
        }
        #expect(failures == [])
        #expect(clock.elapsed == .zero)
    }

    @Test func passesWhenACallArrivesLaterFromADetachedTask() async {
        let analytics = AnalyticsMock()
        Task.detached {
            try? await Task.sleep(for: .milliseconds(30))
            analytics.log("opened")
        }
        let started = ContinuousClock.now
        // A generous timeout: on a loaded machine the task may start late, and the poll
        // passes as soon as the call is there anyway.
        let failures = await failureMessages {
            await eventually(timeout: .seconds(30)) { verify(analytics).log("opened") }
        }
        #expect(failures == [])
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func passesWhenCallsArriveFromOtherThreads() async {
        let analytics = AnalyticsMock()
        for index in 0..<4 {
            Thread.detachNewThread { analytics.log("thread \(index)") }
        }
        let failures = await failureMessages {
            await eventually(timeout: .seconds(30)) {
                verify(analytics, times(4)).log(startsWith("thread "))
            }
        }
        #expect(failures == [])
    }

    @MainActor @Test func seesWorkThatTheSameActorDoesBetweenChecks() async {
        let navigator = NavigatorMock()
        let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(20))
            controller.showContentsButtonWasPressed()
        }
        let failures = await failureMessages {
            await eventually(timeout: .seconds(30)) {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
        }
        #expect(failures == [])
    }

    @Test func anEmptyBlockPassesAtOnce() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) { await eventually(clock: clock) {} }
        #expect(failures == [])
    }

    // MARK: Failure messages

    @Test func zeroInteractionsAtTheDeadline() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            await eventually(clock: clock) {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually NavigatorMock.push(an instance of FileContentsViewController, \
                animated: true) to be called once, but after 1.0 s (101 checks) there were zero \
                interactions with this mock
                """
            ])
        #expect(clock.elapsed == .seconds(1))
    }

    @Test func theCallsAsTheyArrived() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            let logged = Box(0)
            await eventually(timeout: .milliseconds(500), clock: clock) {
                // The app logs "opening" at 0.2 s and "open" at 0.4 s, never "opened".
                if clock.elapsed >= .milliseconds(200), logged.value == 0 {
                    logged.value = 1
                    analytics.log("opening")
                }
                if clock.elapsed >= .milliseconds(400), logged.value == 1 {
                    logged.value = 2
                    analytics.log("open")
                }
                verify(analytics).log("opened")
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("opened") to be called once, but after 0.5 s \
                (51 checks) no call matched; the closest was call 1:
                  log("opening")
                the other call received was:
                  2. log("open")
                seen: 0 calls at 0.0 s, 1 call at 0.2 s, 2 calls at 0.4 s
                """
            ])
    }

    @Test func callsThatNeverChangedAddNoLine() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opening")
            await eventually(timeout: .milliseconds(20), clock: clock) {
                verify(analytics).log("opened")
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("\nseen:") == false)
    }

    @Test func reportsOnceAtTheVerifyLine() async {
        let clock = ManualClock()
        let verifyLine = Box<UInt>(0)
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            await eventually(timeout: .milliseconds(30), clock: clock) {
                verifyLine.value = #line + 1
                verify(analytics).log("opened")
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.site.line == verifyLine.value)
        #expect(
            failures.first.map { "\($0.site.fileID)" } == "MusterMocksTests/EventuallyTests.swift")
    }

    @Test func theClosestCallWithItsArgumentMismatches() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            let controller = FileDetailsViewController(fileName: "notes.txt", navigator: navigator)
            controller.opensSettingsByMistake = true
            controller.showContentsButtonWasPressed()
            await eventually(timeout: .milliseconds(50), clock: clock) {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually NavigatorMock.push(an instance of FileContentsViewController, \
                animated: true) to be called once, but after 0.05 s (6 checks) no call matched; \
                the closest was:
                  push(<SettingsViewController>, animated: true)
                    argument 1 (vc): was <SettingsViewController>
                """
            ])
    }

    @Test func theWrongCountWithTheCallsListed() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(timeout: .milliseconds(20), clock: clock) {
                verify(analytics, times(2)).log("opened")
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("opened") to be called 2 times, but after \
                0.02 s (3 checks) it was called once:
                  1. log("opened")
                """
            ])
    }

    @Test func tooManyCallsFailAtTheDeadline() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            for _ in 0..<3 { analytics.log("tick") }
            await eventually(timeout: .milliseconds(10), clock: clock) {
                verify(analytics, times(2)).log("tick")
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("tick") to be called 2 times, but after 0.01 s \
                (2 checks) it was called 3 times:
                  1. log("tick")
                  2. log("tick")
                  3. log("tick")
                """
            ])
    }

    @Test func otherMembersCalledInstead() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            navigator.setTitle("Files")
            await eventually(timeout: .zero, clock: clock) {
                verify(navigator, atLeastOnce()).push(anything(), true)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually NavigatorMock.push(anything, animated: true) to be called at \
                least once, but after 0.0 s (1 check) it was not called; the calls received were:
                  1. setTitle("Files")
                """
            ])
    }

    @Test func everyVerificationStillFailingIsReportedInOrder() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(timeout: .milliseconds(10), clock: clock) {
                verify(navigator).setTitle("Files")
                verify(analytics).log("opened")
                verify(analytics).log("closed")
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually NavigatorMock.setTitle("Files") to be called once, but after \
                0.01 s (2 checks) there were zero interactions with this mock
                """,
                """
                Expected eventually analytics.log("closed") to be called once, but after 0.01 s \
                (2 checks) no call matched; the closest was:
                  log("opened")
                """,
            ])
    }

    // MARK: Timing

    @Test func theTimeoutAndPollIntervalAreThePollingOnes() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            await eventually(
                timeout: .milliseconds(100), pollInterval: .milliseconds(25), clock: clock
            ) { verify(analytics).log("opened") }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("opened") to be called once, but after 0.1 s \
                (5 checks) there were zero interactions with this mock
                """
            ])
        #expect(clock.elapsed == .milliseconds(100))
    }

    @Test func theScopesPollingDefaultsApply() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            await withPollingDefaults(timeout: .milliseconds(20)) {
                await eventually(clock: clock) { verify(analytics).log("opened") }
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("opened") to be called once, but after 0.02 s \
                (3 checks) there were zero interactions with this mock
                """
            ])
    }

    @Test func unusableTimingFailsAtOnceAtTheEventuallyLine() async {
        let analytics = AnalyticsMock()
        var line: UInt = 0
        let failures = await captureFailures {
            line = #line + 1
            await eventually(pollInterval: .zero) { verify(analytics).log("opened") }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually the verifications in the block to hold, but pollInterval was \
                0.0 s; it must be more than zero
                """
            ])
        #expect(failures.first?.site.line == line)
    }

    // MARK: Counts that hold before any call

    @Test func countsThatNoCallMeetsAreRejectedAtOnce() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            navigator.push(SettingsViewController(), animated: true)
            await eventually(clock: clock) {
                verify(navigator, never()).push(instanceOf(SettingsViewController.self), anything())
            }
            await eventually(clock: clock) { verify(navigator, times(0)).setTitle(anything()) }
            await eventually(clock: clock) { verify(navigator, atMost(2)).setTitle(anything()) }
            await eventually(clock: clock) { verify(navigator, atLeast(0)).setTitle(anything()) }
        }
        let rejection =
            "that holds before any call is made, so eventually would pass at once; verify it "
            + "without eventually, after the work is done"
        #expect(
            failures.map(\.message) == [
                "Expected eventually NavigatorMock.push(an instance of SettingsViewController, "
                    + "animated: anything) never to be called, but \(rejection)",
                "Expected eventually NavigatorMock.setTitle(anything) never to be called, but "
                    + rejection,
                "Expected eventually NavigatorMock.setTitle(anything) to be called at most 2 "
                    + "times, but \(rejection)",
                "Expected eventually NavigatorMock.setTitle(anything) to be called at least 0 "
                    + "times, but \(rejection)",
            ])
        // Rejected at the first check, without waiting.
        #expect(clock.elapsed == .zero)
    }

    @Test func aRejectedCountInABlockWithOthersIsTheOnlyFailure() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            await eventually(clock: clock) {
                verify(analytics).log("opened")
                verify(analytics, never()).log("closed")
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected eventually analytics.log(\"closed\") never to be called, but that holds "
                    + "before any call is made, so eventually would pass at once; verify it "
                    + "without eventually, after the work is done"
            ])
        #expect(clock.elapsed == .zero)
    }

    @Test func verifyNoInteractionsIsRejected() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            await eventually(clock: clock) { verifyNoInteractions(analytics) }
        }
        #expect(
            failures.map(\.message) == [
                "Expected eventually no interactions with analytics, but that holds before any "
                    + "call is made, so eventually would pass at once; verify it without "
                    + "eventually, after the work is done"
            ])
    }

    // MARK: What a check leaves behind

    @Test func captorsGetTheirValuesOnceWhenTheBlockHolds() async {
        let clock = ManualClock()
        let events = ArgumentCaptor<String>()
        let analytics = AnalyticsMock()
        let repository = RepositoryMock()
        analytics.log("opened")
        let poll = Task {
            await captureFailures {
                await eventually(clock: clock) {
                    verify(analytics).log(events.capture())
                    verify(repository).save(anything())
                }
            }.map(\.message)
        }
        // Four checks match "opened" and fail for want of save.
        await letChecksRun(4, on: clock)
        #expect(events.values == [])
        repository.save(User(id: 1, name: "Ann"))
        clock.advanceToNextDeadline()
        #expect(await finish(poll, on: clock) == [])
        #expect(events.values == ["opened"])
    }

    @Test func captorsKeepNothingWhenTheBlockNeverHolds() async {
        let clock = ManualClock()
        let events = ArgumentCaptor<String>()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(timeout: .milliseconds(20), clock: clock) {
                verify(analytics).log(events.capture())
                verify(analytics).log("closed")
            }
        }
        #expect(failures.count == 1)
        #expect(events.values == [])
    }

    @Test func callsVerifiedByABlockThatHeldAreVerified() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(clock: clock) { verify(analytics).log("opened") }
            verifyNoMoreInteractions(analytics)
        }
        #expect(failures == [])
    }

    @Test func callsMatchedByABlockThatNeverHeldStayUnverified() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(timeout: .zero, clock: clock) {
                verify(analytics).log("opened")
                verify(analytics).log("closed")
            }
            verifyNoMoreInteractions(analytics)
        }
        #expect(
            failures.map(\.message).last == """
                Expected no more interactions with analytics, but it received 1 unverified call:
                  1. log("opened")
                """)
    }

    @Test func verifyNoMoreInteractionsInTheBlockCountsTheBlocksVerifications() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            analytics.log("scrolled")
            await eventually(timeout: .zero, clock: clock) {
                verify(analytics).log("opened")
                verify(analytics).log("scrolled")
                verifyNoMoreInteractions(analytics)
            }
            analytics.log("closed")
            await eventually(timeout: .zero, clock: clock) {
                verify(analytics).log("opened")
                verifyNoMoreInteractions(analytics)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually no more interactions with analytics, but after 0.0 s \
                (1 check) it received 1 unverified call:
                  1. log("closed")
                """
            ])
    }

    // MARK: Order

    @Test func anEnclosingVerifyInOrderMovesOnOnlyWhenTheBlockHolds() async {
        let clock = ManualClock()
        let repository = RepositoryMock(name: "repository")
        let analytics = AnalyticsMock()
        repository.save(User(id: 1, name: "Ann"))
        let poll = Task {
            await captureFailures {
                await verifyInOrder {
                    await eventually(clock: clock) {
                        verify(repository).save(anything())
                        verify(analytics).log("opened")
                    }
                    verify(analytics).log("opened")
                }
            }.map(\.message)
        }
        await letChecksRun(4, on: clock)
        analytics.log("opened")
        clock.advanceToNextDeadline()
        let failures = await finish(poll, on: clock)
        // The failing checks did not move the order past save, so the fifth check finds it
        // again; the order then stands after log("opened"), and the verification after the
        // block wants another one.
        #expect(
            failures == [
                """
                Expected analytics.log("opened") to be called once after \
                analytics.log("opened") (call 2 below), but none came after call 2: it was call 2
                the calls in order were:
                  1. repository.save(User(id: 1, name: "Ann"))
                  2. analytics.log("opened")
                """
            ])
    }

    @Test func verifyInOrderInsideTheBlock() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let navigator = NavigatorMock()
            let analytics = AnalyticsMock()
            analytics.log("opened")
            navigator.setTitle("Files")
            await eventually(timeout: .zero, clock: clock) {
                verifyInOrder {
                    verify(analytics).log("opened")
                    verify(navigator).setTitle("Files")
                }
            }
            await eventually(timeout: .zero, clock: clock) {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually analytics.log("opened") to be called once after \
                NavigatorMock.setTitle("Files") (call 2 below), but after 0.0 s (1 check) none \
                came after call 2: it was call 1
                the calls in order were:
                  1. analytics.log("opened")
                  2. NavigatorMock.setTitle("Files")
                """
            ])
    }

    // MARK: Other assertions, cancellation

    @Test func otherAssertionsInTheBlockWaitWithIt() async {
        let clock = ManualClock()
        let failures = await eventualFailures(on: clock) {
            let analytics = AnalyticsMock()
            analytics.log("opened")
            await eventually(timeout: .milliseconds(10), clock: clock) {
                verify(analytics).log("opened")
                assertThat(analytics.musterRecorder.calls.count, equalTo(2))
            }
        }
        #expect(
            failures.map(\.message) == [
                "Eventually, after 0.01 s (2 checks): Expected 2, but was 1"
            ])
    }

    @Test func cancellingSaysSoWithTheLastCheck() async {
        let clock = ManualClock()
        let analytics = AnalyticsMock()
        let poll = Task {
            await captureFailures {
                await eventually(clock: clock) { verify(analytics).log("opened") }
            }.map(\.message)
        }
        await letChecksRun(4, on: clock)
        poll.cancel()
        #expect(
            await poll.value == [
                """
                Expected eventually analytics.log("opened") to be called once, but polling was \
                cancelled after 0.03 s (4 checks); last check: there were zero interactions with \
                this mock
                """
            ])
    }

    @Test func anAlreadyCancelledTaskDoesNotCheck() async {
        let analytics = AnalyticsMock()
        let poll = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await captureFailures {
                await eventually { verify(analytics).log("opened") }
            }.map(\.message)
        }
        #expect(
            await poll.value == [
                """
                Expected eventually the verifications in the block to hold, but polling was \
                cancelled after 0.0 s (0 checks)
                """
            ])
    }
}

/// Lets `count` checks run, and returns while the poll waits for the next.
func letChecksRun(_ count: Int, on clock: ManualClock) async {
    for _ in 1..<count {
        await clock.untilSleeping(2)
        clock.advanceToNextDeadline()
    }
    await clock.untilSleeping(2)
}

/// The poll's result, with the clock moving on while it waits, so that a poll that does not
/// pass ends at its deadline rather than waiting for a test that has stopped moving the time.
func finish<Result: Sendable>(_ poll: Task<Result, Never>, on clock: ManualClock) async -> Result {
    await clock.drive { await poll.value }
}
