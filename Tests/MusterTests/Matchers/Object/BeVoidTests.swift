import Muster
import Testing
import MusterTestSupport

@Suite struct BeVoidTests {
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
