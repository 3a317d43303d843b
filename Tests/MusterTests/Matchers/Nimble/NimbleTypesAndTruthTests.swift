import Muster
import Testing

private class Mammal {}
private final class Dolphin: Mammal {}
private final class Starfish {}
private protocol Swimmer {}
extension Dolphin: Swimmer {}

/// Nimble's spellings for types, truth, nil and Void.
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
                == "Expected an instance of Mammal, but was nil")
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
                == "Expected a value of exact type Mammal, but was nil")
        #expect(
            not(beAnInstanceOf(Int.self) as Matcher<Any>).description
                == "not a value of exact type Int")
    }

    // MARK: beTrue, beFalse, beTruthy and beFalsy

    @Test func beTrueAndBeFalse() {
        #expect(failureMessages { expect(1 < 2).to(beTrue()) } == [])
        #expect(failureMessage { expect(false).to(beTrue()) } == "Expected true, but was false")
        #expect(failureMessages { expect(1 > 2).to(beFalse()) } == [])
        #expect(failureMessage { expect(true).to(beFalse()) } == "Expected false, but was true")
        #expect(
            failureMessage { expect(true).toNot(beTrue()) } == "Expected not true, but was true")
        let absent: Bool? = nil
        #expect(failureMessage { expect(absent).to(beTrue()) } == "Expected true, but was nil")
        #expect(failureMessage { expect(absent).to(beFalse()) } == "Expected false, but was nil")
        #expect(everyItem(beTrue()).matches([true, true]))
    }

    @Test func beTruthyIsNeitherNilNorFalse() {
        let yes: Bool? = true
        let no: Bool? = false
        let absent: Bool? = nil
        #expect(failureMessages { expect(true).to(beTruthy()) } == [])
        #expect(failureMessages { expect(yes).to(beTruthy()) } == [])
        #expect(failureMessages { expect("text").to(beTruthy()) } == [])
        #expect(failureMessage { expect(no).to(beTruthy()) } == "Expected truthy, but was false")
        #expect(failureMessage { expect(absent).to(beTruthy()) } == "Expected truthy, but was nil")
        #expect(
            failureMessage { expect(yes).toNot(beTruthy()) } == "Expected not truthy, but was true")
        #expect((beTruthy() as Matcher<Int?>).description == "truthy")
    }

    @Test func beFalsyIsNilOrFalse() {
        let yes: Bool? = true
        let no: Bool? = false
        let absent: Int? = nil
        #expect(failureMessages { expect(false).to(beFalsy()) } == [])
        #expect(failureMessages { expect(no).to(beFalsy()) } == [])
        #expect(failureMessages { expect(absent).to(beFalsy()) } == [])
        #expect(failureMessage { expect(yes).to(beFalsy()) } == "Expected falsy, but was true")
        #expect(failureMessage { expect(0).to(beFalsy()) } == "Expected falsy, but was 0")
        #expect(
            failureMessage { expect(absent).toNot(beFalsy()) } == "Expected not falsy, but was nil")
    }

    @Test func truthinessInsideOtherMatchers() {
        let flags: [Bool?] = [true, nil]
        #expect(mismatch(everyItem(beTruthy()), flags) == "item 1: was nil")
        #expect(
            mismatch(hasItem(beFalsy()), [Bool?]([true])) == "had no item matching falsy in [true]")
    }

    // MARK: beNil and beVoid

    @Test func beNilMatchesOnlyNil() {
        let absent: String? = nil
        let present: String? = "x"
        #expect(failureMessages { expect(absent).to(beNil()) } == [])
        #expect(failureMessage { expect(present).to(beNil()) } == #"Expected nil, but was "x""#)
        #expect(failureMessages { expect(present).toNot(beNil()) } == [])
        #expect(failureMessage { expect(absent).notTo(beNil()) } == "Expected not nil, but was nil")
        #expect(failureMessage { expect(3).to(beNil()) } == "Expected nil, but was 3")
        let dictionary = ["a": 1]
        #expect(failureMessages { expect(dictionary["b"]).to(beNil()) } == [])
        #expect(mismatch(everyItem(beNil()), [Int?]([nil, 2])) == "item 1: was 2")
    }

    @Test func beVoidMatchesTheEmptyTuple() {
        func save() {}
        #expect(failureMessages { expect(()).to(beVoid()) } == [])
        #expect(failureMessages { expect(save()).to(beVoid()) } == [])
        let absent: Void? = nil
        #expect(failureMessage { expect(absent).to(beVoid()) } == "Expected void, but was nil")
        #expect(failureMessage { expect(()).toNot(beVoid()) } == "Expected not void, but was ()")
        #expect(beVoid().description == "void")
    }
}
