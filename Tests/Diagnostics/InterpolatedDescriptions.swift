// expect-no-error
import Muster

let tag = "urgent"
let count = 3
let tagged = Matcher<[String]>("a note tagged \(tag)") { $0.contains(tag) }
let diagnosing = Matcher<[String]>("a note with \(count) tags") { tags in
    tags.count == count ? .match : .mismatch("had \(tags.count) tags")
}
let title = "a title"
let predicate = Matcher<String>(title) { !$0.isEmpty }
let wrapped = Matcher<String>(Description(title)) { $0.isEmpty ? .mismatch("was empty") : .match }
