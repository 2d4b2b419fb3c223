#if canImport(UIKit) || os(Linux)
  import Foundation

  /// A block observer of the default notification center that is removed when this goes away
  /// (the center retains a block observer until it is removed, NSNotification.h:52-53).
  final class NotificationObservation: @unchecked Sendable {
    private let token: any NSObjectProtocol

    /// Runs `body` on the main actor for every `name` posted.
    ///
    /// On a device the block runs on the main queue, wherever the notification was posted. The
    /// stub posts on the main actor, which on Linux need not be the main thread's queue, so
    /// there the block runs where it is posted.
    @MainActor init(_ name: Notification.Name, _ body: @escaping @MainActor @Sendable () -> Void) {
      #if canImport(UIKit)
        let queue: OperationQueue? = .main
      #else
        let queue: OperationQueue? = nil
      #endif
      token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue) {
        _ in
        MainActor.assumeIsolated { body() }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(token)
    }
  }
#endif
