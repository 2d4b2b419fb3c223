#if os(Linux)
  import Foundation
  import UIKitStub

  /// Calls a closure where the SDK uses target–action: on Linux the stub's closure twins stand
  /// in for selectors. A removed relay stays registered but is inert.
  @MainActor package final class ActionRelay {
    private let handler: @MainActor (AnyObject) -> Void
    var isActive = true

    package init(_ handler: @escaping @MainActor (AnyObject) -> Void) {
      self.handler = handler
    }

    func fire(_ sender: AnyObject) {
      if isActive { handler(sender) }
    }
  }

  /// The target–action calls SwipeUIKit makes, through the stub's closure twins.
  @MainActor package enum TargetAction {
    static func panGestureRecognizer(relay: ActionRelay) -> UIPanGestureRecognizer {
      UIPanGestureRecognizer(handler: { [weak relay] in relay?.fire($0) })
    }

    /// A tap recognizer that fires when the tap is recognized (the finger lifted in place).
    static func tapGestureRecognizer(relay: ActionRelay) -> UIGestureRecognizer {
      UITapGestureRecognizer(handler: { [weak relay] recognizer in
        if recognizer.state == .ended { relay?.fire(recognizer) }
      })
    }

    package static func add(_ relay: ActionRelay, to recognizer: UIGestureRecognizer) {
      recognizer.addHandler { [weak relay] in relay?.fire($0) }
    }

    package static func remove(_ relay: ActionRelay, from recognizer: UIGestureRecognizer) {
      relay.isActive = false
    }

    /// A long-press recognizer that begins at touch-down and never fails on movement.
    static func touchWatcher(relay: ActionRelay) -> UIGestureRecognizer {
      let recognizer = UILongPressGestureRecognizer(handler: { [weak relay] in relay?.fire($0) })
      recognizer.minimumPressDuration = 0
      recognizer.allowableMovement = .greatestFiniteMagnitude
      return recognizer
    }

    static func displayLink(relay: ActionRelay) -> CADisplayLink {
      CADisplayLink(handler: { [weak relay] in relay?.fire($0) })
    }

    /// A one-shot run-loop timer firing at `time` (`CACurrentMediaTime()`'s clock): the stub's
    /// timer on its test clock. The caller keeps the relay.
    static func timer(at time: TimeInterval, relay: ActionRelay) -> StubTimer {
      UIKitStubDriver.current.scheduleTimer(at: time) { [weak relay] in
        guard let relay else { return }
        relay.fire(relay)
      }
    }
  }

  extension TargetAction {
    /// Fires the relay once later in this turn of the run loop: the stub runs such blocks at
    /// the start of its layout pass, the end of the turn.
    package static func performLater(relay: ActionRelay) {
      UIKitStubDriver.current.performLater { relay.fire(relay) }
    }
  }

  /// The run loop's one-shot timer.
  typealias RunLoopTimer = StubTimer
#endif
