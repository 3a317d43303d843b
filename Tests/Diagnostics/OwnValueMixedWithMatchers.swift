// expect-error: does not conform to expected type 'MatcherConvertible'
import Muster

struct Money: Equatable { var cents: Int }

func check(_ total: Money) {
    assertThat(total, anyOf(Money(cents: 400), hasProperty(\.cents, 0)))
}
