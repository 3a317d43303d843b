// Entry point: the measurements run off the main actor, as polls in a test do.
await runBenchmarks()
