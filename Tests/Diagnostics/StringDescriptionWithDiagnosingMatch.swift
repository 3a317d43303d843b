// expect-error: a diagnosing matcher takes a Description: write Matcher(Description(text)) { … } for a description held in a String
import Muster

let title = "a short name"
let short = Matcher<String>(title) { $0.count < 5 ? .match : .mismatch("was long") }
