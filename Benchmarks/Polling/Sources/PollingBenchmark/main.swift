// Entry point: the measurements run off the main actor, as polls in a test do.
if CommandLine.arguments.contains("--streams") {
    await runStreamBenchmarks()
} else {
    await runBenchmarks()
    await runStreamBenchmarks()
}
