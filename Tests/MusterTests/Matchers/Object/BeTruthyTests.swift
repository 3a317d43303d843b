import Muster
import Testing
import MusterTestSupport

@Suite struct BeTruthyTests {
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
        #expect(failureMessages { expect(0).to(beFalsy()) } == [])
        #expect(failureMessage { expect(1).to(beFalsy()) } == "Expected falsy, but was 1")
        #expect(
            failureMessage { expect(absent).toNot(beFalsy()) } == "Expected not falsy, but was nil")
    }

    @Test func truthinessInsideOtherMatchers() {
        let flags: [Bool?] = [true, nil]
        #expect(mismatch(everyItem(beTruthy()), flags) == "item 1: was nil")
        #expect(
            mismatch(hasItem(beFalsy()), [Bool?]([true])) == "had no such item in [true]")
    }

    @Test func booleanLiteralTypesAreTruthyWhenEqualToTrue() {
        #expect(failureMessages { expect(ConvertsToBool.trueLike).to(beTruthy()) } == [])
        #expect(failureMessages { expect(ConvertsToBool.falseLike).to(beFalsy()) } == [])
        #expect(failureMessages { expect(ConvertsToBool.falseLike).toNot(beTruthy()) } == [])
        #expect(
            failureMessage { expect(ConvertsToBool.falseLike).to(beTruthy()) }
                == "Expected truthy, but was FalseLike")
        #expect(
            failureMessage { expect(ConvertsToBool.trueLike).toNot(beTruthy()) }
                == "Expected not truthy, but was TrueLike")
        #expect(
            failureMessage { expect(ConvertsToBool.trueLike).to(beFalsy()) }
                == "Expected falsy, but was TrueLike")
        let absent: ConvertsToBool? = nil
        #expect(failureMessages { expect(absent).to(beFalsy()) } == [])
        #expect(failureMessage { expect(absent).to(beTruthy()) } == "Expected truthy, but was nil")
    }

    @Test func numbersAreTruthyWhenOneAsInNimble() {
        #expect(failureMessages { expect(1 as Int8?).to(beTruthy()) } == [])
        #expect(failureMessages { expect(1 as UInt64?).to(beTruthy()) } == [])
        #expect(failureMessages { expect(1.0).to(beTruthy()) } == [])
        #expect(failureMessages { expect(Float(1)).to(beTruthy()) } == [])
        #expect(failureMessages { expect(0 as Int?).to(beFalsy()) } == [])
        #expect(failureMessages { expect(2).to(beFalsy()) } == [])
        #expect(failureMessage { expect(2).to(beTruthy()) } == "Expected truthy, but was 2")
        #expect(failureMessage { expect(0.5).to(beTruthy()) } == "Expected truthy, but was 0.5")
        #expect(failureMessages { expect([Int]()).to(beTruthy()) } == [])
    }
}

/// A type of a suite's own that can be written as a Boolean literal, as in Nimble's tests.
private enum ConvertsToBool: ExpressibleByBooleanLiteral, Equatable, CustomStringConvertible {
    case trueLike, falseLike

    init(booleanLiteral value: Bool) { self = value ? .trueLike : .falseLike }

    var description: String { self == .trueLike ? "TrueLike" : "FalseLike" }
}
