// expect-error: cannot find 'pollUnwrap' in scope
import Muster

// The forms polled on the run loop, and pollUnwrap, come with `import MusterNimble`.
func check(user: String?) throws {
    _ = try pollUnwrap(user)
}
