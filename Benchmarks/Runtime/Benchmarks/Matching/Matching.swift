import Benchmark
import Cases

// The cases under ordo-one/benchmark, for wall time, instructions and mallocs of each
// contender in one process. Every benchmark is named `<case> / <contender>`; one iteration is
// one run of the case, so Int figures are for 1,000 assertions.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )
    let inputs = Inputs(seed: CommandLine.arguments.count)
    for benchmarkCase in BenchmarkCase.all {
        for contender in benchmarkCase.contenders {
            let run = benchmarkCase.runs[contender]!
            Benchmark("\(benchmarkCase.name) / \(contender.rawValue)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(run(inputs))
                }
            }
        }
    }
}
