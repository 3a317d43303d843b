/// What a poll saw: the observations that differed from the one before, each with the time it
/// was first seen, for the line a failure ends with:
/// `seen: 0 at 0.0 s, 1 at 0.41 s, threw error LoadError.offline at 0.9 s`.
///
/// Recording is the passing path of every poll, so it keeps the observations themselves and
/// builds no text: a check equal to the one before only counts; one that differs is kept, up to
/// `headCount` from the start and, in a ring, the last `tailCount`, with a count of the ones
/// in between. Whether two observations are the same is `isSame`'s to say, asked only when they
/// follow each other; the text is written only when a failure is composed, with the
/// observations that were kept (so describing never runs the expression again).
package struct PollHistory<Observation> {
    /// One observation that differed from the one before.
    package struct Entry {
        package let observation: Observation
        /// How long after the start of the poll the check that saw it returned.
        package let seenAt: Duration
        /// Which check saw it, counting from 1.
        package let check: Int
    }

    /// How many of the first entries are kept.
    package static var headCount: Int { 3 }
    /// How many of the last entries are kept.
    package static var tailCount: Int { 3 }

    private var head: [Entry] = []
    /// The last entries, a ring whose oldest is at `tailStart` once it is full.
    private var tail: [Entry] = []
    private var tailStart = 0
    /// How many entries were left out between the head and the tail.
    private var omitted = 0
    private var checks = 0

    package init() {}

    /// The entry kept last.
    private var latest: Entry? {
        tail.isEmpty ? head.last : tail[(tailStart + tail.count - 1) % tail.count]
    }

    /// Records what a check saw, `seenAt` after the start of the poll: check number `check`,
    /// or the one after the last recorded.
    package mutating func record(
        _ observation: Observation, at seenAt: Duration, check: Int? = nil,
        isSame: (Observation, Observation) -> Bool
    ) {
        checks = check ?? checks + 1
        if let latest, isSame(latest.observation, observation) { return }
        let entry = Entry(observation: observation, seenAt: seenAt, check: checks)
        if head.count < Self.headCount {
            head.append(entry)
        } else if tail.count < Self.tailCount {
            tail.append(entry)
        } else {
            tail[tailStart] = entry
            tailStart = (tailStart + 1) % Self.tailCount
            omitted += 1
        }
    }

    /// Writes `\nseen: <first> at 0.0 s, <next> at 0.41 s, …` for the checks up to number
    /// `lastCheck` (a check that returned after the poll had ended is not part of its story),
    /// or nothing when they all saw the same thing. `describe` writes one observation; entries
    /// next to each other that it writes alike are one entry, the earlier.
    package func write(
        into text: inout Description, throughCheck lastCheck: Int,
        describe: (Observation) -> String
    ) {
        let ordered = tail.indices.map { tail[(tailStart + $0) % tail.count] }
        var shownHead = Self.collapsed(head.filter { $0.check <= lastCheck }, describe)
        var shownTail = Self.collapsed(ordered.filter { $0.check <= lastCheck }, describe)
        if omitted == 0, let first = shownTail.first, first.text == shownHead.last?.text {
            shownTail.removeFirst()
        }
        if omitted == 0 {
            shownHead += shownTail
            shownTail = []
        }
        guard shownHead.count + shownTail.count > 1 else { return }
        text.append("\nseen: ")
        text.append(shownHead.map(\.line).joined(separator: ", "))
        if omitted > 0 {
            text.append(", … \(omitted) more …")
            if !shownTail.isEmpty { text.append(", ") }
            text.append(shownTail.map(\.line).joined(separator: ", "))
        }
    }

    /// The entries as written, each one that reads like the one before left out.
    private static func collapsed(
        _ entries: [Entry], _ describe: (Observation) -> String
    ) -> [(text: String, line: String)] {
        var shown: [(text: String, line: String)] = []
        for entry in entries {
            let text = describe(entry.observation)
            if text == shown.last?.text { continue }
            shown.append((text, "\(text) at \(elapsedText(entry.seenAt))"))
        }
        return shown
    }
}

/// The longest text one observation takes in a history line, in characters.
private let observationLimit = 60

/// How a history writes what a check saw.
package enum PollObservation {
    /// How a poll of an expression's outcome writes one: its value rendered the Muster way, or
    /// `threw error <error>`, each cut to a short, one-line text.
    package static func describe<Value>(_ outcome: Result<Value, any Error>) -> String {
        switch outcome {
        case .success(let value):
            return shortened(ValueRenderer.render(value, limit: observationLimit))
        case .failure(let error):
            var text = Description()
            text.appendThrew(error)
            return shortened(text.text)
        }
    }

    /// `text` on one line, cut with `…` when it is much longer than `observationLimit`
    /// characters (the renderer keeps near the limit, and adds a note of what it left out).
    package static func shortened(_ text: String) -> String {
        let line = text.replacing("\n", with: "\\n")
        guard line.count > observationLimit * 2 else { return line }
        return String(line.prefix(observationLimit)) + "…"
    }
}

/// Whether two outcomes of a polled expression are the same observation: values by their own
/// `==` when their type has one, objects by identity, other values by structure; errors alike.
/// The way to compare is found once per poll, from the type, not once per check.
package struct SameOutcome<Value> {
    private let sameValue: (Value, Value) -> Bool

    package init() { sameValue = sameValueComparison(Value.self) }

    package func callAsFunction(
        _ lhs: Result<Value, any Error>, _ rhs: Result<Value, any Error>
    ) -> Bool {
        switch (lhs, rhs) {
        case (.success(let lhs), .success(let rhs)): sameValue(lhs, rhs)
        case (.failure(let lhs), .failure(let rhs)): isSameValue(lhs, rhs)
        default: false
        }
    }
}
