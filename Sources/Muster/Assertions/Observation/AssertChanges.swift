import Observation

// `assertChanges`: an @Observable model's changes while a closure runs, checked property by
// property against the values each must take, or must not take at all, in the timeline form
// stream failures use.

/// What one property of a model must do while `assertChanges` records: take these values in
/// order, or not change at all.
///
/// ```swift
/// .changes(\.isLoading, true, false)
/// .changes(\.items, hasCount(2))
/// .unchanged(\.title)
/// ```
public struct PropertyChanges<Model: AnyObject> {
    /// Reads the property through its getter, so that the read registers it with Observation.
    let read: (Model) -> Any
    /// Whether two of its values are the same.
    let same: (Any, Any) -> Bool
    /// The matchers of the values it must take; `nil` for `unchanged`.
    let values: [(Any) -> MatchResult]?
    let describeValues: [(inout Description) -> Void]
    let name: PropertyName

    /// The property at `keyPath` must take values that `values` accept, one each, in order.
    ///
    /// Only changes of value count: a property set to the value it had is not one of them.
    ///
    /// ```swift
    /// .changes(\.items, isEmpty(), hasCount(2))
    /// ```
    public static func changes<Value>(
        _ keyPath: KeyPath<Model, Value>, _ values: any MatcherConvertible<Value>...,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        let matchers = values.map { $0.asMatcher() }
        return Self(
            keyPath, values: matchers,
            name: PropertyName(nil, of: keyPath, file: file, line: line, column: column))
    }

    /// The property at `keyPath` must take values equal to `values`, in order.
    ///
    /// ```swift
    /// .changes(\.isLoading, true, false)
    /// ```
    public static func changes<Value: Equatable>(
        _ keyPath: KeyPath<Model, Value>, _ values: Value...,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        Self(
            keyPath, values: values.map { equalTo($0) },
            name: PropertyName(nil, of: keyPath, file: file, line: line, column: column))
    }

    /// The property at `keyPath` must not tell its observers of any change, not even one that
    /// sets the value it had: a view that shows it would not be drawn again.
    ///
    /// ```swift
    /// .unchanged(\.title)
    /// ```
    public static func unchanged<Value>(
        _ keyPath: KeyPath<Model, Value>,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        Self(
            keyPath, values: nil,
            name: PropertyName(nil, of: keyPath, file: file, line: line, column: column))
    }

    private init<Value>(
        _ keyPath: KeyPath<Model, Value>, values: [Matcher<Value>]?, name: PropertyName
    ) {
        read = { $0[keyPath: keyPath] }
        let comparison = sameValueComparison(Value.self)
        same = { comparison($0 as! Value, $1 as! Value) }
        self.values = values?.map { matcher in { matcher.match($0 as! Value) } }
        describeValues = (values ?? []).map { matcher in { $0.appendDescription(of: matcher) } }
        self.name = name
    }
}

/// Runs `body`, recording every change of the properties `expected` names on `model`, and
/// fails unless each took the values it lists, in order, or did not change when it says
/// `unchanged`.
///
/// Each property is watched on its own with Observation, and read again once its change has
/// settled on this function's actor, as a view on that actor reads it: changes made in one job
/// on the actor come as one, the last value; a change made on another thread is read when this
/// actor next runs. The times are on `clock`, else on the test clock of the scope, else in real
/// time, from the start of the recording.
///
/// With `exhaustive` (the default), a property `expected` does not name fails too when its
/// value at the end differs from its value at the start, found through the model's stored
/// properties, so one that changed and changed back is not seen; with `exhaustive: false`, each
/// named property must take its values in order among others, and unnamed ones are not checked.
/// A named property whose value changed without telling its observers fails, saying it is not
/// observed.
///
/// ```swift
/// await assertChanges(of: model, [
///     .changes(\.isLoading, true, false),
///     .changes(\.items, hasCount(2)),
///     .unchanged(\.title),
/// ]) {
///     await model.load()
/// }
/// // Expected the FeedModel's isLoading to change to true, then false, items to change to a
/// // collection with count 2 and title not to change, but title changed to "Feed" at 0.3 s
/// // timeline: isLoading true at 0.0 s, items [Item(id: 1), Item(id: 2)] at 0.3 s, …
/// ```
public func assertChanges<Model: AnyObject & Observable>(
    of model: Model, _ expected: [PropertyChanges<Model>], exhaustive: Bool = true,
    clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    during body: () async throws -> Void
) async rethrows {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timing: any Clock<Duration> = clock ?? TestClock.current ?? ContinuousClock()
    let recording = ChangeRecording(
        model: model, readers: expected.map(\.read), same: expected.map(\.same),
        elapsed: elapsedTime(on: timing), isolation: isolation)
    let storedAtStart = exhaustive ? StoredProperties(of: model) : nil
    recording.start(isolation: isolation)
    do {
        try await body()
    } catch {
        _ = await recording.finish(isolation: isolation)
        throw error
    }
    let final = await recording.finish(isolation: isolation)
    let unnamed = storedAtStart?.changes(
        to: StoredProperties(of: model),
        leavingOut: expected.indices.map { (expected[$0].name, recording.initial[$0], final[$0]) })
    let check = ChangeCheck(
        expected: expected, recording: recording, final: final, exhaustive: exhaustive,
        unnamed: unnamed ?? [])
    guard !check.passes else { return }
    reportFailure(check.failure(modelType: String(describing: Model.self), site: site))
}

/// The time since now on `clock`, read later: read once per change, so the two clocks most
/// recordings use are read without the generic path.
private func elapsedTime(on clock: any Clock<Duration>) -> @Sendable () -> Duration {
    if let continuous = clock as? ContinuousClock {
        let start = continuous.now
        return { start.duration(to: .now) }
    }
    if let testClock = clock as? TestClock {
        let start = testClock.now
        return { start.duration(to: testClock.now) }
    }
    return genericElapsedTime(on: clock)
}

private func genericElapsedTime<C: Clock>(on clock: C) -> @Sendable () -> Duration
where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
}

/// The label of an @Observable class's registrar among its stored properties.
let observationRegistrarLabel = "_$observationRegistrar"

/// `items` for `_items`, the storage the @Observable macro gives a tracked property; `nil` for
/// any other stored property (an `@ObservationIgnored` one keeps its name, with no `_`).
func observedPropertyName(storedAs label: String) -> String? {
    guard label.hasPrefix("_"), label != observationRegistrarLabel else { return nil }
    return String(label.dropFirst())
}

/// An @Observable model's tracked stored properties (`_items` for `items`), by name, read
/// through `Mirror`: what `exhaustive` compares for the properties it is not given.
struct StoredProperties {
    let values: [(name: String, value: Any)]

    init(of model: AnyObject) {
        var values: [(String, Any)] = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children {
                guard let name = child.label.flatMap(observedPropertyName(storedAs:)) else {
                    continue
                }
                values.append((name, child.value))
            }
            mirror = current.superclassMirror
        }
        self.values = values
    }

    /// The properties whose value differs in `end`, but those named. A named property whose
    /// name cannot be read (no source at hand) is told by its values instead: a stored property
    /// that went from its first value to its last is taken for it.
    func changes(
        to end: StoredProperties, leavingOut named: [(name: PropertyName, from: Any, to: Any)]
    ) -> [(name: String, from: Any, to: Any)] {
        let changed = zip(values, end.values).filter { !isSameValue($0.value, $1.value) }
        // Names are read from the source only when something changed.
        guard !changed.isEmpty else { return [] }
        let names = Set(named.map(\.name.text))
        let unreadable = named.filter { !$0.name.isRead }
        return changed.compactMap { start, end in
            if names.contains(start.name) { return nil }
            let standsForNamed = unreadable.contains {
                isSameValue($0.from, start.value) && isSameValue($0.to, end.value)
            }
            return standsForNamed ? nil : (start.name, start.value, end.value)
        }
    }
}
