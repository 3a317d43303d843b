import MusterNimble
import Testing

/// Nimble's `asyncEqual`, as its suites write it.
private func asyncEqual<T: Equatable & Sendable>(_ expected: T) -> AsyncMatcher<T> {
    AsyncMatcher.simple("equal <\(expected)>") { actual in
        MatcherStatus(bool: try await actual.evaluate() == expected)
    }
}

@Suite struct AsyncMatcherFormsTests {
    @Test func andNeedsBoth() async {
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(2) && beLessThan(3)) } == [])
        #expect(
            await asyncFailureMessages { await expect(2).to(beLessThan(3) && asyncEqual(2)) } == [])
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(2) && asyncEqual(2)) } == [])
        #expect(
            await asyncFailureMessages {
                await expect("turtle").to(contain("t") && endWith("tle") && asyncEqual("turtle"))
            }
                == [])
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(2) && beLessThan(1)) }
                == [
                    "Expected (to equal <2> and a value less than 1), but a value less than 1: was 2"
                ])
        #expect(
            await asyncFailureMessages { await expect(2).to(beLessThan(1) && asyncEqual(3)) }
                == [
                    "Expected (a value less than 1 and to equal <3>), but a value less than 1: was 2"
                ])
        #expect(
            await asyncFailureMessages { await expect(2).toNot(asyncEqual(2) && asyncEqual(2)) }
                == ["Expected not (to equal <2> and to equal <2>), but was 2"])
    }

    @Test func orNeedsEither() async {
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(3) || beLessThan(3)) } == [])
        #expect(await asyncFailureMessages { await expect(2).to(equal(3) || asyncEqual(2)) } == [])
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(1) || asyncEqual(2)) } == [])
        #expect(
            await asyncFailureMessages { await expect(2).to(asyncEqual(1) || equal(3)) }
                == ["Expected (to equal <1> or a value equal to 3), but was 2"])
        #expect(
            await asyncFailureMessages { await expect(2).toNot(equal(3) || asyncEqual(2)) }
                == ["Expected not (a value equal to 3 or to equal <2>), but was 2"])
    }
}
