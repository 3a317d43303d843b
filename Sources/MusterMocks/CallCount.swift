/// How many calls a verification wants: exactly, at least or at most some number, or a number
/// in a range.
///
/// ```swift
/// verify(navigator, times(2)).push(anything(), true)
/// ```
public struct CallCount: Sendable, Hashable, CustomStringConvertible {
    enum Bound: Hashable, Sendable {
        case exactly, atLeast, atMost
        /// From `count` up to this many.
        case upTo(Int)
    }

    let bound: Bound
    let count: Int

    /// Whether `actual` calls are what was wanted.
    ///
    /// ```swift
    /// atLeast(2).accepts(3)  // true
    /// ```
    public func accepts(_ actual: Int) -> Bool {
        switch bound {
        case .exactly: actual == count
        case .atLeast: actual >= count
        case .atMost: actual <= count
        case .upTo(let upper): actual >= count && actual <= upper
        }
    }

    /// How the wanted count reads in a failure message: `to be called once`,
    /// `never to be called`, `to be called at least 2 times`.
    ///
    /// ```swift
    /// times(2).expectation  // "to be called 2 times"
    /// ```
    public var expectation: String {
        switch bound {
        case .exactly: count == 0 ? "never to be called" : "to be called \(timesPhrase(count))"
        case .atLeast: "to be called at least \(timesPhrase(count))"
        case .atMost: "to be called at most \(timesPhrase(count))"
        case .upTo(let upper): "to be called \(count) to \(upper) times"
        }
    }

    /// The count as it is written in code: `times(2)`, `atLeast(1)`.
    ///
    /// ```swift
    /// atLeast(1).description  // "atLeast(1)"
    /// ```
    public var description: String {
        switch bound {
        case .exactly: "times(\(count))"
        case .atLeast: "atLeast(\(count))"
        case .atMost: "atMost(\(count))"
        case .upTo(let upper): "times(\(count)...\(upper))"
        }
    }
}

/// `once`, `2 times`.
func timesPhrase(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

/// Exactly `count` calls.
///
/// ```swift
/// verify(navigator, times(2)).push(anything(), true)
/// ```
public func times(_ count: Int) -> CallCount { CallCount(bound: .exactly, count: count) }

/// A number of calls in `range`, its bounds included.
///
/// ```swift
/// verify(uploader, times(2...4)).retry(anything())
/// ```
public func times(_ range: ClosedRange<Int>) -> CallCount {
    CallCount(bound: .upTo(range.upperBound), count: range.lowerBound)
}

/// No call at all.
///
/// ```swift
/// verify(navigator, never()).push(instanceOf(SettingsViewController.self), anything())
/// ```
public func never() -> CallCount { CallCount(bound: .exactly, count: 0) }

/// `count` calls or more.
///
/// ```swift
/// verify(analytics, atLeast(2)).log(anything())
/// ```
public func atLeast(_ count: Int) -> CallCount { CallCount(bound: .atLeast, count: count) }

/// `count` calls or fewer.
///
/// ```swift
/// verify(cache, atMost(1)).load(anything())
/// ```
public func atMost(_ count: Int) -> CallCount { CallCount(bound: .atMost, count: count) }

/// One call or more.
///
/// ```swift
/// verify(analytics, atLeastOnce()).log("opened")
/// ```
public func atLeastOnce() -> CallCount { atLeast(1) }
