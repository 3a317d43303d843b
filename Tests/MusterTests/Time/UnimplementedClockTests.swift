import Foundation
import Muster
import Testing

@Suite struct UnimplementedClockTests {
    @Test func aSleepFailsAtTheLineThatMadeTheClockAndReturnsAtOnce() async throws {
        let line = #line + 1
        let clock = UnimplementedClock("retry backoff")
        let failures = await captureFailures {
            try? await clock.sleep(for: .milliseconds(300))
            try? await clock.sleep(until: .init(offset: .zero))
        }
        #expect(failures.map(\.site.line) == [UInt(line), UInt(line)])
        #expect(
            failures.map(\.message) == [
                #"Expected nothing to sleep on the unimplemented clock "retry backoff", but "#
                    + "something slept for 0.3 s",
                #"Expected nothing to sleep on the unimplemented clock "retry backoff", but "#
                    + "something slept until a deadline already past",
            ])
        #expect(clock.now == .init(offset: .milliseconds(300)))
    }

    @Test func anUnnamedClockAndReadingTheTimeAlone() async {
        let clock = UnimplementedClock()
        // Reading the time is no failure: code computes deadlines from it.
        #expect(clock.now == .init(offset: .zero))
        let messages = await captureFailures { try? await clock.sleep(for: .seconds(2)) }.map(
            \.message)
        #expect(
            messages == [
                "Expected nothing to sleep on an unimplemented clock, but something slept for 2.0 s"
            ])
    }

    @Test func aCancelledTasksSleepThrowsWithoutAFailure() async {
        let clock = UnimplementedClock()
        let failures = await captureFailures {
            let sleeping = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await clock.sleep(for: .seconds(5))
            }
            await #expect(throws: CancellationError.self) { try await sleeping.value }
        }
        #expect(failures.isEmpty)
    }
}
