@testable import MusterMatchers
import Testing
import MusterTestSupport

/// A mismatch decides between one line and a block by the values' short renderings; an array
/// too long to fit is not rendered for it, with the same outcome as rendering it.
@Suite struct ValueMismatchTests {
    /// Arrays of `count` elements of several kinds, each kind's narrowest.
    static func arrays(of count: Int) -> [Any?] {
        [
            [Int](repeating: 0, count: count),
            [String](repeating: "", count: count),
            [[Int]](repeating: [], count: count),
            ContiguousArray([Int](repeating: 7, count: count)),
            [Int](repeating: 1, count: count + 2)[1..<count + 1],
            Optional([Int](repeating: 0, count: count)),
        ]
    }

    /// Counts around the one where separators alone pass the short limit.
    @Test(arguments: [0, 1, 20, 26, 27, 40, 41, 42, 43, 100, 1_000])
    func aShortRenderingAgreesWithARenderingCutAtTheShortLimit(count: Int) {
        for value in Self.arrays(of: count) {
            let short = ValueRenderer.renderShort(value)
            let measured = ValueRenderer.renderMeasured(value, limit: ValueRenderer.shortLimit)
            #expect(short.wasCut == measured.wasCut)
            if !measured.wasCut { #expect(short.text == measured.text) }
            #expect(
                ValueRenderer.fitsOneLine(value, short)
                    == ValueRenderer.fitsOneLine(value, measured))
        }
    }

    @Test func aLongArrayIsReportedCutWithoutItsText() {
        let short = ValueRenderer.renderShort(Array(0..<1_000))
        #expect(short.wasCut)
        #expect(short.text == "")
    }

    @Test func aNilValueRendersAsNil() {
        let short = ValueRenderer.renderShort(nil)
        #expect(short.text == "nil")
        #expect(!short.wasCut)
    }
}
