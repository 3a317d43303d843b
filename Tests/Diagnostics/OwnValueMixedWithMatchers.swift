// expect-error: to mix a value of your own type with matchers, write equalTo(value) around it
import Muster

struct Money: Equatable { var cents: Int }

func check(_ total: Money) {
    assertThat(total, anyOf(Money(cents: 400), hasProperty(\.cents, 0)))
}
