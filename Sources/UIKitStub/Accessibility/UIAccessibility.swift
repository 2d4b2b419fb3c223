#if os(Linux)
  import Foundation

  /// UIKit's accessibility namespace, as the SDK imports it (a struct used as a namespace): what
  /// the stub models of it is the notifications a view posts (recorded by the driver) and the
  /// Reduce Motion setting (the driver's, so each test's clock has its own).
  public struct UIAccessibility {
    private init() {}

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

    /// Whether VoiceOver is running (the driver's `isVoiceOverRunning`).
    @MainActor public static var isVoiceOverRunning: Bool {
      UIKitStubDriver.current.isVoiceOverRunning
    }

    /// A kind of accessibility notification.
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
      /// A notification with the given raw value.
      public init(rawValue: UInt32) {
        self.rawValue = rawValue
      }

      /// The raw value (UIKit's `UIAccessibility…Notification` constants).
      public let rawValue: UInt32
    }
  }

  extension UIAccessibility.Notification {
    /// The screen changed: VoiceOver moves to `argument`, or the first element.
    public static var screenChanged: UIAccessibility.Notification { .init(rawValue: 1000) }
    /// The layout changed: VoiceOver moves to `argument`, if any.
    public static var layoutChanged: UIAccessibility.Notification { .init(rawValue: 1001) }
    /// VoiceOver speaks `argument` (a `String`).
    public static var announcement: UIAccessibility.Notification { .init(rawValue: 1008) }
    /// A scroll finished: VoiceOver speaks `argument` (a `String`) instead of its position.
    public static var pageScrolled: UIAccessibility.Notification { .init(rawValue: 1009) }
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
