import Muster
import Testing

@Suite struct ExpressionLocationTests {
    @Test func isWhereItIsMadeUnlessToldOtherwise() {
        let here = ExpressionLocation()
        #expect(here.fileID == "MusterTests/ExpressionLocationTests.swift")
        #expect(here.line == 6)
        #expect(here.filePath.hasSuffix("ExpressionLocationTests.swift"))
        #expect(here.description == "\(here.filePath):6:\(here.column)")
    }

    @Test func theUnknownLocationSaysSo() {
        #expect(ExpressionLocation.unknown.description == "Unknown File:0:0")
        #expect(ExpressionLocation.unknown.fileID == "Unknown/File")
    }
}
