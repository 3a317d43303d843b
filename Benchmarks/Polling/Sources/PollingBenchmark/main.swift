// Entry point: the measurements run off the main actor, as polls in a test do.
if CommandLine.arguments.contains("--streams") {
    await runStreamBenchmarks()
} else if CommandLine.arguments.contains("--gates") {
    await runGateBenchmarks()
} else {
    await runBenchmarks()
    await runStreamBenchmarks()
    await runGateBenchmarks()
}
