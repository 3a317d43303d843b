// expect-error: a plain value stands for equalTo(value), which needs an Equatable type: declare the type Equatable, or compare it field by field with equalTo(value, comparing: .fieldByField); for an enum, match its case with isCase(.someCase)
import Muster

struct Draft { var text: String }

func check(_ draft: Draft) {
    assertThat(draft, Draft(text: "x"))
}
