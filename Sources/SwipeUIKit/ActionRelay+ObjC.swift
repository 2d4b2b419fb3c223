#if canImport(UIKit) && canImport(ObjectiveC)
  import UIKit

  /// Calls a closure from Objective-C target–action (gesture recognizers, display links).
  final class ActionRelay: NSObject {
    private let handler: @MainActor (AnyObject) -> Void

    init(_ handler: @escaping @MainActor (AnyObject) -> Void) {
      self.handler = handler
    }

    @objc func fire(_ sender: AnyObject) {
      MainActor.assumeIsolated { handler(sender) }
    }
  }

  /// The target–action calls SwipeUIKit makes, spelled for the real SDK.
  @MainActor enum TargetAction {
    static func panGestureRecognizer(relay: ActionRelay) -> UIPanGestureRecognizer {
      UIPanGestureRecognizer(target: relay, action: #selector(ActionRelay.fire(_:)))
    }

    static func add(_ relay: ActionRelay, to recognizer: UIGestureRecognizer) {
      recognizer.addTarget(relay, action: #selector(ActionRelay.fire(_:)))
    }

    static func remove(_ relay: ActionRelay, from recognizer: UIGestureRecognizer) {
      recognizer.removeTarget(relay, action: #selector(ActionRelay.fire(_:)))
    }

    static func displayLink(relay: ActionRelay) -> CADisplayLink {
      CADisplayLink(target: relay, selector: #selector(ActionRelay.fire(_:)))
    }
  }
#endif
