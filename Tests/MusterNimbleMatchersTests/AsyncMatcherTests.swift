// Asynchronous matchers written the way a Nimble 14 suite writes its own (the examples of
// Nimble's guide and tests), and what Muster makes of them.

import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct AsyncMatcherTests {
    struct Broken: Error {}

    @Test func judgesAValueThatTakesAwaitToRead() async {
        let recorder = CallRecorder<Int>()
        await recorder.record(call: 3)
        await expect(recorder).to(beCalled(with: 3))
        await expect(recorder).toNot(beCalled(with: 4))
        await expect(recorder).to(beCalled(times: 1))
        let failures = await captureFailures {
            await expect(recorder).to(beCalled(with: 4))
            await expect(recorder).toNot(beCalled(with: 3))
            await expect(recorder).to(beCalled(times: 2))
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be called with 4, but was <CallRecorder<Int>>\ncalled with [3]",
                "Expected not to be called with 3, but was <CallRecorder<Int>>",
                "Expected to be called 2 times, but got 1 calls",
            ])
    }

    @Test func nilFailsUnderToAndToNotUnlessTheMatcherJudgesIt() async {
        let missing: CallRecorder<Int>? = nil
        let absent: Int? = nil
        await expect(absent).to(asyncBeNil())
        let failures = await captureFailures {
            await expect(missing).to(beCalled(with: 3))
            await expect(missing).toNot(beCalled(times: 3))
            await expect(absent).toNot(asyncBeLessThan(3))
            await expect(absent).toNot(asyncBeNil())
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be called with 3, but was nil (use beNil() to match nil)",
                "Expected not to be called 3 times, but was nil (use beNil() to match nil)",
                "Expected not to be less than <3>, but was nil (use beNil() to match nil)",
                "Expected not to be nil, but was nil",
            ])
    }

    @Test func anErrorItLetsOutFailsBothWays() async {
        let failures = await captureFailures {
            await expect { () async throws -> Int in throw Broken() }.to(asyncBeLessThan(3))
            await expect { () async throws -> Int in throw Broken() }.toNot(asyncBeLessThan(3))
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be less than <3>, but threw error Broken()",
                "Expected not to be less than <3>, but threw error Broken()",
            ])
    }

    @Test func describesItselfByItsMessageBeforeJudging() {
        #expect(asyncBeLessThan(3).description == "to be less than <3>")
        #expect(beCalled(times: 2).description == "to be called 2 times")
        #expect(beCalled(with: 2).description == "to match")
    }

    @Test func defineNilableAndDefineWithoutAMessage() async {
        let idle = AsyncMatcher<CallRecorder<Int>>.defineNilable("be idle") { expression, message in
            MatcherResult(
                bool: await (try expression.evaluate()?.calls ?? []).isEmpty, message: message)
        }
        let counted = AsyncMatcher<CallRecorder<Int>>.define { expression in
            MatcherResult(
                bool: await (try expression.evaluate()?.calls ?? []).count > 1,
                message: .expectedTo("be called more than once"))
        }
        let missing: CallRecorder<Int>? = nil
        await expect(missing).to(idle)
        let failures = await captureFailures {
            await expect(missing).to(counted)
            await expect(CallRecorder<Int>()).to(counted)
        }.map(\.message)
        #expect(
            failures == [
                "Expected to be called more than once, but was nil (use beNil() to match nil)",
                "Expected to be called more than once, but was <CallRecorder<Int>>",
            ])
    }

    @Test func satisfiesGivesWhatTheClosureOrTheMatcherConcludes() async throws {
        let less = try await asyncBeLessThan(3).satisfies(AsyncExpression(expression: { 5 }))
        #expect(less.status == .doesNotMatch)
        #expect(less.message == .expectedActualValueTo("be less than <3>"))
        let plain = try await greaterThan(3).satisfies(AsyncExpression(expression: { 5 }))
        #expect(plain.status == .matches)
        let all = try await satisfyAllOf(asyncBeLessThan(3), greaterThan(0))
            .satisfies(AsyncExpression(expression: { 5 }))
        #expect(all.status == .doesNotMatch)
        #expect(
            all.message
                == .appends(
                    .expectedTo("be (to be less than <3> and a value greater than 0)"),
                    ", but to be less than <3>: was 5"))
    }

    @Test func requireNonNilMakesAnAsynchronousMatcherFailOnNil() async {
        let absent: Int? = nil
        let failures = await captureFailures {
            await expect(absent).to(asyncBeNil().requireNonNil)
        }.map(\.message)
        #expect(failures == ["Expected to be nil, but was nil (use beNil() to match nil)"])
    }

    @Test func anyMatcherThatJudgesAsynchronouslyIsOne() async {
        /// A suite's own type that judges through `satisfies`, as Nimble allows.
        struct Positive: AsyncableMatcher {
            func satisfies(_ expression: AsyncExpression<Int>) async throws -> MatcherResult {
                MatcherResult(
                    bool: (try await expression.evaluate() ?? 0) > 0,
                    message: .expectedActualValueTo("be positive"))
            }
        }
        await expect(3).to(satisfyAllOf(Positive(), asyncBeLessThan(5)))
        let failures = await captureFailures {
            await expect(-1).to(satisfyAnyOf(Positive(), greaterThan(5)))
        }.map(\.message)
        #expect(
            failures == [
                "Expected (to match or a value greater than 5), but was -1"
            ])
    }
}
