// Nimble's names that Muster leaves to MusterNimble, so that `import Muster` answers their use
// with the way to go instead of "cannot find 'unwrap' in scope". Each has the signature of its
// MusterNimble declaration, which therefore shadows it where MusterNimble is imported: a file
// that imports MusterNimble sees only the real one, and one that imports neither looks none up.
// Their bodies never run: an unavailable function cannot be called.

/// Nimble's `expects`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "expects is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, expect(value)"
)
public func expects<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    fatalError("unavailable")
}

/// Nimble's `expects`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "expects is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, expect(value)"
)
public func expects<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    fatalError("unavailable")
}

/// Nimble's `requires`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "requires is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value)"
)
public func requires<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Requirement<T> {
    fatalError("unavailable")
}

/// Nimble's `requires`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "requires is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value)"
)
public func requires<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> T?
) -> Requirement<T> {
    fatalError("unavailable")
}

/// Nimble's `expecta`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "expecta is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, await expect { … }"
)
public func expecta<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    fatalError("unavailable")
}

/// Nimble's `expecta`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "expecta is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, await expect { … }"
)
public func expecta<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    fatalError("unavailable")
}

/// Nimble's `requirea`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "requirea is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try await require { … }"
)
public func requirea<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    fatalError("unavailable")
}

/// Nimble's `requirea`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "requirea is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try await require { … }"
)
public func requirea<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    fatalError("unavailable")
}

/// Nimble's `unwrap`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwrap is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil()) (try await require { … }.toNot(beNil()) for async code)"
)
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure () throws -> T?
) throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwrap`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwrap is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil()) (try await require { … }.toNot(beNil()) for async code)"
)
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: () throws -> T?
) throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwrap`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwrap is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil()) (try await require { … }.toNot(beNil()) for async code)"
)
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: () async throws -> T?
) async throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwraps`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwraps is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil())"
)
public func unwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure () throws -> T?
) throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwraps`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwraps is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil())"
)
public func unwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: () throws -> T?
) throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwrapa`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwrapa is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try await require { … }.toNot(beNil())"
)
public func unwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure () async throws -> T?
) async throws -> T {
    fatalError("unavailable")
}

/// Nimble's `unwrapa`, which `import MusterNimble` provides; the message names Muster's own form.
@available(
    *, unavailable,
    message:
        "unwrapa is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try await require { … }.toNot(beNil())"
)
public func unwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: () async throws -> T?
) async throws -> T {
    fatalError("unavailable")
}
