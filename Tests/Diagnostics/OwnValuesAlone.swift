// expect-no-error
import Muster

struct Money: Equatable { var cents: Int }
enum Category: Equatable { case kitchen, garden }
struct Product: Equatable { var price: Money; var category: Category? }

func check(_ product: Product, _ products: [Product], _ json: [String: Any]) {
    assertThat(product.price, Money(cents: 400))
    expect(product.price).to(Money(cents: 400))
    assertThat(product, hasProperty(\.category, .kitchen))
    assertThat(products, hasItem(product))
    assertThat(product.category, anyOf(.kitchen, .garden))
    assertThat(json, hasEntry("title", "Mug"))
    assertThat(product.price, anyOf(equalTo(Money(cents: 400)), hasProperty(\.cents, 0)))
    let _: Description = "a list of \(value: 3) items, \(describing: product.price)"
}
