import Muster
import MusterNimbleMatchers
import Testing

@Suite struct ExpressionLocationTests {
    @Test func isWhereItIsMadeUnlessToldOtherwise() {
        let here = ExpressionLocation()
        #expect(here.fileID == "MusterTests/ExpressionLocationTests.swift")
        #expect(here.line == 7)
        #expect(here.filePath.hasSuffix("ExpressionLocationTests.swift"))
        #expect(here.description == "\(here.filePath):7:\(here.column)")
    }

    @Test func theUnknownLocationSaysSo() {
        #expect(ExpressionLocation.unknown.description == "Unknown File:0:0")
        #expect(ExpressionLocation.unknown.fileID == "Unknown/File")
    }
}
