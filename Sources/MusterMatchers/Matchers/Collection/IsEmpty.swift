/// Matches a sequence with no items. The mismatch shows how many items there were and the
/// first of them (a set or a dictionary, sorted).
///
/// ```swift
/// assertThat([1, 2], isEmpty())
/// // Expected an empty collection, but had 2 items: [1, 2]
/// ```
public func isEmpty<S: Sequence>() -> Matcher<S> {
    Matcher(describe: { $0.append("an empty collection") }) { actual in
        var iterator = actual.makeIterator()
        guard let first = iterator.next() else { return .match }
        var shown = [first]
        while shown.count < ValueRenderer.elementLimit, let item = iterator.next() {
            shown.append(item)
        }
        // A collection knows its count; any other sequence is read only one item past what the
        // message shows, so that an endless one still gets an answer.
        let total: Int?
        if let collection = actual as? any Collection {
            total = collection.count
        } else if shown.count < ValueRenderer.elementLimit || iterator.next() == nil {
            total = shown.count
        } else {
            total = nil
        }
        return .mismatch { description in
            switch total {
            case 1: description.append("had 1 item: ")
            case let total?:
                description.append("had \(ValueRenderer.Output.grouped(total)) items: ")
            case nil: description.append("had more than \(shown.count) items: ")
            }
            // A set or a dictionary shows as itself, sorted, rather than in the order read.
            if isUnordered(actual) { return description.appendValue(actual) }
            description.appendItems(shown, total: total)
        }
    }
}

/// OCHamcrest's `empty`: ``isEmpty()``, a sequence with no items.
///
/// ```swift
/// assertThat(cart.items, empty())
/// // Expected an empty collection, but had 1 item: ["mug"]
/// ```
public func empty<S: Sequence>() -> Matcher<S> { isEmpty() }
