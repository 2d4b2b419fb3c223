#if os(Linux)
  import Foundation

  // SDK: open class UITraitCollection : NSObject, NSCopying, NSSecureCoding — UITraitCollection.h;
  // only `layoutDirection` is in uikit-api.md, hence `package`.
  /// The traits a view takes from its screen, as UIKit's `UITraitCollection`, reduced to the
  /// display scale.
  @MainActor package final class UITraitCollection: NSObject {
    // SDK: @property (nonatomic, readonly) CGFloat displayScale; // unspecified: 0.0 —
    // UITraitCollection.h:45 (iOS 8)
    /// Pixels per point of the display: the stub driver's `displayScale` for a view in a
    /// window, 0 (unspecified) for one outside any.
    package let displayScale: CGFloat

    package init(displayScale: CGFloat) {
      self.displayScale = displayScale
    }
  }

  extension UIView {
    // SDK: UITraitEnvironment's `var traitCollection: UITraitCollection { get }`
    // (uikit-api.md §2a); UIView conforms.
    /// The view's traits: its window's screen's, unspecified outside a window.
    package var traitCollection: UITraitCollection {
      UITraitCollection(displayScale: window == nil ? 0 : UIKitStubDriver.current.displayScale)
    }
  }
#endif
