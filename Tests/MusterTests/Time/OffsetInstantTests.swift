import Foundation
import Muster
import Testing

@Suite struct OffsetInstantTests {
    @Test func anInstantIsADurationFromTheClocksStart() {
        let start = TestClock.Instant(offset: .seconds(2))
        let later = start.advanced(by: .milliseconds(1500))
        #expect(later.offset == .milliseconds(3500))
        #expect(start.duration(to: later) == .milliseconds(1500))
        #expect(later.duration(to: start) == .milliseconds(-1500))
        #expect(start < later)
        #expect(!(later < start))
        #expect(later.description == "3.5 s")
        #expect(Set([start, start, later]).count == 2)
    }

    @Test func eachClockHasItsOwnInstantType() {
        #expect(TestClock.Instant.self != ImmediateClock.Instant.self)
        #expect(UnimplementedClock.Instant.self != AnyClock.Instant.self)
        #expect(ImmediateClock.Instant(offset: .zero).description == "0.0 s")
    }
}
