import Testing

// Shared by the test targets: what a runner prints for an issue Muster recorded.

extension Issue {
    /// The text a runner prints for an issue Muster recorded: the headline after Swift Testing's
    /// `Expectation failed: `, then the comment's lines.
    public var printedMessage: String {
        var lines = comments.map(\.rawValue)
        let prefix = "Expectation failed: "
        if case .expectationFailed = kind, case let kind = "\(kind)", kind.hasPrefix(prefix) {
            lines.insert(String(kind.dropFirst(prefix.count)), at: 0)
        }
        return lines.joined(separator: "\n")
    }
}
