#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// A closure behind target–action, the one place the demos differ by platform: selectors on
  /// Apple platforms, the stub's closure twins on Linux (which has no Objective-C runtime).
  /// Gesture recognizers and controls do not retain their targets: the owner keeps the action.
  @MainActor final class DemoAction: NSObject {
    /// The action, given the sender.
    private let handler: @MainActor (AnyObject) -> Void

    init(_ handler: @escaping @MainActor (AnyObject) -> Void) {
      self.handler = handler
    }

    /// Runs the action on taps on `view`; the sender is the tap recognizer.
    func attachTap(to view: UIView) {
      #if canImport(UIKit)
        view.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(fire(_:))))
      #else
        view.addGestureRecognizer(
          UITapGestureRecognizer(handler: { [weak self] recognizer in
            if recognizer.state == .ended { self?.handler(recognizer) }
          }))
      #endif
    }

    /// Runs the action when `control` sends `events`; the sender is the control.
    func attach(to control: UIControl, for events: UIControl.Event) {
      #if canImport(UIKit)
        control.addTarget(self, action: #selector(fire(_:)), for: events)
      #else
        control.addHandler(for: events) { [weak self] control in self?.handler(control) }
      #endif
    }

    #if canImport(UIKit)
      @objc private func fire(_ sender: AnyObject) { handler(sender) }
    #endif

    /// Runs `work` on the main run loop `seconds` from now (the stub's clock on Linux).
    static func after(_ seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
      #if canImport(UIKit)
        Task { @MainActor in
          try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
          work()
        }
      #else
        _ = UIKitStubDriver.current.scheduleTimer(at: CACurrentMediaTime() + seconds, work)
      #endif
    }
  }
#endif
