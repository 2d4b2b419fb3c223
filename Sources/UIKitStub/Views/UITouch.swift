#if os(Linux)
  import Foundation

  /// One finger on the screen, as UIKit's `UITouch`; the model creates one per injected touch.
  @MainActor open class UITouch: NSObject {
    /// Where the finger is, in window coordinates.
    package var windowLocation: CGPoint
    /// The window the finger is on.
    package weak var touchWindow: UIWindow?
    /// The view the touch began on.
    package weak var hitView: UIView?
    /// Where the finger went down, in window coordinates.
    package let startWindowLocation: CGPoint
    private var storedTimestamp: TimeInterval

    /// A touch at `location` (window coordinates) at `time`.
    package init(location: CGPoint, time: TimeInterval, window: UIWindow, view: UIView?) {
      windowLocation = location
      startWindowLocation = location
      storedTimestamp = time
      touchWindow = window
      hitView = view
      super.init()
    }

    // SDK: open var view: UIView? { get } — UITouch.h:63
    /// The view the touch began on (the hit-test's answer at touch-down).
    package var view: UIView? { hitView }

    // SDK: open var timestamp: TimeInterval { get } — DOC
    // developer.apple.com/documentation/uikit/uitouch/timestamp.md
    /// When the touch began or last changed, in seconds of the stub clock.
    package var timestamp: TimeInterval {
      get { storedTimestamp }
      set { storedTimestamp = newValue }
    }

    // SDK: open func location(in view: UIView?) -> CGPoint — onestack.dev/ios-reference/UIKit/UITouch
    // ("func location(in view: UIView?) -> CGPoint"); H11.3 UITouch.h `locationInView:`
    /// The finger's location in `view`'s coordinates (the window's when `view` is nil).
    package func location(in view: UIView?) -> CGPoint {
      guard let view else { return windowLocation }
      return view.convert(windowLocation, from: touchWindow)
    }
  }
#endif
