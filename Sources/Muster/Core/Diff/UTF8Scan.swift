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
    static func commonPrefixCount(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
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
                while left[lhs.count - matched - 1 - more] == right[rhs.count - matched - 1 - more] {
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
        var count = 0
        var last: [Int] = []
        var position = range.lowerBound
        while position < range.upperBound,
            let found = firstIndex(of: newline, in: buffer, from: position),
            found < range.upperBound
        {
            count += 1
            if keeping > 0 {
                if last.count == keeping { last.removeFirst() }
                last.append(found)
            }
            position = found + 1
        }
        return (count, last)
    }
}

extension String {
    /// The index `offset` bytes into the string's UTF-8; constant time for native strings.
    func index(atUTF8Offset offset: Int) -> String.Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }
}
