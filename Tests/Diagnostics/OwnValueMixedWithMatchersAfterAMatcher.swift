// expect-error: to mix a value of your own type with matchers, write equalTo(value) around it
import Muster

enum SyncState: Equatable { case idle, syncing(progress: Double) }

func check(_ state: SyncState) {
    assertThat(state, anyOf(equalTo(.syncing(progress: 0)), .idle))
    assertThat(state, allOf(.idle, not(equalTo(.syncing(progress: 1)))))
}
