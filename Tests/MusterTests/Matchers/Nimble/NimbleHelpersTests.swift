import Muster
import Testing

@Suite struct NimbleHelpersTests {
    @Test func stringifyRendersAsMessagesDo() {
        #expect(stringify("a") == #""a""#)
        #expect(stringify(Int?.none) == "nil")
        #expect(stringify(0.1 + 0.2) == "0.30000000000000004")
        #expect(stringify([1, 2]) == "[1, 2]")
        #expect(stringify("line\nbreak") == #""line\nbreak""#)
        #expect(stringify([String]()) == "[]")
    }
}
