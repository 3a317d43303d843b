import Foundation

/// How far apart two dates are, in words: `0.001 seconds later`, `2 hours 5 minutes earlier`.
/// Said next to two dates that differ, so that the reader need not subtract timestamps.
enum DateDistance {
    /// The distance from `expected` to `actual` when both are dates, otherwise `nil`.
    static func phrase(from expected: Any?, to actual: Any?) -> String? {
        guard let expected = expected as? Date, let actual = actual as? Date else { return nil }
        let interval = actual.timeIntervalSince(expected)
        // Beyond a trillion years the words add nothing to the two dates shown.
        guard interval != 0, abs(interval) < 3e19 else { return nil }
        return amount(abs(interval)) + (interval > 0 ? " later" : " earlier")
    }

    private static func amount(_ seconds: Double) -> String {
        var parts: [String] = []
        var rest = seconds
        for (unit, length) in [("day", 86_400.0), ("hour", 3_600.0), ("minute", 60.0)]
        where rest >= length {
            let whole = (rest / length).rounded(.down)
            rest -= whole * length
            parts.append(count(whole, unit))
        }
        // Microseconds are the finest step a rendered date shows.
        let microseconds = (rest * 1_000_000).rounded()
        if parts.isEmpty, microseconds == 0 { return "less than a microsecond" }
        if microseconds > 0 || parts.isEmpty {
            var text = String(format: "%.6f", microseconds / 1_000_000)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            parts.append(text + (text == "1" ? " second" : " seconds"))
        }
        return parts.joined(separator: " ")
    }

    private static func count(_ number: Double, _ unit: String) -> String {
        let whole = Int(number)
        return "\(ValueRenderer.Output.grouped(whole)) \(unit)\(whole == 1 ? "" : "s")"
    }
}
