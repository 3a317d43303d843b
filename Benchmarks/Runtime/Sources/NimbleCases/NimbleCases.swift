import CaseData
import Nimble

// One run of each case as a Nimble test writes it; see MusterCases for the conventions.
// Nimble has no matcher for "these items in any order", so it has no such cases.

/// The cases written with Nimble 14.
public enum NimbleExpect {
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
        expect(inputs.array100k).to(Nimble.allPass(beGreaterThanOrEqualTo(0)))
        return 0
    }

    @inline(never)
    public static func failingEquality(_ inputs: Inputs) -> Int {
        let failures = gatherFailingExpectations(silently: true) {
            expect(inputs.failingActual).to(equal(inputs.failingExpected))
        }
        return failures.first?.message.stringValue.utf8.count ?? 0
    }

    /// One index out of range, caught.
    @inline(never)
    public static func trap(_ inputs: Inputs) -> Int {
        expect { inputs.ints[Inputs.intCount] }.to(throwAssertion())
        return 0
    }
}
