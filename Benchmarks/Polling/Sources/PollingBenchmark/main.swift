// Entry point: the measurements run off the main actor, as polls in a test do.
if CommandLine.arguments.contains("--streams") {
    await runStreamBenchmarks()
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
