// expect-no-error
import Muster

enum SyncError: Error { case offline }

func check() {
    expect { throw SyncError.offline }.to(throwError(SyncError.self))
    expect { throw SyncError.offline }.to(throwError(errorType: SyncError.self))
    expect { throw SyncError.offline }.to(throwError())
}
