// expect-error: is unavailable: expecta is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, await expect { … }
import Muster

actor Counter { var value = 3 }

func counts(_ counter: Counter) async {
    await expecta(await counter.value).to(equal(3))
}
