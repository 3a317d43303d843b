import Foundation
import Muster
import Testing

@Suite struct ImmediateClockTests {
    @Test func sleepsReturnAtOnceAndMoveTheClockToTheirDeadline() async throws {
        let clock = ImmediateClock()
        let service = RetryingService(clock: clock, failuresBeforeSuccess: 6)
        try await service.connect()
        #expect(await service.attempts == 7)
        #expect(clock.now == .init(offset: .seconds(63)))
        #expect(clock.now.description == "63.0 s")
    }

    @Test func aDeadlineAlreadyPassedLeavesTheClockWhereItIs() async throws {
        let clock = ImmediateClock(now: .init(offset: .seconds(10)))
        try await clock.sleep(until: .init(offset: .seconds(4)))
        try await clock.sleep(for: .zero)
        #expect(clock.now == .init(offset: .seconds(10)))
        #expect(clock.minimumResolution == .zero)
    }

    @Test func aCancelledTasksSleepThrows() async {
        let clock = ImmediateClock()
        let sleeping = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(5))
        }
        await #expect(throws: CancellationError.self) { try await sleeping.value }
        #expect(clock.now == .init(offset: .zero))
    }
}
