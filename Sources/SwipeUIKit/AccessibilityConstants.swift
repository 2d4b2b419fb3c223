#if canImport(UIKit) || os(Linux)
  // The iOS 17.4 SDK declares UIKit's accessibility notifications and traits as C globals that
  // are not `const` (`UIKIT_EXTERN UIAccessibilityNotifications
  // UIAccessibilityPageScrolledNotification;`, UIAccessibilityConstants.h:152; the traits from
  // line 28 on), which Swift 6 reports at every use as shared mutable state; the iOS 18 SDK makes
  // them `const` and NS_SWIFT_NONISOLATED. UIKit never writes them, so reading them is safe. This
  // file alone imports UIKit with @preconcurrency, and only to read them; the rest of SwipeUIKit
  // uses `AccessibilityConstants`.
  #if canImport(UIKit)
    @preconcurrency import UIKit
  #else
    @preconcurrency import UIKitStub
  #endif

  /// The UIKit accessibility constants SwipeUIKit uses, read where Swift 6 allows it.
  package enum AccessibilityConstants {
    /// `UIAccessibility.Notification.pageScrolled`: VoiceOver speaks the argument as the new
    /// scroll position.
    package static var pageScrolled: UIAccessibility.Notification { .pageScrolled }
    /// `UIAccessibility.Notification.layoutChanged`: part of the screen changed; VoiceOver
    /// moves its focus to the argument.
    package static var layoutChanged: UIAccessibility.Notification { .layoutChanged }
    /// `UIAccessibility.Notification.announcement`: VoiceOver speaks the argument.
    package static var announcement: UIAccessibility.Notification { .announcement }
    /// `UIAccessibilityTraits.button`.
    package static var button: UIAccessibilityTraits { .button }
    /// `UIAccessibilityTraits.selected`.
    package static var selected: UIAccessibilityTraits { .selected }
    /// `UIAccessibilityTraits.staticText`.
    package static var staticText: UIAccessibilityTraits { .staticText }
    /// `UIAccessibilityTraits.tabBar`.
    package static var tabBar: UIAccessibilityTraits { .tabBar }
  }
#endif
