// Entry point: the measurements run off the main actor, as polls in a test do.
if CommandLine.arguments.contains("--streams") {
    await runStreamBenchmarks()
} else if let once = CommandLine.arguments.firstIndex(of: "--observation-once") {
    let arguments = CommandLine.arguments
    await runObservationOnce(arguments[once + 1], changes: Int(arguments[once + 2]) ?? 1000)
} else if CommandLine.arguments.contains("--observation") {
    await runObservationBenchmarks()
} else if CommandLine.arguments.contains("--gates") {
    await runGateBenchmarks()
    await runObservationBenchmarks()
} else {
    await runBenchmarks()
    await runStreamBenchmarks()
    await runGateBenchmarks()
    await runObservationBenchmarks()
}
