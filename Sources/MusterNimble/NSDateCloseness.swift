import Foundation
import Muster

// Nimble's `beCloseTo` for `NSDate`, which Objective-C-era code still hands around. It lives
// here rather than in `import Muster`: one more overload of `beCloseTo` for the type checker to
// weigh at every call, for a form only suites written for Nimble use.

/// Nimble's `beCloseTo` for `NSDate`: no more than `tolerance` seconds apart (default 0.0001).
///
/// ```swift
/// expect(record.modified).to(beCloseTo(NSDate(), within: 1))
/// ```
public func beCloseTo(_ expected: NSDate, within tolerance: TimeInterval = .defaultTolerance)
    -> Matcher<NSDate>
{
    dateCloseness(to: expected as Date, within: tolerance) { $0 as Date }
}
