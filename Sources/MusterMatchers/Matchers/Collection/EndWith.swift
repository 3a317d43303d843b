/// Nimble's `endWith` for sequences: the last element equals `element`.
///
/// ```swift
/// expect([1, 2, 3]).to(endWith(3))
/// ```
public func endWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher(describe: { $0.append("a sequence ending with \(value: element)") }) { actual in
        var last: S.Element?
        var sample = ItemSample<S.Element>()
        for item in actual {
            last = item
            sample.append(item)
        }
        if last == element { return .match }
        if actual is any Collection { return .mismatch(was: actual) }
        return .mismatch {
            $0.append("was ")
            $0.appendItems(sample)
        }
    }.rejectingNil()
}
