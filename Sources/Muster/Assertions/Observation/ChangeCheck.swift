// The verdict of `assertChanges`: judged from the recording with no text made, and the failure
// written once, only when it fails.

struct ChangeCheck<Model: AnyObject> {
    /// What one property did wrong, kept until a message asks.
    enum Problem {
        /// Changed a different number of times than listed, or not at all.
        case count(property: Int)
        /// Change `change` (from 0) was not accepted by its matcher.
        case value(property: Int, change: Int, result: MatchResult)
        /// No change accepted value `missing` in order (not exhaustive).
        case missing(property: Int, value: Int)
        /// Told its observers of a change, though it must not.
        case invalidated(property: Int)
        /// Its value at the end differs from the last one it told its observers of.
        case unobserved(property: Int, from: Any, to: Any)
        /// A property the list does not name changed (exhaustive).
        case unnamed(name: String, from: Any, to: Any)
    }

    let expected: [PropertyChanges<Model>]
    let recording: ChangeRecording<Model>
    let exhaustive: Bool
    let problems: [Problem]

    var passes: Bool { problems.isEmpty }

    init(
        expected: [PropertyChanges<Model>], recording: ChangeRecording<Model>, final: [Any],
        exhaustive: Bool, unnamed: [(name: String, from: Any, to: Any)]
    ) {
        self.expected = expected
        self.recording = recording
        self.exhaustive = exhaustive
        var problems: [Problem] = []
        for (index, property) in expected.enumerated() {
            let recorded = recording.changes[index]
            let last = recorded.last?.value ?? recording.initial[index]
            if !property.same(last, final[index]) {
                problems.append(.unobserved(property: index, from: last, to: final[index]))
                continue
            }
            guard let matchers = property.values else {
                if !recorded.isEmpty { problems.append(.invalidated(property: index)) }
                continue
            }
            let values = recorded.filter(\.differs)
            if exhaustive {
                if values.count != matchers.count {
                    problems.append(.count(property: index))
                    continue
                }
                for (change, (value, matcher)) in zip(values, matchers).enumerated() {
                    let result = matcher(value.value)
                    if !result.isMatch {
                        problems.append(.value(property: index, change: change, result: result))
                        break
                    }
                }
            } else {
                var next = 0
                for value in values
                where next < matchers.count && matchers[next](value.value).isMatch {
                    next += 1
                }
                if next < matchers.count { problems.append(.missing(property: index, value: next)) }
            }
        }
        problems += unnamed.map { .unnamed(name: $0.name, from: $0.from, to: $0.to) }
        self.problems = problems
    }

    /// `Expected the FeedModel's isLoading to change to true, then false and title not to
    /// change, but …`, with the timeline of every change recorded.
    func failure(modelType: String, site: CallSite) -> Failure {
        Failure.compose(
            expectation: { text in
                guard !expected.isEmpty else {
                    return text.append("the \(modelType) not to change")
                }
                text.append("the \(modelType)'s ")
                for (index, property) in expected.enumerated() {
                    if index > 0 { text.append(index == expected.count - 1 ? " and " : ", ") }
                    text.append(property.name.text)
                    guard property.values != nil else {
                        text.append(" not to change")
                        continue
                    }
                    text.append(property.describeValues.isEmpty ? " to change" : " to change to ")
                    for (position, describe) in property.describeValues.enumerated() {
                        if position > 0 { text.append(", then ") }
                        describe(&text)
                    }
                }
                if !exhaustive { text.append(", among other changes") }
            },
            finding: { text in
                for (index, problem) in problems.enumerated() {
                    if index > 0 { text.append("; ") }
                    describe(problem, in: &text)
                }
                appendTimeline(to: &text)
            }, site: site)
    }

    private func describe(_ problem: Problem, in text: inout Description) {
        switch problem {
        case .count(let property):
            // The values are in the timeline, which every failure shows.
            let name = expected[property].name.text
            let count = recording.changes[property].filter(\.differs).count
            let listed = expected[property].describeValues.count
            text.append(
                count == 0
                    ? "\(name) did not change"
                    : "\(name) changed \(times(count)), not \(times(listed))")
        case .value(let property, let change, let result):
            let value = recording.changes[property].filter(\.differs)[change]
            text.append("change \(change + 1) of \(expected[property].name.text): ")
            text.appendMismatch(of: result)
            text.append(" (at \(secondsText(value.time)))")
        case .missing(let property, let value):
            text.append("\(expected[property].name.text) took no value ")
            expected[property].describeValues[value](&text)
            if value > 0 { text.append(" after the one listed before it") }
        case .invalidated(let property):
            let name = expected[property].name.text
            let first = recording.changes[property][0]
            if first.differs {
                text.append(
                    "\(name) changed to \(rendered(first.value)) at \(secondsText(first.time))")
            } else {
                text.append(
                    "\(name) was set to the value it had, \(rendered(first.value)), at "
                        + "\(secondsText(first.time)), which tells its observers of a change")
            }
            let more = recording.changes[property].count - 1
            if more > 0 { text.append(more == 1 ? ", and once more" : ", and \(more) times more") }
        case .unobserved(let property, let from, let to):
            text.append(
                "\(expected[property].name.text) went from \(rendered(from)) to \(rendered(to)) "
                    + "without telling its observers: it is not observed (an "
                    + "@ObservationIgnored property, or one computed from what is not observed), "
                    + "so a view would not show the change")
        case .unnamed(let name, let from, let to):
            text.append(
                "\(name), which the list does not name, went from \(rendered(from)) to "
                    + "\(rendered(to)): name it with .changes or .unchanged, mark it "
                    + "@ObservationIgnored if no view shows it, or pass exhaustive: false")
        }
    }

    private func times(_ count: Int) -> String {
        count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
    }

    private func rendered(_ value: Any) -> String {
        ValueRenderer.render(value, limit: ChangeCheck.valueLimit)
    }

    /// Bytes of one value's rendering in a message.
    static var valueLimit: Int { 80 }

    /// `timeline: isLoading true at 0.0 s, items [] at 0.3 s (set again), …`: every change
    /// recorded, of every property named, in order; the first and last of a long one.
    private func appendTimeline(to text: inout Description) {
        let entries = recording.order.map { entry -> String in
            let change = recording.changes[entry.property][entry.change]
            return "\(expected[entry.property].name.text) \(rendered(change.value)) at "
                + secondsText(change.time) + (change.differs ? "" : " (set again)")
        }
        guard !entries.isEmpty else { return text.append("\ntimeline: no change recorded") }
        text.append("\ntimeline: " + firstAndLastTimelineEntries(entries).joined(separator: ", "))
    }
}
