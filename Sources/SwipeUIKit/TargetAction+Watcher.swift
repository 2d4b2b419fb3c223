#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif

  extension TargetAction {
    /// A touch watcher that only listens: it recognizes with what `delegate` allows, cancels no
    /// touches in its view (the delegate may turn that on per touch) and delays no touch's end.
    package static func listeningTouchWatcher(
      relay: ActionRelay, delegate: any UIGestureRecognizerDelegate
    ) -> UIGestureRecognizer {
      let watcher = touchWatcher(relay: relay)
      watcher.delegate = delegate
      watcher.cancelsTouchesInView = false
      watcher.delaysTouchesEnded = false
      return watcher
    }
  }
#endif
