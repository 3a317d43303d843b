import Muster
import MusterNimble
import MusterNimbleMatchers
import Testing

@Suite struct ExpressionLocationTests {
    @Test func isWhereItIsMadeUnlessToldOtherwise() {
        let here = ExpressionLocation()
        #expect(here.fileID == "MusterNimbleMatchersTests/ExpressionLocationTests.swift")
        #expect(here.line == 8)
        #expect(here.filePath.hasSuffix("ExpressionLocationTests.swift"))
        #expect(here.description == "\(here.filePath):8:\(here.column)")
    }

    @Test func theUnknownLocationSaysSo() {
        #expect(ExpressionLocation.unknown.description == "Unknown File:0:0")
        #expect(ExpressionLocation.unknown.fileID == "Unknown/File")
    }
}
