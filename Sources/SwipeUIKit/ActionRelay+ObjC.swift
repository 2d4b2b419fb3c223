#if canImport(UIKit) && canImport(ObjectiveC)
  import Foundation
  import ObjectiveC
  import UIKit

  /// Calls a closure from Objective-C target–action (gesture recognizers, display links, run-loop
  /// timers), all of which UIKit sends on the main thread: the relay is main-actor isolated, and
  /// its `@objc` entry point checks that it is on the main actor as Swift 6 checks every isolated
  /// Objective-C method.
  @MainActor package final class ActionRelay: NSObject {
    private let handler: @MainActor (AnyObject) -> Void

    package init(_ handler: @escaping @MainActor (AnyObject) -> Void) {
      self.handler = handler
    }

    @objc func fire(_ sender: AnyObject) {
      handler(sender)
    }
  }

  /// The target–action calls SwipeUIKit makes, spelled for the real SDK.
  @MainActor package enum TargetAction {
    static func panGestureRecognizer(relay: ActionRelay) -> UIPanGestureRecognizer {
      let recognizer = UIPanGestureRecognizer(
        target: relay, action: #selector(ActionRelay.fire(_:)))
      objc_setAssociatedObject(
        recognizer, key(relay), relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return recognizer
    }

    /// A tap recognizer that fires when the tap is recognized (the finger lifted in place).
    static func tapGestureRecognizer(relay: ActionRelay) -> UIGestureRecognizer {
      let recognizer = UITapGestureRecognizer(
        target: relay, action: #selector(ActionRelay.fire(_:)))
      objc_setAssociatedObject(
        recognizer, key(relay), relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return recognizer
    }

    /// Adds `relay` as a target of `recognizer` (a page's own pan recognizer, which may outlive
    /// the container). A recognizer does not retain its targets, so the recognizer keeps the
    /// relay alive itself: a target that outlived its container is never a dangling one.
    package static func add(_ relay: ActionRelay, to recognizer: UIGestureRecognizer) {
      recognizer.addTarget(relay, action: #selector(ActionRelay.fire(_:)))
      objc_setAssociatedObject(
        recognizer, key(relay), relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    package static func remove(_ relay: ActionRelay, from recognizer: UIGestureRecognizer) {
      recognizer.removeTarget(relay, action: #selector(ActionRelay.fire(_:)))
      objc_setAssociatedObject(recognizer, key(relay), nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// A key unique to `relay` (its address), so several relays can ride one recognizer.
    private static func key(_ relay: ActionRelay) -> UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(relay).toOpaque())
    }

    /// A long-press recognizer that begins at touch-down and never fails on movement: it
    /// reports every finger from landing to lift.
    static func touchWatcher(relay: ActionRelay) -> UIGestureRecognizer {
      let recognizer = UILongPressGestureRecognizer(
        target: relay, action: #selector(ActionRelay.fire(_:)))
      recognizer.minimumPressDuration = 0
      recognizer.allowableMovement = .greatestFiniteMagnitude
      objc_setAssociatedObject(
        recognizer, key(relay), relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return recognizer
    }

    static func displayLink(relay: ActionRelay) -> CADisplayLink {
      CADisplayLink(target: relay, selector: #selector(ActionRelay.fire(_:)))
    }

    /// A one-shot run-loop timer firing at `time` (`CACurrentMediaTime()`'s clock), in the
    /// common modes so it runs during tracking. The timer holds the relay until it fires or is
    /// invalidated.
    static func timer(at time: TimeInterval, relay: ActionRelay) -> Timer {
      let timer = Timer(
        timeInterval: max(time - CACurrentMediaTime(), 0), target: relay,
        selector: #selector(ActionRelay.fire(_:)), userInfo: nil, repeats: false)
      timer.tolerance = 0
      RunLoop.main.add(timer, forMode: .common)
      return timer
    }
  }

  extension TargetAction {
    /// Fires the relay once later in this turn of the main run loop, in the common modes: after
    /// the UIKit callback that asks (a touch's handling, a display-link frame), before the run
    /// loop waits and Core Animation commits the frame (NSRunLoop.h:51, `performInModes:block:`;
    /// CFRunLoop runs such blocks right after the source or timer it handled).
    package static func performLater(relay: ActionRelay) {
      // A main-actor class is Sendable: the block carries it to the main thread it runs on.
      RunLoop.main.perform(inModes: [.common]) {
        MainActor.assumeIsolated { relay.fire(relay) }
      }
    }
  }

  /// The run loop's one-shot timer.
  typealias RunLoopTimer = Timer
#endif
