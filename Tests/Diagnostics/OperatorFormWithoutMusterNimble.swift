// expect-error: requires that 'Expectation<Int>' conform to 'BinaryInteger'
import Muster

// Nimble's operator forms come with `import MusterNimble`; the Getting Started article quotes
// what the compiler says without it.
func check(_ count: Int) {
    expect(count) == 3
}
