import Muster
import MusterTestSupport
import Testing

@Suite struct AssertThatPollingTests {
    @Test func eventuallyPassesAndFails() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await assertThat(eventually: { await counter.increment() }, equalTo(3), clock: clock)
            await assertThat(eventually: { 4 }, equalTo(5), clock: clock)
        }
        #expect(failures == ["Expected eventually 5, but after 1.0 s (101 checks) was 4"])
        #expect(await counter.value == 3)
    }

    @Test func alwaysAndNever() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await assertThat(always: { 3 }, equalTo(3), timeout: .milliseconds(100), clock: clock)
            await assertThat(never: { 3 }, equalTo(4), timeout: .milliseconds(100), clock: clock)
            await assertThat(always: { await counter.increment() }, not(equalTo(5)), clock: clock)
            await assertThat(never: { 3 }, equalTo(3), clock: clock)
        }
        #expect(
            failures == [
                "Expected always not 5, but after 0.04 s (5 checks) was 5\n"
                    + "seen: 1 at 0.0 s, 2 at 0.01 s, 3 at 0.02 s, 4 at 0.03 s, 5 at 0.04 s",
                "Expected never 3, but after 0.0 s (1 check) was 3",
            ])
        #expect(clock.elapsed == .milliseconds(240))
    }

    @Test func theUsersMessageComesFirst() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await assertThat(
                eventually: { 4 }, equalTo(5), message: "the queue length", timeout: .zero,
                clock: clock)
        }
        #expect(
            failures == ["the queue length\nExpected eventually 5, but after 0.0 s (1 check) was 4"]
        )
    }

    @Test func optionalsUnwrapWithAMatcherOfTheWrappedType() async {
        let clock = ManualClock()
        let absent: Int? = nil
        let failures = await pollingFailures(on: clock) {
            await assertThat(eventually: { absent }, equalTo(5), timeout: .zero, clock: clock)
            await assertThat(always: { absent }, equalTo(5), timeout: .zero, clock: clock)
            await assertThat(never: { Optional(5) }, equalTo(5), timeout: .zero, clock: clock)
            await assertThat(never: { absent }, equalTo(5), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.0 s (1 check) was nil",
                "Expected always 5, but after 0.0 s (1 check) was nil",
                "Expected never 5, but after 0.0 s (1 check) was 5",
            ])
    }

    @Test func aMatcherOfOptionalsSeesTheOptionalItself() async {
        let clock = ManualClock()
        let present: Int? = 3
        let failures = await pollingFailures(on: clock) {
            await assertThat(eventually: { present }, nilValue(), timeout: .zero, clock: clock)
            await assertThat(always: { Int?.none }, nilValue(), timeout: .zero, clock: clock)
            await assertThat(never: { Int?.none }, nilValue(), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually nil, but after 0.0 s (1 check) was 3",
                "Expected never nil, but after 0.0 s (1 check) was nil",
            ])
    }

    @Test func errorsHangsAndComposition() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await assertThat(
                eventually: { () async throws -> Int in throw LoadError.offline }, equalTo(5),
                clock: clock)
            await assertThat(
                eventually: { () async -> String in
                    try? await clock.sleep(for: .seconds(3600))
                    return ""
                }, hasProperty(\.isEmpty, named: "isEmpty", equalTo(false)),
                timeout: .milliseconds(100),
                clock: clock)
            await assertThat(
                eventually: { "" }, anyOf(equalTo("a"), equalTo("b")), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.0 s (1 check) threw error LoadError.offline",
                "Expected eventually a value with isEmpty false, but the expression did not return within 0.1 s",
                #"Expected eventually ("a" or "b"), but after 0.0 s (1 check) was """#,
            ])
    }

    @Test func reportsAtTheCallersLine() async {
        let failures = await captureFailures {
            await assertThat(eventually: { 4 }, equalTo(5), timeout: .zero)
        }
        let line: UInt = #line - 2
        #expect(failures.map(\.site.line) == [line])
    }
}
