import Foundation

/// Nimble's `postNotifications`: the notifications posted on `center` from the moment the matcher
/// is made satisfy `matcher`. The assertion runs the expression after making the matcher, so
/// what the expression posts is seen, from any thread; make the matcher in the assertion.
///
/// ```swift
/// expect { center.post(saved) }.to(postNotifications(equal([saved]), from: center))
/// // Expected code posting notifications that are a value equal to [...], but posted none
/// ```
///
/// Under polling, Muster runs the expression at each check, as it does for every polled value,
/// so an expression that posts is seen posting again at each check; Nimble runs it once.
public func postNotifications<Out>(
    _ matcher: Matcher<[Notification]>, from center: NotificationCenter = .default
) -> Matcher<Out> {
    let collector = NotificationCollector(observing: center)
    return Matcher(describe: { description in
        description.append("code posting notifications that are ")
        matcher.describe(into: &description)
    }) { _ in
        let posted = collector.posted
        let result = matcher.match(posted)
        if result.isMatch { return .match }
        return .mismatch { description in
            description.append(posted.isEmpty ? "posted none" : "posted \(value: posted)")
            description.appendMismatch(of: result, restating: posted)
        }
    }
}

/// Records the notifications posted on a center, from any thread, for as long as it lives.
private final class NotificationCollector: @unchecked Sendable {
    private let center: NotificationCenter
    private let lock = NSLock()
    private var notifications: [Notification] = []
    private var observer: (any NSObjectProtocol)?

    init(observing center: NotificationCenter) {
        self.center = center
        observer = center.addObserver(forName: nil, object: nil, queue: nil) {
            [weak self] notification in
            guard let self else { return }
            self.lock.withLock { self.notifications.append(notification) }
        }
    }

    /// The notifications posted so far, in order.
    var posted: [Notification] { lock.withLock { notifications } }

    deinit {
        if let observer { center.removeObserver(observer) }
    }
}
