import Foundation
import Muster

/// A stream of `count` integers, all buffered, then finished.
func bufferedStream(_ count: Int) -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    for number in 0..<count { continuation.yield(number) }
    continuation.finish()
    return stream
}

func time(runs: Int, _ body: () async -> Void) async -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<runs {
        let start = clock.now
        await body()
        samples.append(start.duration(to: clock.now))
    }
    return samples
}

func median(_ samples: [Duration]) -> Duration { samples.sorted()[samples.count / 2] }

func runStreamBenchmarks() async {
    #if DEBUG
        let configuration = "debug"
    #else
        let configuration = "release"
    #endif
    print("\nStream expectations and the test clock (\(configuration) build)")
    let expected = Array(0..<1000)
    let byHand = await time(runs: 41) {
        var index = 0
        var wrong = 0
        for await element in bufferedStream(1000) {
            if element != expected[index] { wrong += 1 }
            index += 1
        }
        precondition(wrong == 0 && index == 1000)
    }
    let matcher = emits(contentsOf: expected, then: .finishing)
    let muster = await time(runs: 41) {
        await assertThat(bufferedStream(1000), matcher)
    }
    print("1,000 elements checked in order, then the end (target ≤ 2× by hand)")
    print("  by hand " + summary(byHand))
    print("  Muster  " + summary(muster))
    let ratio = median(muster) / median(byHand)
    print(String(format: "  ratio   %.2f×", ratio))

    let virtualHour = await time(runs: 21) {
        _ = await captureFailures {
            await withTestClock { clock in
                let retrying = Task {
                    var backoff = Duration.seconds(1)
                    while true {
                        try await clock.sleep(for: backoff)
                        backoff *= 2
                    }
                }
                await expect { 0 }.toEventually(equalTo(1), timeout: .seconds(3600))
                let (silent, continuation) = AsyncStream.makeStream(of: Int.self)
                await assertThat(silent, emits(1), timeout: .seconds(3600))
                continuation.finish()
                retrying.cancel()
            }
        }
    }
    print(
        "\nA poll and a stream expectation with a 1-hour virtual timeout failing, on a test clock")
    print("with a backoff sleeping meanwhile (target < 100 ms of wall time for both)")
    print("  Muster  " + summary(virtualHour))

    let overshoot = await time(runs: 21) {
        let (silent, continuation) = AsyncStream.makeStream(of: Int.self)
        _ = await captureFailures {
            await assertThat(silent, emits(1), timeout: .milliseconds(100))
        }
        continuation.finish()
    }.map { $0 - .milliseconds(100) }
    print("\nA silent stream on the real clock: time past its 100 ms timeout (target ≤ 25 ms)")
    print("  Muster  " + summary(overshoot))
}
