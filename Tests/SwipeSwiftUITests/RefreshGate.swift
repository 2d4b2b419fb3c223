#if os(Linux)
  import Foundation

  /// A refresh action that waits until the test lets it finish, recording what happened.
  @MainActor final class RefreshGate {
    private(set) var started: [Int] = []
    private(set) var finished: [Int] = []
    private(set) var cancelled: [Int] = []
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
      (stream, continuation) = AsyncStream.makeStream()
    }

    /// The action: records the page, waits for ``open()`` (or the task's cancellation).
    func run(_ index: Int) async {
      started.append(index)
      var iterator = stream.makeAsyncIterator()
      _ = await iterator.next()
      if Task.isCancelled {
        cancelled.append(index)
      } else {
        finished.append(index)
      }
    }

    /// Lets one waiting action return.
    func open() {
      continuation.yield()
    }
  }
#endif
