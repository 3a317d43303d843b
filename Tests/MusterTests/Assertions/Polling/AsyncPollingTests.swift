import Foundation
import Muster
import MusterTestSupport
import Testing

@Suite struct ToEventuallyTests {
    @Test func aLongLastValueKeepsItsFullTextForAttachments() async {
        let clock = ManualClock()
        let expected = String(repeating: "a", count: 500) + "\n"
        let failures = await captureFailures {
            await expect { expected + "b" }.toEventually(
                equalTo(expected), timeout: .zero, clock: clock)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.fullExpected == expected)
        #expect(failures.first?.fullActual == expected + "b")
        #expect(failures.first?.message.hasPrefix("Expected eventually \"aaaa") == true)
    }

    @Test func passesAtTheFirstMatchingCheck() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == [])
        #expect(await counter.value == 5)
        #expect(clock.elapsed == .milliseconds(40))
    }

    /// Nimble's matchers cannot judge nil, under toEventually or toEventuallyNot; a value that
    /// is nil at first still passes once it arrives.
    @Test func aValueThatIsNilAtFirstMayStillArrive() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { () async -> Int? in
                let count = await counter.increment()
                return count < 3 ? nil : count
            }.toEventually(equal(5), clock: clock)
            await expect { () async -> Int? in nil }.toEventuallyNot(
                equal(5), timeout: .milliseconds(20), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually not a value equal to 5, but after 0.02 s (3 checks) was nil "
                    + "(use beNil() to match nil)"
            ])
        #expect(await counter.value == 5)
    }

    @Test func failsAfterTheTimeoutWithTheNumberOfChecksAndTheLastValue() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == ["Expected eventually 5, but after 1.0 s (101 checks) was 4"])
        #expect(clock.elapsed == .seconds(1))
    }

    @Test func checksOnceMoreAtTheDeadline() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toEventually(
                equalTo(4), timeout: .milliseconds(25), clock: clock)
        }
        // Checks at 0, 10, 20 and 25 ms: the last one at the deadline.
        #expect(failures == [])
        #expect(clock.elapsed == .milliseconds(25))
    }

    @Test func zeroTimeoutChecksOnce() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 5 }.toEventually(equalTo(5), timeout: .zero, clock: clock)
            await expect { 4 }.toEventually(equalTo(5), timeout: .zero, clock: clock)
        }
        #expect(failures == ["Expected eventually 5, but after 0.0 s (1 check) was 4"])
    }

    @Test func theMismatchIsTheMatchers() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { "abc" }.toEventually(
                hasProperty(\.count, named: "count", equalTo(4)), timeout: .milliseconds(20),
                clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually a value with count 4, but after 0.02 s (3 checks) count was 3"
            ])
    }

    @Test func composesWithLogicalMatchers() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(
                not(equalTo(4)), timeout: .milliseconds(10), clock: clock)
            await expect { 4 }.toEventually(
                allOf(equalTo(4), anyOf(equalTo(1), equalTo(2))), timeout: .milliseconds(10),
                clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually not 4, but after 0.01 s (2 checks) was 4",
                "Expected eventually (4 and (1 or 2)), but after 0.01 s (2 checks) (1 or 2): was 4",
            ])
    }

    @Test func descriptionComesFirst() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(
                equalTo(5), timeout: .zero, clock: clock, description: "the queue length")
        }
        #expect(
            failures == ["the queue length\nExpected eventually 5, but after 0.0 s (1 check) was 4"]
        )
    }

    @Test func optionalValues() async {
        let clock = ManualClock()
        let absent: Int? = nil
        let failures = await pollingFailures(on: clock) {
            await expect { absent }.toEventually(equalTo(5), timeout: .zero, clock: clock)
            await expect(absent).toEventually(nilValue(), timeout: .zero, clock: clock)
            await expect(Optional(3)).toEventually(nilValue(), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.0 s (1 check) was nil",
                "Expected eventually nil, but after 0.0 s (1 check) was 3",
            ])
    }

    @Test func emptyValues() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { [Int]() }.toEventually(equalTo([1]), timeout: .zero, clock: clock)
            await expect { "" }.toEventually(equalTo(""), timeout: .zero, clock: clock)
        }
        #expect(failures == ["Expected eventually [1], but after 0.0 s (1 check) was []"])
    }

    @Test func failuresAreReportedAtTheExpectLine() async {
        let clock = ManualClock()
        let failures = await clock.drive {
            await captureFailures {
                await expect { 4 }.toEventually(equalTo(5), timeout: .zero, clock: clock)
            }
        }
        let line: UInt = #line - 3
        #expect(failures.map(\.site.line) == [line])
    }
}

@Suite struct ToEventuallyNotTests {
    @Test func passesWhenTheValueStopsMatching() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toEventuallyNot(
                anyOf(equalTo(1), equalTo(2)), clock: clock)
        }
        #expect(failures == [])
        #expect(await counter.value == 3)
    }

    @Test func failsWithTheValueThatStillMatched() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 5 }.toEventuallyNot(equalTo(5), clock: clock)
            await expect { 5 }.toNotEventually(equalTo(5), timeout: .zero, clock: clock)
            await expect(Int?.none).toEventuallyNot(nilValue(), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually not 5, but after 1.0 s (101 checks) was 5",
                "Expected eventually not 5, but after 0.0 s (1 check) was 5",
                "Expected eventually not nil, but after 0.0 s (1 check) was nil",
            ])
    }
}

@Suite struct ToNeverTests {
    @Test func passesWhenTheValueNeverMatchesForTheWholeTimeout() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toNever(equalTo(0), clock: clock)
        }
        #expect(failures == [])
        #expect(await counter.value == 101)
        #expect(clock.elapsed == .seconds(1))
    }

    @Test func failsAtTheFirstMatchSayingWhen() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toNever(equalTo(26), clock: clock)
        }
        #expect(
            failures == [
                "Expected never 26, but after 0.25 s (26 checks) was 26\n"
                    + "seen: 1 at 0.0 s, 2 at 0.01 s, 3 at 0.02 s, … 20 more …, 24 at 0.23 s, "
                    + "25 at 0.24 s, 26 at 0.25 s"
            ])
        #expect(clock.elapsed == .milliseconds(250))
    }

    @Test func untilIsHowLongTheValueMustNotMatch() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            // The fifth check, at 0.4 s, would match: after `until`, it never comes.
            await expect { await counter.increment() }.toNever(
                equalTo(5), until: .milliseconds(300), pollInterval: .milliseconds(100),
                clock: clock)
            await expect { await counter.increment() }.neverTo(
                equalTo(7), until: .seconds(2), pollInterval: .milliseconds(100), clock: clock)
        }
        #expect(
            failures == [
                "Expected never 7, but after 0.2 s (3 checks) was 7\n"
                    + "seen: 5 at 0.0 s, 6 at 0.1 s, 7 at 0.2 s"
            ])
        #expect(await counter.value == 7)
        #expect(clock.elapsed == .milliseconds(500))
    }

    @Test func nimbleSpellingAndOptionals() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 5 }.neverTo(equalTo(5), clock: clock)
            await expect(Int?.none).toNever(nilValue(), clock: clock)
            await expect { Int?.none }.neverTo(equalTo(3), until: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected never 5, but after 0.0 s (1 check) was 5",
                "Expected never nil, but after 0.0 s (1 check) was nil",
            ])
    }
}

@Suite struct ToAlwaysTests {
    @Test func passesWhenTheValueMatchesForTheWholeTimeout() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toAlways(not(equalTo(0)), clock: clock)
        }
        #expect(failures == [])
        #expect(await counter.value == 101)
    }

    @Test func failsAtTheFirstMismatchWithTheMatchersMismatch() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() < 26 ? "ready" : "lost" }.toAlways(
                equalTo("ready"), clock: clock)
        }
        #expect(
            failures == [
                #"Expected always "ready", but after 0.25 s (26 checks) was "lost""# + "\n"
                    + #"seen: "ready" at 0.0 s, "lost" at 0.25 s"#
            ])
    }

    @Test func untilIsHowLongTheValueMustMatch() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            // The fifth check, at 0.4 s, would not match: after `until`, it never comes.
            await expect { await counter.increment() }.toAlways(
                lessThan(5), until: .milliseconds(300), pollInterval: .milliseconds(100),
                clock: clock)
            await expect { await counter.increment() }.alwaysTo(
                lessThan(7), until: .seconds(2), pollInterval: .milliseconds(100), clock: clock)
        }
        #expect(
            failures == [
                "Expected always a value less than 7, but after 0.2 s (3 checks) was 7\n"
                    + "seen: 5 at 0.0 s, 6 at 0.1 s, 7 at 0.2 s"
            ])
        #expect(await counter.value == 7)
        #expect(clock.elapsed == .milliseconds(500))
    }

    @Test func nimbleSpellingAndOptionals() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.alwaysTo(equalTo(5), clock: clock)
            await expect { Int?.none }.toAlways(equalTo(5), clock: clock)
            await expect(Int?.none).alwaysTo(nilValue(), until: .zero, clock: clock)
            await expect(Optional(1)).toAlways(nilValue(), clock: clock)
        }
        #expect(
            failures == [
                "Expected always 5, but after 0.0 s (1 check) was 4",
                "Expected always 5, but after 0.0 s (1 check) was nil",
                "Expected always nil, but after 0.0 s (1 check) was 1",
            ])
    }
}
