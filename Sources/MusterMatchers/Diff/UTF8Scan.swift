import Foundation

/// Byte-level searches over the UTF-8 of strings, done with the C library's `memcmp` and
/// `memchr` so that a 10 MB string is scanned in milliseconds even in a debug build.
enum UTF8Scan {
    static let newline = UInt8(ascii: "\n")

    /// Calls `body` with the string's UTF-8 bytes, made contiguous if they were not.
    static func withBytes<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    /// How many leading bytes the two buffers share.
    static func commonPrefixCount(
        _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        let count = min(lhs.count, rhs.count)
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return 0 }
        var offset = 0
        while offset < count {
            let length = min(4_096, count - offset)
            if memcmp(left + offset, right + offset, length) != 0 {
                var index = offset
                while left[index] == right[index] { index += 1 }
                return index
            }
            offset += length
        }
        return count
    }

    /// How many trailing bytes the two buffers share, up to `limit`.
    static func commonSuffixCount(
        _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, limit: Int
    ) -> Int {
        let count = min(lhs.count, rhs.count, limit)
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return 0 }
        var matched = 0
        while matched < count {
            let length = min(4_096, count - matched)
            let leftStart = lhs.count - matched - length
            let rightStart = rhs.count - matched - length
            if memcmp(left + leftStart, right + rightStart, length) != 0 {
                var more = 0
                while left[lhs.count - matched - 1 - more] == right[rhs.count - matched - 1 - more]
                {
                    more += 1
                }
                return matched + more
            }
            matched += length
        }
        return count
    }

    /// The offset of the first `byte` at or after `start`.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int?
    {
        guard start < buffer.count, let base = buffer.baseAddress,
            let found = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The newlines in `range`: how many, and the offsets of the last `keeping` of them.
    static func newlines(
        in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, keeping: Int
    ) -> (count: Int, last: [Int]) {
        guard let base = buffer.baseAddress, range.lowerBound < range.upperBound else {
            return (0, [])
        }
        // A ring of the last positions, so that a million lines cost a million `memchr` calls
        // and nothing more.
        var ring = Array(repeating: 0, count: max(keeping, 1))
        var count = 0
        var position = range.lowerBound
        let end = range.upperBound
        while position < end, let found = memchr(base + position, Int32(newline), end - position) {
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            ring[count % ring.count] = offset
            count += 1
            position = offset + 1
        }
        let kept = min(count, keeping)
        let last = (0..<kept).map { ring[(count - kept + $0) % ring.count] }
        return (count, last)
    }
}

extension String {
    /// The index `offset` bytes into the string's UTF-8; constant time for native strings.
    package func index(atUTF8Offset offset: Int) -> String.Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }
}
