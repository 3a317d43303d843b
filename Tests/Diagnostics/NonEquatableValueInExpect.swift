// expect-error: a plain value stands for equal(value), which needs an Equatable type: declare the type Equatable, or compare it field by field with equal(value, comparing: .fieldByField); for an enum, match its case with isCase(.someCase)
import Muster

struct Draft { var text: String }

func check(_ draft: Draft) {
    expect(draft).to(Draft(text: "x"))
}
