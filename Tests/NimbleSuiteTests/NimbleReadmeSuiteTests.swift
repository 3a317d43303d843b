// A suite written for Nimble, moved to Muster by changing `import Nimble` to `import Muster`.
// Its assertions are the examples of Nimble's README (asynchronous polling aside), adapted
// where the README shows placeholders (`actual`, `expected`) or Objective-C exceptions, which
// become Swift errors here. Every assertion must pass: a failure is a failure of this test.

import Foundation
import MusterNimble
import Testing

private struct Seagull {
    var squawk = "Squee!"
}

private class Mammal {}
private final class Dolphin: Mammal {}

private final class Ocean {
    private(set) var inhabitants: [String] = []
    var isClean = true
    func add(_ inhabitant: String) { inhabitants.append(inhabitant) }
}

private enum SeaError: Error, Equatable {
    case notEnoughFish(reason: String)
}

private func fish(in ocean: Ocean) throws -> Int {
    guard ocean.inhabitants.count > 2 else {
        throw SeaError.notEnoughFish(reason: "Not enough fish in the sea.")
    }
    return ocean.inhabitants.count
}

@Suite struct NimbleReadmeSuiteTests {
    private let seagull = Seagull()

    @Test func introduction() {
        expect(1 + 1).to(equal(2))
        expect(1.2).to(beCloseTo(1.1, within: 0.1))
        expect(3) > 2
        expect("seahorse").to(contain("sea"))
        expect(["Atlantic", "Pacific"]).toNot(contain("Mississippi"))
        expect(Ocean().isClean).to(beTruthy())
    }

    @Test func expectationsUsingExpectTo() {
        expect(seagull.squawk).to(equal("Squee!"))
        expect(seagull.squawk).toNot(equal("Oh, hello there!"))
        expect(seagull.squawk).notTo(equal("Oh, hello there!"))
    }

    @Test func operatorOverloads() {
        expect(seagull.squawk) != "Hi!"
        expect(10) > 2
    }

    @Test func lazilyComputedValues() {
        let ocean = Ocean()
        ocean.add("dolphins")
        expect { try fish(in: ocean) }.to(throwError())
        expect { try fish(in: ocean) }.to(
            throwError(SeaError.notEnoughFish(reason: "Not enough fish in the sea.")))
        expect { try fish(in: ocean) }.to(
            throwError(errorType: SeaError.self) { error in
                expect(error) == .notEnoughFish(reason: "Not enough fish in the sea.")
            })
        ocean.add("whales")
        ocean.add("starfish")
        expect { try fish(in: ocean) }.toNot(throwError())
        expect { try fish(in: ocean) } == 3
    }

    @Test func cPrimitives() {
        let actual: CInt = 1
        let expectedValue: CInt = 1
        expect(actual).to(equal(expectedValue))
        expect(1 as CInt).to(equal(1))
    }

    @Test func equivalence() {
        let actual = ["dolphins", "whales"]
        let expected = ["dolphins", "whales"]
        expect(actual).to(equal(expected))
        expect(actual) == expected
        expect(actual).toNot(equal(["squid"]))
        expect(actual) != ["squid"]
        // "equal will always fail when used to compare one or more nil values."
        let missing: String? = nil
        #expect(
            failureMessage { expect(missing).toNot(equal("squid")) }
                == #"Expected not a value equal to "squid", but was nil (use beNil() to match nil)"#
        )
    }

    @Test func identity() {
        let actual = Ocean()
        let expected = actual
        expect(actual).to(beIdenticalTo(expected))
        expect(actual) === expected
        expect(actual).toNot(beIdenticalTo(Ocean()))
        expect(actual) !== Ocean()
    }

    @Test func comparisons() {
        let actual = 5
        let expected = 7
        expect(actual).to(beLessThan(expected))
        expect(actual) < expected
        expect(actual).to(beLessThanOrEqualTo(expected))
        expect(actual) <= expected
        expect(expected).to(beGreaterThan(actual))
        expect(expected) > actual
        expect(expected).to(beGreaterThanOrEqualTo(actual))
        expect(expected) >= actual
    }

    @Test func closeness() {
        let actual = 10.01
        let expected = 10.0
        let delta = 0.1
        expect(actual).to(beCloseTo(expected, within: delta))
        expect(10.01).to(beCloseTo(10, within: 0.1))
        expect(10.00001) ≈ expected
        expect(actual) ≈ (expected, delta)
        expect(actual) ≈ expected ± delta
        expect(actual) == expected ± delta
        expect([0.0, 2.0]) ≈ [0.00001, 2.00001]
        // The README's [0.1, 2.1] within 0.1 is just outside in binary floating point.
        expect([0.0, 2.0]).to(beCloseTo([0.1, 2.1], within: 0.11))
    }

    @Test func typesAndClasses() {
        let dolphin = Dolphin()
        let instance: Mammal = dolphin
        expect(instance).to(beAnInstanceOf(Dolphin.self))
        expect(instance).to(beAKindOf(Mammal.self))
        expect(dolphin).to(beAKindOf(Mammal.self))
        expect(instance).toNot(beAnInstanceOf(Mammal.self))
    }

    @Test func truthiness() {
        let actual: Bool? = true
        let nothing: Bool? = nil
        expect(actual).to(beTruthy())
        expect(actual).to(beTrue())
        expect(false).to(beFalsy())
        expect(nothing).to(beFalsy())
        expect(false).to(beFalse())
        expect(nothing).to(beNil())
    }

    @Test func swiftErrors() {
        let ocean = Ocean()
        expect { try fish(in: ocean) }.to(throwError(errorType: SeaError.self))
        expect { try fish(in: ocean) }.to(
            throwError { error in
                expect(error).to(matchError(SeaError.self))
            })
        expect { _ = [1, 2][ocean.inhabitants.count + 5] }.to(throwAssertion())
    }

    @Test func collectionMembership() {
        let actual = ["whale", "dolphin", "starfish"]
        expect(actual).to(contain("dolphin", "starfish"))
        expect(["whale", "dolphin", "starfish"]).to(contain("dolphin", "starfish"))
        expect([String]()).to(beEmpty())
        expect(Set(actual)).to(contain("whale"))
        expect(actual).to(beginWith("whale"))
        expect(actual).to(endWith("starfish"))
        expect(actual).to(beginWith(prefix: ["whale", "dolphin"]))
        expect(actual).to(haveCount(3))
    }

    @Test func strings() {
        let actual = "Not enough fish in the sea."
        expect(actual).to(contain("fish"))
        expect(actual).to(beginWith("Not"))
        expect(actual).to(endWith("sea."))
        expect("").to(beEmpty())
        expect(actual).to(match("fish in the (sea|lake)"))
    }

    @Test func allElementsPassACondition() {
        expect([1, 2, 3, 4]).to(allPass({ $0 < 5 }))
        expect([1, 2, 3, 4]).to(allPass(beLessThan(5)))
        expect(Set([1, 2, 3, 4])).to(allPass { $0 > 0 })
    }

    @Test func combiningMatchers() {
        expect(6).to(satisfyAllOf(beGreaterThan(5), beLessThan(10)))
        expect(6).to(beGreaterThan(5) && beLessThan(10))
        expect(82).to(satisfyAnyOf(equal(82), beLessThan(10)))
        expect(82).to(beLessThan(10) || equal(82))
    }
}
