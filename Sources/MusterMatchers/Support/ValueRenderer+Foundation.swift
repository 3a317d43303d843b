import Foundation

// How a rendering writes the Foundation and standard values whose own descriptions say too
// little: durations as source, dates to the microsecond, data as bytes.

extension ValueRenderer.Output {
    /// `.seconds(1)`, `.milliseconds(100)`: a duration as the code that makes it, for a line
    /// a message suggests (a mock's advice), where `Duration`'s own description is its
    /// storage.
    static func durationSource(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return ".seconds(\(seconds))" }
        let perNanosecond: Int64 = 1_000_000_000
        guard attoseconds % perNanosecond == 0, abs(seconds) < Int64.max / 1_000_000_000
        else { return String(describing: duration) }
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / perNanosecond
        if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
        if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
        return ".nanoseconds(\(nanoseconds))"
    }

    /// A date as Foundation writes it, with the fraction of a second when there is one (to
    /// the microsecond): two dates a millisecond apart must not read the same.
    static func dateText(_ date: Date) -> String {
        let whole = date.description
        let seconds = date.timeIntervalSinceReferenceDate
        let microseconds = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded())
        // `description` is `yyyy-MM-dd HH:mm:ss +0000`: the fraction goes after the seconds.
        let secondsEnd = whole.index(whole.startIndex, offsetBy: 19, limitedBy: whole.endIndex)
        guard microseconds > 0, microseconds < 1_000_000, let secondsEnd,
            whole[..<secondsEnd].last?.isNumber == true
        else { return whole }
        var digits = String(microseconds)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole[..<secondsEnd] + "." + digits + whole[secondsEnd...]
    }

    /// Data as its size and its bytes in hex, the first 64 of them: `4 bytes: 01 02 09 04`.
    /// Foundation's `4 bytes` reads the same for any two values of one size.
    static func dataText(_ data: Data) -> String {
        let shown = ValueRenderer.dataBytesShown
        let size = data.count == 1 ? "1 byte" : "\(grouped(data.count)) bytes"
        guard !data.isEmpty else { return size }
        let hex = data.prefix(shown).map(ByteDifference.hex)
        let rest = data.count > shown ? " …" : ""
        return size + ": " + hex.joined(separator: " ") + rest
    }
}
