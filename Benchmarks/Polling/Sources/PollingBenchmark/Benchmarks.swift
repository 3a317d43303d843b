import Foundation
import Muster
import Nimble

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value another thread changes while a poll watches it.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    var value: Int {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

let clock = ContinuousClock()
let pollInterval = Duration.milliseconds(10)

/// The user and system CPU time this process has used.
func cpuTime() -> Duration {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    func duration(_ time: timeval) -> Duration {
        .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
    return duration(usage.ru_utime) + duration(usage.ru_stime)
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%8.2f ms", value)
}

func summary(_ samples: [Duration]) -> String {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    return
        "median \(milliseconds(median))   max \(milliseconds(sorted.last!))   (n=\(samples.count))"
}

func report(_ title: String, muster: [Duration], nimble: [Duration]?) {
    print(title)
    print("  Muster  " + summary(muster))
    if let nimble { print("  Nimble  " + summary(nimble)) } else { print("  Nimble  n/a") }
}

/// Starts a thread that sets the flag after `delay`, and returns when it did so.
func flip(_ flag: Flag, after delay: Duration) -> Locked<ContinuousClock.Instant?> {
    let flippedAt = Locked<ContinuousClock.Instant?>(nil)
    let start = clock.now
    Thread.detachNewThread {
        let target = start.advanced(by: delay)
        let remaining = clock.now.duration(to: target)
        if remaining > .zero {
            let (seconds, attoseconds) = remaining.components
            var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            nanosleep(&request, nil)
        }
        flippedAt.set(clock.now)
        flag.value = 1
    }
    return flippedAt
}

final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    func set(_ value: Value) { lock.withLock { stored = value } }
    var value: Value { lock.withLock { stored } }
}

/// Time from the moment the value changes, at a random point, to the poll returning.
func detectionLatency(runs: Int, _ poll: (Flag) async -> Void) async -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<runs {
        let flag = Flag()
        let flippedAt = flip(flag, after: .microseconds(Int64.random(in: 20_000...120_000)))
        await poll(flag)
        let detectedAt = clock.now
        samples.append(flippedAt.value!.duration(to: detectedAt))
    }
    return samples
}

/// CPU time used per second of waiting for a value that never comes.
func cpuWhileWaiting(runs: Int, _ poll: () async -> Void) async -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<runs {
        let cpuBefore = cpuTime()
        let wallBefore = clock.now
        await poll()
        let wall = wallBefore.duration(to: clock.now)
        let cpu = cpuTime() - cpuBefore
        samples.append(cpu / wall.timeInterval)
    }
    return samples
}

/// How far past its deadline a poll over a slow expression ends.
func overshoot(runs: Int, timeout: Duration, _ poll: () async -> Void) async -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<runs {
        let start = clock.now
        await poll()
        samples.append(max(.zero, start.duration(to: clock.now) - timeout))
    }
    return samples
}

extension Duration {
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

func slowExpression(_ duration: Duration) async -> Int {
    try? await Task.sleep(for: duration)
    return 0
}

func runBenchmarks() async {
    print("Polling benchmark: Muster against Nimble 14.0.0, poll interval 10 ms")
    print("Targets: detection within one poll interval + 2 ms (12 ms); a timeout overshoots its")
    print("deadline by at most max(5 % of the timeout, one poll interval).\n")

    let musterLatency = await detectionLatency(runs: 40) { flag in
        await Muster.expect { flag.value }.toEventually(
            Muster.equalTo(1), timeout: .seconds(2), pollInterval: pollInterval)
    }
    let nimbleLatency = await detectionLatency(runs: 40) { flag in
        await Nimble.expect { flag.value }.toEventually(
            Nimble.equal(1), timeout: .seconds(2), pollInterval: .milliseconds(10))
    }
    report(
        "Detection latency after the value changes at a random moment (target ≤ 12 ms)",
        muster: musterLatency, nimble: nimbleLatency)

    let recorder = AssertionRecorder()
    let musterCPU = await cpuWhileWaiting(runs: 5) {
        _ = await captureFailures {
            await Muster.expect { 0 }.toEventually(
                Muster.equalTo(1), timeout: .seconds(1), pollInterval: pollInterval)
        }
    }
    let nimbleCPU = await cpuWhileWaiting(runs: 5) {
        await withAssertionHandler(recorder) {
            await Nimble.expect { 0 }.toEventually(
                Nimble.equal(1), timeout: .seconds(1), pollInterval: .milliseconds(10))
        }
    }
    report(
        "\nCPU time per second of waiting for a value that never comes (toEventually, 1 s)",
        muster: musterCPU, nimble: nimbleCPU)

    let musterSlowEventually = await overshoot(runs: 10, timeout: .seconds(1)) {
        _ = await captureFailures {
            await Muster.expect { await slowExpression(.milliseconds(100)) }.toEventually(
                Muster.equalTo(1), timeout: .seconds(1), pollInterval: pollInterval)
        }
    }
    let nimbleSlowEventually = await overshoot(runs: 3, timeout: .seconds(1)) {
        await withAssertionHandler(recorder) {
            await Nimble.expect { await slowExpression(.milliseconds(100)) }.toEventually(
                Nimble.equal(1), timeout: .seconds(1), pollInterval: .milliseconds(10))
        }
    }
    report(
        "\nDeadline overshoot, toEventually, 1 s timeout, 100 ms expression (target ≤ 50 ms)",
        muster: musterSlowEventually, nimble: nimbleSlowEventually)

    let musterSlowNever = await overshoot(runs: 10, timeout: .seconds(1)) {
        _ = await captureFailures {
            await Muster.expect { await slowExpression(.milliseconds(100)) }.toNever(
                Muster.equalTo(1), until: .seconds(1), pollInterval: pollInterval)
        }
    }
    let nimbleSlowNever = await overshoot(runs: 3, timeout: .seconds(1)) {
        await withAssertionHandler(recorder) {
            await Nimble.expect { await slowExpression(.milliseconds(100)) }.toNever(
                Nimble.equal(1), until: .seconds(1), pollInterval: .milliseconds(10))
        }
    }
    report(
        "\nDeadline overshoot, toNever, 1 s window, 100 ms expression (target ≤ 50 ms)",
        muster: musterSlowNever, nimble: nimbleSlowNever)

    let musterShort = await overshoot(runs: 20, timeout: .milliseconds(200)) {
        _ = await captureFailures {
            await Muster.expect { await slowExpression(.milliseconds(30)) }.toEventually(
                Muster.equalTo(1), timeout: .milliseconds(200), pollInterval: pollInterval)
        }
    }
    let nimbleShort = await overshoot(runs: 20, timeout: .milliseconds(200)) {
        await withAssertionHandler(recorder) {
            await Nimble.expect { await slowExpression(.milliseconds(30)) }.toEventually(
                Nimble.equal(1), timeout: .milliseconds(200), pollInterval: .milliseconds(10))
        }
    }
    report(
        "\nDeadline overshoot, toEventually, 200 ms timeout, 30 ms expression (target ≤ 10 ms)",
        muster: musterShort, nimble: nimbleShort)

    let musterHang = await overshoot(runs: 10, timeout: .milliseconds(500)) {
        _ = await captureFailures {
            await Muster.expect { await slowExpression(.seconds(3600)) }.toEventually(
                Muster.equalTo(1), timeout: .milliseconds(500), pollInterval: pollInterval)
        }
    }
    report(
        "\nDeadline overshoot, toEventually, 500 ms timeout, expression that does not return "
            + "(target ≤ 25 ms; Nimble waits for the expression)",
        muster: musterHang, nimble: nil)
}
