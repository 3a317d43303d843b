import CaseData
import Muster

// Each function is one run of a case, written the way a test would write it. A run returns
// the size in bytes of the failure message it produced, or 0 when it passes, so that nothing
// it computes can be thrown away. `@inline(never)` keeps each run a call of its own, the same
// for every library.

/// The cases written with `assertThat` and the Hamcrest names.
public enum MusterAssertThat {
    @inline(never)
    public static func intEquality(_ inputs: Inputs) -> Int {
        let xs = inputs.ints
        let ys = inputs.intsCopy
        for index in xs.indices { assertThat(xs[index], equalTo(ys[index])) }
        return 0
    }

    @inline(never)
    public static func arrayEquality(_ inputs: Inputs) -> Int {
        assertThat(inputs.array10k, equalTo(inputs.array10kCopy))
        return 0
    }

    @inline(never)
    public static func contains(_ inputs: Inputs) -> Int {
        assertThat(inputs.array100k, hasItem(inputs.needle))
        return 0
    }

    @inline(never)
    public static func allPass(_ inputs: Inputs) -> Int {
        assertThat(inputs.array100k, everyItem(greaterThanOrEqualTo(0)))
        return 0
    }

    @inline(never)
    public static func failingEquality(_ inputs: Inputs) -> Int {
        let failures = captureFailures {
            assertThat(inputs.failingActual, equalTo(inputs.failingExpected))
        }
        return failures.first?.message.utf8.count ?? 0
    }

    @inline(never)
    public static func inAnyOrder1k(_ inputs: Inputs) -> Int {
        assertThat(inputs.shuffled1k, containsInAnyOrder(inputs.ordered1k))
        return 0
    }

    @inline(never)
    public static func inAnyOrder10k(_ inputs: Inputs) -> Int {
        assertThat(inputs.shuffled10k, containsInAnyOrder(inputs.ordered10k))
        return 0
    }

    @inline(never)
    public static func inAnyOrderOverlapping(_ inputs: Inputs) -> Int {
        assertThat(
            inputs.shuffled1k,
            containsInAnyOrder(inputs.ordered1k.map { greaterThanOrEqualTo($0) }))
        return 0
    }

    /// One index out of range, caught.
    @inline(never)
    public static func trap(_ inputs: Inputs) -> Int {
        assertThat(inputs.ints[Inputs.intCount], traps())
        return 0
    }

    @inline(never)
    public static func fieldByFieldWithOptions(_ inputs: Inputs) -> Int {
        assertThat(
            inputs.readings,
            equalTo(
                inputs.readingsCopy,
                comparing: .fieldByField.comparingEvery(Double.self) { closeTo($0, 1e-9) }
                    .ignoringExpectedNils()))
        return 0
    }

    @inline(never)
    public static func fieldByFieldPlain(_ inputs: Inputs) -> Int {
        assertThat(inputs.readings, equalTo(inputs.readingsCopy, comparing: .fieldByField))
        return 0
    }

    @inline(never)
    public static func fieldByFieldShuffled(_ inputs: Inputs) -> Int {
        assertThat(
            inputs.readingsShuffled,
            equalTo(inputs.readingsCopy, comparing: .fieldByField(collectionOrder: .any)))
        return 0
    }
}

/// The same cases written with `expect` and Muster's spellings of Nimble's names, as a suite
/// moved over from Nimble reads.
public enum MusterExpect {
    @inline(never)
    public static func intEquality(_ inputs: Inputs) -> Int {
        let xs = inputs.ints
        let ys = inputs.intsCopy
        for index in xs.indices { expect(xs[index]).to(equal(ys[index])) }
        return 0
    }

    @inline(never)
    public static func arrayEquality(_ inputs: Inputs) -> Int {
        expect(inputs.array10k).to(equal(inputs.array10kCopy))
        return 0
    }

    @inline(never)
    public static func contains(_ inputs: Inputs) -> Int {
        expect(inputs.array100k).to(contain(inputs.needle))
        return 0
    }

    @inline(never)
    public static func allPass(_ inputs: Inputs) -> Int {
        expect(inputs.array100k).to(Muster.allPass(beGreaterThanOrEqualTo(0)))
        return 0
    }

    @inline(never)
    public static func failingEquality(_ inputs: Inputs) -> Int {
        let failures = captureFailures {
            expect(inputs.failingActual).to(equal(inputs.failingExpected))
        }
        return failures.first?.message.utf8.count ?? 0
    }

    @inline(never)
    public static func inAnyOrder1k(_ inputs: Inputs) -> Int {
        expect(inputs.shuffled1k).to(containsInAnyOrder(inputs.ordered1k))
        return 0
    }

    @inline(never)
    public static func inAnyOrder10k(_ inputs: Inputs) -> Int {
        expect(inputs.shuffled10k).to(containsInAnyOrder(inputs.ordered10k))
        return 0
    }

    @inline(never)
    public static func inAnyOrderOverlapping(_ inputs: Inputs) -> Int {
        expect(inputs.shuffled1k).to(
            containsInAnyOrder(inputs.ordered1k.map { beGreaterThanOrEqualTo($0) }))
        return 0
    }

    /// One index out of range, caught.
    @inline(never)
    public static func trap(_ inputs: Inputs) -> Int {
        expect { inputs.ints[Inputs.intCount] }.to(throwAssertion())
        return 0
    }

    @inline(never)
    public static func fieldByFieldWithOptions(_ inputs: Inputs) -> Int {
        expect(inputs.readings).to(
            equal(
                inputs.readingsCopy,
                comparing: .fieldByField.comparingEvery(Double.self) { beCloseTo($0, within: 1e-9) }
                    .ignoringExpectedNils()))
        return 0
    }

    @inline(never)
    public static func fieldByFieldShuffled(_ inputs: Inputs) -> Int {
        expect(inputs.readingsShuffled).to(
            equal(inputs.readingsCopy, comparing: .fieldByField(collectionOrder: .any)))
        return 0
    }
}
