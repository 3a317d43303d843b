/// One place where an actual value differs from the expected one, as Muster's failure messages
/// name it: a path into the value and what differs there.
///
/// ```swift
/// ValueDifference.all(between: expectedUser, and: user).map(\.description)
/// // [".address.city: expected \"Oslo\", was \"Bergen\""]
/// ```
public struct ValueDifference: Sendable, Hashable, CustomStringConvertible {
    /// Where the values differ, written the way Swift reaches it: `.address.city`, `[3].name`,
    /// `["key"]`; empty for the values themselves.
    ///
    /// ```swift
    /// ValueDifference.all(between: ["a": 1], and: ["a": 2]).first?.path  // ["a"]
    /// ```
    public let path: String

    /// What differs there: `expected "Oslo", was "Bergen"`, `expected 3, was missing`,
    /// `had 6 elements instead of 5, first difference at [2]`.
    ///
    /// ```swift
    /// ValueDifference.all(between: [1, 2], and: [1, 5]).first?.detail  // expected 2, was 5
    /// ```
    public let detail: String

    /// `path: detail`, or the detail alone for the values themselves.
    ///
    /// ```swift
    /// ValueDifference.all(between: [1, 2], and: [1, 5]).first?.description  // [1]: expected 2, was 5
    /// ```
    public var description: String { path.isEmpty ? detail : "\(path): \(detail)" }

    /// The places where `actual` differs from `expected`, in the order a message lists them;
    /// empty when they are the same. Values are compared with their own `==` where they have
    /// one, and otherwise by structure (fields, elements, keys). At most 1,000 are listed.
    ///
    /// ```swift
    /// ValueDifference.all(between: [1, 2, 3], and: [1, 5, 3]).first?.path  // "[1]"
    /// ```
    public static func all(between expected: Any?, and actual: Any?) -> [ValueDifference] {
        let differ = Differ.differences(expected: expected, actual: actual, limits: .listing)
        var report = DifferenceReport(limits: .full)
        return differ.changes.map { change in
            ValueDifference(path: change.path.description, detail: report.summary(of: change))
        }
    }
}

extension Differ.Limits {
    /// For ``ValueDifference/all(between:and:)``.
    static let listing = Differ.Limits(changes: 1_000, steps: 1_000_000, depth: 64, contexts: 0)
}
