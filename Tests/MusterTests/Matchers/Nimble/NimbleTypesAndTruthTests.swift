import Muster
import Testing
import MusterTestSupport

private class Mammal {}
private final class Dolphin: Mammal {}
private final class Starfish {}
private protocol Swimmer {}
extension Dolphin: Swimmer {}

/// Nimble's spellings for types, truth and nil.
@Suite struct NimbleTypesAndTruthTests {
    // MARK: beAKindOf and beAnInstanceOf

    @Test func beAKindOfAcceptsSubtypes() {
        let dolphin = Dolphin()
        #expect(failureMessages { expect(dolphin).to(beAKindOf(Mammal.self)) } == [])
        #expect(failureMessages { expect(dolphin).to(beAKindOf(Dolphin.self)) } == [])
        #expect(failureMessages { expect(dolphin).to(beAKindOf(Swimmer.self)) } == [])
        #expect(
            failureMessage { expect(dolphin).to(beAKindOf(Starfish.self)) }
                == "Expected an instance of Starfish, but was <Dolphin>")
        #expect(
            failureMessage { expect(dolphin).toNot(beAKindOf(Mammal.self)) }
                == "Expected not an instance of Mammal, but was <Dolphin>")
        #expect((beAKindOf(Int.self) as Matcher<Any>).description == "an instance of Int")
    }

    @Test func beAKindOfOnAnyAndOptionals() {
        let values: [Any] = [1, "two"]
        #expect(failureMessages { expect(values[0]).to(beAKindOf(Int.self)) } == [])
        #expect(
            failureMessage { expect(values[1]).to(beAKindOf(Int.self)) }
                == #"Expected an instance of Int, but was "two" (String)"#)
        let absent: Dolphin? = nil
        #expect(
            failureMessage { expect(absent).to(beAKindOf(Mammal.self)) }
                == "Expected an instance of Mammal, but was nil (use beNil() to match nil)")
        #expect(everyItem(beAKindOf(Int.self)).matches([1, 2] as [Any]))
    }

    @Test func beAnInstanceOfIsTheExactType() {
        let dolphin: Mammal = Dolphin()
        #expect(failureMessages { expect(dolphin).to(beAnInstanceOf(Dolphin.self)) } == [])
        #expect(
            failureMessage { expect(dolphin).to(beAnInstanceOf(Mammal.self)) }
                == "Expected a value of exact type Mammal, but was <Dolphin>")
        #expect(failureMessages { expect(dolphin).toNot(beAnInstanceOf(Mammal.self)) } == [])
        #expect(failureMessages { expect(1).to(beAnInstanceOf(Int.self)) } == [])
        #expect(
            failureMessage { expect(1).to(beAnInstanceOf(Double.self)) }
                == "Expected a value of exact type Double, but was 1 (Int)")
        let absent: Mammal? = nil
        #expect(
            failureMessage { expect(absent).to(beAnInstanceOf(Mammal.self)) }
                == "Expected a value of exact type Mammal, but was nil (use beNil() to match nil)")
        #expect(
            not(beAnInstanceOf(Int.self) as Matcher<Any>).description
                == "not a value of exact type Int")
    }

    // MARK: beTrue and beFalse

    @Test func beTrueAndBeFalse() {
        #expect(failureMessages { expect(1 < 2).to(beTrue()) } == [])
        #expect(failureMessage { expect(false).to(beTrue()) } == "Expected true, but was false")
        #expect(failureMessages { expect(1 > 2).to(beFalse()) } == [])
        #expect(failureMessage { expect(true).to(beFalse()) } == "Expected false, but was true")
        #expect(
            failureMessage { expect(true).toNot(beTrue()) } == "Expected not true, but was true")
        let absent: Bool? = nil
        #expect(
            failureMessage { expect(absent).to(beTrue()) }
                == "Expected true, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(absent).to(beFalse()) }
                == "Expected false, but was nil (use beNil() to match nil)")
        #expect(everyItem(beTrue()).matches([true, true]))
    }

    // MARK: beNil

    @Test func beNilMatchesOnlyNil() {
        let absent: String? = nil
        let present: String? = "x"
        #expect(failureMessages { expect(absent).to(beNil()) } == [])
        #expect(failureMessage { expect(present).to(beNil()) } == #"Expected nil, but was "x""#)
        #expect(failureMessages { expect(present).toNot(beNil()) } == [])
        #expect(failureMessage { expect(absent).toNot(beNil()) } == "Expected not nil, but was nil")
        #expect(failureMessage { expect(3).to(beNil()) } == "Expected nil, but was 3")
        let dictionary = ["a": 1]
        #expect(failureMessages { expect(dictionary["b"]).to(beNil()) } == [])
        #expect(mismatch(everyItem(beNil()), [Int?]([nil, 2])) == "item 1: was 2")
    }

    @Test func beCaseIsIsCaseWithNimblesNilRule() {
        enum Phase {
            case idle
            case synced(count: Int)
        }
        #expect(failureMessages { expect(Phase.idle).to(beCase(Phase.idle)) } == [])
        #expect(failureMessages { expect(Phase.synced(count: 2)).to(beCase(Phase.synced)) } == [])
        #expect(
            failureMessage {
                expect(Phase.synced(count: 0)).to(beCase(Phase.synced, with: beGreaterThan(1)))
            }
                == "Expected the case .synced with count greater than 1, but count was 0")
        let absent: Phase? = nil
        #expect(
            failureMessage { expect(absent).toNot(beCase(Phase.synced)) }
                == "Expected not the case .synced, but was nil (use beNil() to match nil)")
    }
}
