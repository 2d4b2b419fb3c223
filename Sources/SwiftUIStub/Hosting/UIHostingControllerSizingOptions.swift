#if os(Linux)
  import Foundation

  // SDK: public struct UIHostingControllerSizingOptions : OptionSet, Sendable
  //   — SwiftUI.swiftinterface:25785 (iOS 16)
  /// How a hosting controller tracks its content's size, as SwiftUI's
  /// `UIHostingControllerSizingOptions`.
  package struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    package let rawValue: Int

    /// Options from their raw bits.
    package init(rawValue: Int) {
      self.rawValue = rawValue
    }

    // SDK: public static let preferredContentSize — SwiftUI.swiftinterface:25788; "The hosting
    //   controller tracks its content's ideal size in its preferred content size. Use this
    //   option when using a hosting controller with a container view controller that requires
    //   up-to-date knowledge of the hosting controller's ideal size." (DOC swiftui/
    //   uihostingcontrollersizingoptions/preferredcontentsize)
    /// The controller's `preferredContentSize` follows the content's ideal size.
    package static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)

    // SDK: public static let intrinsicContentSize — SwiftUI.swiftinterface:25789; "The hosting
    //   controller's view automatically invalidate its intrinsic content size when its ideal
    //   size changes. Use this option when the hosting controller's view is being laid out with
    //   Auto Layout." (DOC swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize)
    /// The view's `intrinsicContentSize` is the content's ideal size, invalidated when it
    /// changes.
    package static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
  }
#endif
