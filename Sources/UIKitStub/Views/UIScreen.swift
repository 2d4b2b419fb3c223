#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UIScreen : NSObject, UITraitEnvironment —
  // developer.apple.com/documentation/uikit/uiscreen (not in uikit-api.md, hence `package`)
  /// The display a window is on, as UIKit's `UIScreen`, reduced to its refresh rate.
  @MainActor package final class UIScreen: NSObject {
    // SDK: open var maximumFramesPerSecond: Int { get } — developer.apple.com/documentation/
    // uikit/uiscreen/maximumframespersecond (iOS 10.3)
    /// The display's highest refresh rate: the stub driver's
    /// `displayMaximumFramesPerSecond`.
    package var maximumFramesPerSecond: Int {
      Int(UIKitStubDriver.current.displayMaximumFramesPerSecond.rounded())
    }

    /// The one screen.
    package static let only = UIScreen()
  }

  extension UIWindow {
    // SDK: open var screen: UIScreen — developer.apple.com/documentation/uikit/uiwindow/screen
    /// The screen the window shows on.
    package var screen: UIScreen { .only }
  }
#endif
