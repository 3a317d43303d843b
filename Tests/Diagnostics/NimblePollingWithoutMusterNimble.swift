// expect-error: has no member 'toNotEventually'
import Muster

// Nimble's names for the polling verbs come with `import MusterNimble`; `import Muster` polls
// with its own verbs.
func check(count: @escaping @Sendable () async -> Int) async {
    await expect { await count() }.toEventuallyNot(equalTo(0))
    await expect { await count() }.toNotEventually(equalTo(0))
}
