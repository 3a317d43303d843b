// How failures write durations and counts: the same words in every message that has a time.

/// `1.0 s`, `0.25 s`, `0.0005 s`: seconds with as many decimals as the value needs, up to
/// microseconds, and at least one.
package func secondsText(_ duration: Duration) -> String {
    if duration < .zero { return "-" + secondsText(.zero - duration) }
    let (seconds, attoseconds) = duration.components
    // Beyond what microseconds fit in, the fraction cannot matter.
    if seconds > Int64.max / 2_000_000 { return "\(seconds).0 s" }
    let microseconds = seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
    var fraction = String(microseconds % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(microseconds / 1_000_000).\(fraction) s"
}

/// The same, rounded to milliseconds: for measured times, whose microseconds are noise.
package func elapsedText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = max(duration, .zero).components
    let milliseconds = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    return secondsText(.milliseconds(milliseconds))
}

/// `1 check`, `101 checks`.
package func checksText(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }
