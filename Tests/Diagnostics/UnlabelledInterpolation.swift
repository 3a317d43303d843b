// expect-error: write \(value: x) to show a value as messages do (strings quoted), or \(describing: x) for its plain text
import Muster

let count = 3
let description: Description = "a list of \(count) items"
