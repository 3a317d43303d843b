// `import MusterHamcrest` is `import Muster` and SwiftHamcrest's forms that `import Muster` leaves
// out: the operator form `assertThat(a == b)`, `&&` and `||` between matchers, `MatchResult` as
// an enum to switch over, and the `HamcrestReportFunction` hook.
@_exported import Muster
@_exported import MusterMatcherOperators
