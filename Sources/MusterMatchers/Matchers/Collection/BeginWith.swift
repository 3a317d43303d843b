/// Nimble's `beginWith` for sequences: the first element equals `element`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(1))
/// ```
public func beginWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher(describe: { $0.append("a sequence beginning with \(value: element)") }) { actual in
        var iterator = actual.makeIterator()
        let first = iterator.next()
        if first == element { return .match }
        return mismatchShowing(actual, read: first.map { [$0] } ?? [], rest: &iterator)
    }.rejectingNil()
}

/// Nimble's `beginWith(prefix:)`: the sequence starts with these elements. A `nil` prefix never
/// matches, under `to` or `toNot`.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
/// ```
public func beginWith<S: Sequence, Prefix: Sequence>(prefix: Prefix?) -> Matcher<S>
where S.Element: Equatable, Prefix.Element == S.Element {
    guard let prefix else { return beginningWithNil() }
    return beginWith(prefix: prefix, phrase: "", by: ==).rejectingNil()
}

/// Nimble's `beginWith(prefix:by:)`: the sequence starts with elements equivalent to these. A
/// `nil` prefix never matches, under `to` or `toNot`.
///
/// ```swift
/// expect(names).to(beginWith(prefix: ["ann"], by: { $0.lowercased() == $1 }))
/// ```
public func beginWith<S: Sequence, Prefix: Sequence>(
    prefix: Prefix?, by areEquivalent: @escaping (S.Element, Prefix.Element) -> Bool
) -> Matcher<S> {
    guard let prefix else { return beginningWithNil() }
    return beginWith(prefix: prefix, phrase: "items equivalent to ", by: areEquivalent)
        .rejectingNil()
}

/// `beginWith(prefix: nil)`: Nimble fails it whatever the sequence, so it cannot judge rather
/// than mismatches, and `toNot` fails too.
private func beginningWithNil<S: Sequence>() -> Matcher<S> {
    Matcher(describe: {
        $0.append("a sequence beginning with nil (a nil prefix never matches)")
    }) { actual in
        .unusable("was \(value: actual)")
    }.rejectingNil()
}

private func beginWith<S: Sequence, Prefix: Sequence>(
    prefix: Prefix, phrase: String, by areEquivalent: @escaping (S.Element, Prefix.Element) -> Bool
) -> Matcher<S> {
    let expected = Array(prefix)
    return Matcher(describe: {
        $0.append("a sequence beginning with \(phrase)")
        $0.appendValue(shown(prefix, elements: expected))
    }) { actual in
        var iterator = actual.makeIterator()
        var read: [S.Element] = []
        for item in expected {
            guard let element = iterator.next() else {
                return mismatchShowing(actual, read: read, rest: &iterator)
            }
            read.append(element)
            if !areEquivalent(element, item) {
                return mismatchShowing(actual, read: read, rest: &iterator)
            }
        }
        return .match
    }
}
