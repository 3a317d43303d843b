import Muster
import Testing

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
}
