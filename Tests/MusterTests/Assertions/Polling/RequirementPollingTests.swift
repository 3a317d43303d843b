import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

/// The polling verbs of requirements: they poll as the expectations' verbs do, return the value
/// of the last check, and on failure record one failure and throw.
@Suite struct RequirementPollingTests {
    @Test func toEventuallyReturnsTheValueThatSatisfiedIt() async {
        let counter = Counter()
        let run = await driveRequirement { clock in
            try await require { await counter.increment() }.toEventually(
                beGreaterThan(2), clock: clock)
        }
        #expect(run.returned == 3)
        #expect(run.failures == [])
        #expect(run.elapsed == .milliseconds(20))
    }

    @Test func aSynchronousRequirementPollsToo() async {
        let box = Box(0)
        let run = await driveRequirement { clock in
            box.value += 1
            return try await require(box.value).toEventually(equalTo(1), clock: clock)
        }
        #expect(run.returned == 1)
        #expect(run.failures == [])
    }

    @Test func aFailureIsRecordedOnceAndThrows() async {
        let run = await driveRequirement { clock in
            try await require { 4 }.toEventually(equalTo(5), clock: clock, description: "count")
        }
        #expect(run.returned == nil)
        #expect(run.thrown is RequirementFailure)
        #expect(
            run.failures == ["count\nExpected eventually 5, but after 1.0 s (101 checks) was 4"])
        #expect(run.elapsed == .seconds(1))
    }

    @Test func everyVerbReturnsTheValue() async {
        let run = await driveRequirement { clock in
            let within = Duration.milliseconds(20)
            var values: [Int] = []
            values.append(try await require { 3 }.toEventuallyNot(equal(4), clock: clock))
            values.append(try await require { 3 }.toNotEventually(equal(4), clock: clock))
            values.append(try await require { 3 }.toNever(equal(4), until: within, clock: clock))
            values.append(try await require { 3 }.neverTo(equal(4), until: within, clock: clock))
            values.append(try await require { 3 }.toAlways(equal(3), until: within, clock: clock))
            values.append(try await require { 3 }.alwaysTo(equal(3), until: within, clock: clock))
            values.append(try await require(3).toNever(equal(4), until: within, clock: clock))
            values.append(try await require(3).toAlways(equal(3), until: within, clock: clock))
            return values
        }
        #expect(run.returned == [3, 3, 3, 3, 3, 3, 3, 3])
        #expect(run.failures == [])
    }

    @Test func toNeverAndToAlwaysReturnTheValueAtTheDeadline() async {
        let counter = Counter()
        let run = await driveRequirement { clock in
            let never = try await require { await counter.increment() }.toNever(
                beGreaterThan(10), until: .milliseconds(20), clock: clock)
            let always = try await require { await counter.increment() }.toAlways(
                beGreaterThan(0), until: .milliseconds(20), clock: clock)
            return [never, always]
        }
        // Checks at 0, 10 and 20 ms in each.
        #expect(run.returned == [3, 6])
        #expect(run.failures == [])
    }

    @Test func everyVerbFailsWithItsMessageAndThrows() async {
        var results: [[String]] = []
        let within = Duration.milliseconds(20)
        for requirement in [
            { clock in _ = try await require { 4 }.toEventuallyNot(equal(4), clock: clock) },
            { clock in
                _ = try await require { 4 }.toNotEventually(equal(4), timeout: within, clock: clock)
            },
            { clock in _ = try await require { 4 }.toNever(equal(4), until: within, clock: clock) },
            { clock in _ = try await require { 4 }.neverTo(equal(4), clock: clock) },
            { clock in _ = try await require { 4 }.toAlways(equal(3), until: within, clock: clock)
            },
            { clock in _ = try await require { 4 }.alwaysTo(equal(3), clock: clock) },
            { clock in _ = try await require(4).toEventually(equal(3), timeout: .zero, clock: clock)
            },
        ] as [@Sendable (ManualClock) async throws -> Void] {
            let run = await driveRequirement(requirement)
            #expect(run.thrown is RequirementFailure)
            results.append(run.failures)
        }
        #expect(
            results == [
                ["Expected eventually not a value equal to 4, but after 1.0 s (101 checks) was 4"],
                ["Expected eventually not a value equal to 4, but after 0.02 s (3 checks) was 4"],
                ["Expected never a value equal to 4, but after 0.0 s (1 check) was 4"],
                ["Expected never a value equal to 4, but after 0.0 s (1 check) was 4"],
                ["Expected always a value equal to 3, but after 0.0 s (1 check) was 4"],
                ["Expected always a value equal to 3, but after 0.0 s (1 check) was 4"],
                ["Expected eventually a value equal to 3, but after 0.0 s (1 check) was 4"],
            ])
    }

    @Test func aValueThatIsNilAtFirstMayStillArrive() async {
        let counter = Counter()
        let run = await driveRequirement { clock in
            try await require { () async -> Int? in
                let count = await counter.increment()
                return count < 3 ? nil : count
            }.toEventuallyNot(beNil(), clock: clock)
        }
        #expect(run.returned == 3)
        #expect(run.failures == [])
    }

    @Test func matchersAboutOptionalsReturnTheOptionalUnderTheAffirmativeVerbs() async {
        let run = await driveRequirement { clock in
            let absent: Int? = nil
            let eventually: Int? = try await require(absent).toEventually(beNil(), clock: clock)
            let always: Int? = try await require(absent).toAlways(
                beNil(), until: .zero, clock: clock)
            let alias: Int? = try await require(absent).alwaysTo(
                nilValue(), until: .zero, clock: clock)
            let unwrapped: Int = try await require(Optional(2)).toNever(
                beNil(), until: .zero, clock: clock)
            let neverTo: Int = try await require(Optional(2)).neverTo(
                beNil(), until: .zero, clock: clock)
            let notEventually: Int = try await require(Optional(2)).toNotEventually(
                beNil(), clock: clock)
            return [eventually, always, alias, unwrapped, neverTo, notEventually]
        }
        #expect(run.returned == [nil, nil, nil, 2, 2, 2])
        #expect(run.failures == [])
    }

    @Test func nilFailsOrLeavesNothingToReturn() async {
        let absent: Int? = nil
        var results: [[String]] = []
        for requirement in [
            { clock in
                _ = try await require(absent).toEventually(equal(3), timeout: .zero, clock: clock)
            },
            { clock in _ = try await require(absent).toNever(equal(3), until: .zero, clock: clock)
            },
            { clock in _ = try await require(absent).toNever(equalTo(3), until: .zero, clock: clock)
            },
            { clock in
                _ = try await require(absent).toEventuallyNot(beNil(), timeout: .zero, clock: clock)
            },
            { clock in
                _ = try await require(absent).toAlways(not(equalTo(3)), until: .zero, clock: clock)
            },
        ] as [@Sendable (ManualClock) async throws -> Void] {
            let run = await driveRequirement(requirement)
            #expect(run.thrown is RequirementFailure)
            results.append(run.failures)
        }
        #expect(
            results == [
                [
                    "Expected eventually a value equal to 3, but after 0.0 s (1 check) was nil "
                        + "(use beNil() to match nil)"
                ],
                [
                    "Expected never a value equal to 3, but after 0.0 s (1 check) was nil "
                        + "(use beNil() to match nil)"
                ],
                // Hamcrest's names let nil pass a negated poll, which leaves nothing to return.
                ["Expected a value, but was nil"],
                ["Expected eventually not nil, but after 0.0 s (1 check) was nil"],
                ["Expected a value to return, but there was none"],
            ])
    }

    @Test func aThrownErrorEndsThePollAndFails() async {
        let run = await driveRequirement { clock in
            try await require { () async throws -> Int in throw LoadError.offline }.toEventually(
                equal(1), clock: clock)
        }
        #expect(run.thrown is RequirementFailure)
        #expect(
            run.failures == [
                "Expected eventually a value equal to 1, but after 0.0 s (1 check) threw error "
                    + "LoadError.offline"
            ])
    }

    @Test func timingThatCannotWorkFailsAtOnce() async {
        let run = await driveRequirement { clock in
            try await require { 1 }.toEventually(equal(1), pollInterval: .zero, clock: clock)
        }
        #expect(run.thrown is RequirementFailure)
        #expect(
            run.failures == [
                "Expected eventually a value equal to 1, but pollInterval was 0.0 s; it must be "
                    + "more than zero"
            ])
    }

    @Test func aCustomErrorIsThrownInstead() async {
        struct Custom: Error {}
        let run = await driveRequirement { clock in
            try await require(customError: Custom()) { 4 }.toEventually(
                equal(3), timeout: .zero, clock: clock)
        }
        #expect(run.thrown is Custom)
        #expect(
            run.failures == [
                "Expected eventually a value equal to 3, but after 0.0 s (1 check) was 4"
            ])
    }

    @Test func asynchronousMatchersPollToo() async {
        let recorder = CallRecorder<Int>()
        let run = await driveRequirement { clock in
            let within = Duration.milliseconds(20)
            let eventually = try await require {
                await recorder.record(call: 1)
                return recorder
            }.toEventually(beCalled(times: 3), clock: clock)
            var counts: [Int] = []
            counts.append(try await require(1).toEventuallyNot(asyncBeLessThan(0), clock: clock))
            counts.append(try await require(1).toNotEventually(asyncBeLessThan(0), clock: clock))
            counts.append(
                try await require { 1 }.toNever(asyncBeLessThan(0), until: within, clock: clock))
            counts.append(
                try await require { 1 }.neverTo(asyncBeLessThan(0), until: within, clock: clock))
            counts.append(
                try await require { 1 }.toAlways(asyncBeLessThan(2), until: within, clock: clock))
            counts.append(
                try await require { 1 }.alwaysTo(asyncBeLessThan(2), until: within, clock: clock))
            return (await eventually.calls.count, counts)
        }
        #expect(run.returned?.0 == 3)
        #expect(run.returned?.1 == [1, 1, 1, 1, 1, 1])
        #expect(run.failures == [])

        let failed = await driveRequirement { clock in
            try await require { 1 }.toEventually(asyncBeLessThan(1), timeout: .zero, clock: clock)
        }
        #expect(failed.thrown is RequirementFailure)
        #expect(
            failed.failures == [
                "Expected eventually to be less than <1>, but after 0.0 s (1 check) was 1"
            ])
    }

    @Test func inSwiftTestingOneIssueIsRecordedAtTheRequireLine() async throws {
        let line = #line + 3
        let issues = CallCounter()
        try await withKnownIssue {
            _ = try await require { 4 }.toEventually(equal(5), timeout: .zero)
        } matching: { issue in
            issues.increment()
            return issue.printedMessage
                == "Expected eventually a value equal to 5, but after 0.0 s (1 check) was 4"
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }
}
