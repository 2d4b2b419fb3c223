#if os(Linux)
  // The namespace, its notifications and their constants are C declarations, as in the SDK
  // (CUIKitStub's UIAccessibilityConstants.h); an app that imports UIKitStub sees them. This file
  // reads the constants itself, so it imports them with @preconcurrency: nothing writes them.
  @_exported @preconcurrency import CUIKitStub
  import Foundation

  // UIKit's accessibility namespace, as the SDK imports it (a struct used as a namespace): what
  // the stub models of it is the notifications a view posts (recorded by the driver) and the
  // Reduce Motion setting (the driver's, so each test's clock has its own).
  extension UIAccessibility {
    /// Posts an accessibility notification (the driver records it: `accessibilityPosts`).
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
      UIKitStubDriver.current.accessibilityPosts.append((notification, argument))
    }

    /// Whether the user asked to reduce motion (the driver's `isReduceMotionEnabled`).
    @MainActor public static var isReduceMotionEnabled: Bool {
      UIKitStubDriver.current.isReduceMotionEnabled
    }

    /// Posted on the default notification center when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Posted on the default notification center when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether VoiceOver is running (the driver's `isVoiceOverRunning`).
    @MainActor public static var isVoiceOverRunning: Bool {
      UIKitStubDriver.current.isVoiceOverRunning
    }
  }

  extension UIAccessibility.Notification {
    /// Whether VoiceOver speaks the notification's argument: an announcement, or the status a
    /// scroll posts.
    package var isSpoken: Bool { self == .announcement || self == .pageScrolled }
  }

  /// The direction of VoiceOver's three-finger scroll, as UIKit's.
  public enum UIAccessibilityScrollDirection: Int, @unchecked Sendable {
    /// Three fingers swipe right.
    case right = 1
    /// Three fingers swipe left.
    case left = 2
    /// Three fingers swipe up.
    case up = 3
    /// Three fingers swipe down.
    case down = 4
    /// The next page.
    case next = 5
    /// The previous page.
    case previous = 6
  }
#endif
