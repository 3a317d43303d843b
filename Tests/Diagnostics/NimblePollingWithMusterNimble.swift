// expect-no-error
import Foundation
import MusterNimble

// Every polling form a Nimble suite writes compiles with `import MusterNimble`.
@available(*, noasync)
func checkOnTheRunLoop(box: () -> Int, user: String?) throws {
    expect(box()).toEventually(equal(3))
    expect(box()).toNotEventually(equal(0), timeout: .seconds(2))
    expect(box()).neverTo(equal(9), until: .milliseconds(50))
    expect(box()).alwaysTo(beGreaterThan(0))
    try require(box()).toEventually(equal(3))
    assertThat(eventually: box(), equalTo(3))
    waitUntil(timeout: .seconds(1)) { done in done() }
    _ = try pollUnwrap(user)
    PollingDefaults.timeout = .seconds(2)
    PollingDefaults.pollInterval = .milliseconds(50)
    let patience: NimbleTimeInterval = .seconds(2)
    _ = patience.timeInterval
}

func checkAwaiting(count: @escaping @Sendable () async -> Int) async throws {
    await expect { await count() }.toNotEventually(equal(0))
    await expect { await count() }.neverTo(equal(9))
    await expect { await count() }.alwaysTo(beGreaterThan(0))
    _ = try await require { await count() }.toNotEventually(equal(0))
    _ = try await pollUnwrap { await count() as Int? }
}
