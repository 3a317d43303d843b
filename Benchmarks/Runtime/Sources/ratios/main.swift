import Cases
import Foundation

// Runs every case for every contender with a plain clock loop and prints medians and ratios.
// Built in debug (`swift run -c debug ratios`) it measures what a test run in debug pays;
// in release (`swift run -c release ratios`), what an optimized test target pays.
//
//     ratios [--rows] [--samples N] [--budget SECONDS] [--filter TEXT] [--only CONTENDER]
//
// `--only "Muster expect"` (or `Muster assertThat`, `Muster mock`, `Nimble`, `baseline`) runs one contender
// alone, for a profiler (`perf record -e cpu-clock`).
// `--rows` prints the table's rows and the target checks without headers, for `../run` to merge
// the debug and release tables into one.

#if DEBUG
    let build = "debug"
#else
    let build = "release"
#endif

struct Options {
    var rowsOnly = false
    var samples = 15
    var budget: Duration = .seconds(2)
    var filter: String?
    var only: Contender?

    init(_ arguments: [String]) {
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--rows": rowsOnly = true
            case "--samples": samples = max(1, Int(remaining.popFirst() ?? "") ?? samples)
            case "--budget":
                budget = .milliseconds(Int((Double(remaining.popFirst() ?? "") ?? 2) * 1000))
            case "--filter": filter = remaining.popFirst()
            case "--only": only = remaining.popFirst().flatMap(Contender.init(rawValue:))
            default:
                print(
                    "usage: ratios [--rows] [--samples N] [--budget SECONDS] [--filter TEXT]"
                        + " [--only CONTENDER]")
                exit(2)
            }
        }
    }
}

/// Median time of one assertion for each contender, measured in interleaved rounds so that
/// noise from other work on the machine falls on every contender alike.
func measure(_ benchmarkCase: BenchmarkCase, inputs: Inputs, options: Options)
    -> (perAssertion: [Contender: Duration], messageBytes: [Contender: Int])
{
    let clock = ContinuousClock()
    let sampleTarget = Duration.milliseconds(5)
    var repetitions: [Contender: Int] = [:]
    var messageBytes: [Contender: Int] = [:]
    var samples: [Contender: [Duration]] = [:]
    var spent: [Contender: Duration] = [:]
    var slow: Set<Contender> = []

    let contenders = benchmarkCase.contenders.filter { options.only == nil || $0 == options.only }
    // Warm up, and find how many runs make a sample of about `sampleTarget`.
    for contender in contenders {
        let run = benchmarkCase.runs[contender]!
        let start = clock.now
        messageBytes[contender] = run(inputs)
        let once = clock.now - start
        if once > options.budget {
            // One run takes longer than the budget: it is the only sample.
            slow.insert(contender)
            samples[contender] = [once / benchmarkCase.assertionsPerRun]
        }
        repetitions[contender] = max(1, Int(sampleTarget / max(once, .nanoseconds(1))))
    }
    for round in 0..<options.samples {
        var anyLeft = false
        for contender in contenders {
            // Every contender gets three samples; past that, each stops at its time budget.
            if slow.contains(contender) { continue }
            if round >= 3 && spent[contender, default: .zero] > options.budget { continue }
            anyLeft = true
            let run = benchmarkCase.runs[contender]!
            let count = repetitions[contender]!
            var sink = 0
            let start = clock.now
            for _ in 0..<count { sink &+= run(inputs) }
            let elapsed = clock.now - start
            blackHole(sink)
            spent[contender, default: .zero] += elapsed
            samples[contender, default: []].append(
                elapsed / (count * benchmarkCase.assertionsPerRun))
        }
        if !anyLeft { break }
    }
    return (samples.mapValues(median), messageBytes)
}

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

@inline(never)
func blackHole(_ value: Int) {
    if value == .min { print("") }
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }

    /// `12.3 ns`, `4.56 µs`, `7.89 ms`, `1.23 s`.
    var formatted: String {
        let ns = nanoseconds
        switch ns {
        case ..<1_000: return "\(significant(ns)) ns"
        case ..<1_000_000: return "\(significant(ns / 1_000)) µs"
        case ..<1_000_000_000: return "\(significant(ns / 1_000_000)) ms"
        default: return "\(significant(ns / 1_000_000_000)) s"
        }
    }
}

/// Three significant digits, without Foundation.
func significant(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0" }
    var digits = 2
    var scaled = value
    while scaled >= 10 && digits > 0 {
        scaled /= 10
        digits -= 1
    }
    let factor = [1.0, 10, 100][digits]
    let rounded = (value * factor).rounded() / factor
    var text = digits == 0 ? String(Int(rounded)) : String(rounded)
    if digits > 0, let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(0, digits - decimals))
    }
    return text
}

/// `0.0123 (1/81)`: below 1, Muster is faster, by the factor in brackets.
func ratio(_ numerator: Duration?, _ denominator: Duration?) -> String {
    guard let numerator, let denominator, denominator > .zero else { return "—" }
    let value = numerator.nanoseconds / denominator.nanoseconds
    if value < 1 { return "\(significantRatio(value)) (1/\(significant(1 / value)))" }
    return significantRatio(value)
}

func significantRatio(_ value: Double) -> String {
    if value >= 0.1 { return significant(value) }
    // Three significant digits of a small number: 0.0123, 0.00123.
    var scaled = value
    var zeros = 0
    while scaled < 0.1 {
        scaled *= 10
        zeros += 1
    }
    let mantissa = Int((scaled * 1000).rounded())
    return "0." + String(repeating: "0", count: zeros) + String(mantissa).prefix(3)
}

func bytes(_ count: Int?) -> String {
    guard let count else { return "—" }
    if count < 10_000 { return "\(count) B" }
    if count < 10_000_000 { return "\(significant(Double(count) / 1_000)) kB" }
    return "\(significant(Double(count) / 1_000_000)) MB"
}

/// A target from the issue, checked on this build's medians.
struct Check {
    let target: String
    let met: Bool
    let measured: String
}

let options = Options(CommandLine.arguments)
let inputs = Inputs(seed: CommandLine.arguments.count)
var rows: [[String]] = []
var checks: [Check] = []

for benchmarkCase in BenchmarkCase.all {
    if let filter = options.filter, !benchmarkCase.name.contains(filter) { continue }
    let (times, sizes) = measure(benchmarkCase, inputs: inputs, options: options)
    for style in [Contender.musterAssertThat, .musterExpect, .musterMock]
    where benchmarkCase.runs[style] != nil {
        let labels: [Contender: String] = [
            .musterAssertThat: "assertThat", .musterExpect: "expect",
        ]
        let label = labels[style] ?? "mock"
        var row = [
            build, "\(benchmarkCase.name), \(label)", times[style]?.formatted ?? "—",
            times[.nimble]?.formatted ?? "—", times[.baseline]?.formatted ?? "—",
            ratio(times[style], times[.nimble]), ratio(times[style], times[.baseline]),
        ]
        row.append(
            benchmarkCase.fails
                ? "message: Muster \(bytes(sizes[style])), Nimble \(bytes(sizes[.nimble])), "
                    + "baseline \(bytes(sizes[.baseline]))"
                : style == .musterMock
                    ? "Nimble has no mocks; per "
                        + (benchmarkCase.assertionsPerRun == 1 ? "verification" : "call")
                        + (benchmarkCase.baselineNote.map { "; \($0)" } ?? "")
                    : benchmarkCase.baselineNote ?? "")
        rows.append(row)

        guard let mine = times[style], let baseline = times[.baseline] else { continue }
        let versusNimble = times[.nimble].map { mine.nanoseconds / $0.nanoseconds }
        let versusBaseline = mine.nanoseconds / baseline.nanoseconds
        let name = "\(build) \(benchmarkCase.name), \(label)"
        func withinBaseline(_ factor: Double) -> Check {
            Check(
                target: "\(name): ≤ \(factor.formatted())× baseline",
                met: versusBaseline <= factor, measured: "\(significantRatio(versusBaseline))×")
        }
        func fasterThanNimble(_ factor: Double) -> Check? {
            versusNimble.map {
                Check(
                    target: "\(name): ≥ \(Int(factor))× faster than Nimble",
                    met: $0 <= 1 / factor, measured: "\(significant(1 / $0))× faster")
            }
        }
        func under(_ limit: Duration) -> Check {
            Check(
                target: "\(name): < \(limit.formatted)", met: mine < limit, measured: mine.formatted
            )
        }
        switch benchmarkCase.name {
        case "Int ==", "[Int] == (10k)":
            if build == "release" { checks.append(withinBaseline(1.5)) }
            if let check = fasterThanNimble(50) { checks.append(check) }
        case "failing [Int] == (100k)":
            if let check = fasterThanNimble(10) { checks.append(check) }
            let size = sizes[style] ?? 0
            checks.append(
                Check(
                    target: "\(name): message ≤ 4 KB", met: size <= 4096,
                    measured: bytes(size)))
            if build == "release" { checks.append(under(.microseconds(200))) }
        case "hasItem/contain (100k)", "everyItem/allPass (100k)":
            if build == "debug" { checks.append(withinBaseline(2)) }
        case "containsInAnyOrder overlapping (1k)":
            checks.append(under(build == "release" ? .milliseconds(20) : .milliseconds(100)))
        case "containsInAnyOrder (10k)":
            checks.append(withinBaseline(3))
        case "mock recording (10k calls)":
            checks.append(withinBaseline(3))
        case "mock recording, @Mockable (10k calls)":
            // Its baseline is the hand-written mock: the macro's code should cost the same.
            checks.append(withinBaseline(1.2))
        case "equalToJSON, keys reordered (1 MB)":
            if build == "release" { checks.append(withinBaseline(2)) }
        case "equalToJSON, one leaf differs (1 MB)":
            if build == "release" { checks.append(under(.milliseconds(50))) }
            let size = sizes[style] ?? 0
            checks.append(
                Check(
                    target: "\(name): message ≤ 4 KB", met: size <= 4096,
                    measured: bytes(size)))
        case "snapshot file, matching (10k fields)":
            checks.append(withinBaseline(2))
        case "snapshot file, one field differs (10k fields)":
            let size = sizes[style] ?? 0
            checks.append(
                Check(
                    target: "\(name): message ≤ 4 KB", met: size <= 4096,
                    measured: bytes(size)))
        case "spy recording (10k calls)":
            // Its baseline is the @Mockable mock: a spy call costs at most twice a mock's.
            checks.append(withinBaseline(2))
        case "stubbed spy call, 1 stub (10k calls)", "stubbed spy call, 10 stubs (10k calls)",
            "stubbed mock call, 1 stub (10k calls)", "stubbed mock call, 10 stubs (10k calls)":
            // A call that a stub answers costs at most three times a hand closure's.
            checks.append(withinBaseline(3))
        case "mock verify times(10k)":
            if build == "release" { checks.append(under(.milliseconds(1))) }
        case "field by field, two options (10k × 10 fields)":
            // Its baseline is the plain comparison field by field: options cost at most 3×.
            checks.append(withinBaseline(3))
        case "field by field in any order, shuffled (10k × 10 fields)":
            // Paired by hashing the compared fields, then compared pair by pair: a few walks.
            checks.append(withinBaseline(5))
        default: break
        }
    }
}

let header = [
    "build", "case", "Muster", "Nimble", "baseline", "Muster÷Nimble", "Muster÷baseline", "notes",
]

func markdownRow(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

if !options.rowsOnly {
    print("Median time per assertion (\(build) build). Ratios below 1: Muster is faster.\n")
    print(markdownRow(header))
    print(markdownRow(header.map { _ in "---" }))
}
for row in rows { print(markdownRow(row)) }
if !options.rowsOnly { print("\nTargets (\(build)):\n") }
for check in checks {
    print("CHECK \(check.met ? "met" : "MISSED") | \(check.target) | \(check.measured)")
}
