// Nimble's public helpers that suites call in their own matchers' messages, as spellings of
// Muster's. Nimble's `gatherExpectations` and `gatherFailingExpectations` run assertions and
// live in Assertions/GatherExpectations.swift.

/// Nimble's `stringify`: ``ValueRenderer/render(_:limit:)``, a value as Muster's messages show
/// it (strings quoted, `nil` as `nil`).
///
/// ```swift
/// stringify("a")  // "\"a\""
/// ```
public func stringify<T>(_ value: T?) -> String { ValueRenderer.render(value) }
