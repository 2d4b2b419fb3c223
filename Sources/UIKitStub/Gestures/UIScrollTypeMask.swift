#if os(Linux)
  import Foundation

  // SDK: typedef NS_ENUM(NSUInteger, UIScrollType) and NS_OPTIONS(NSInteger, UIScrollTypeMask) —
  // UIPanGestureRecognizer.h:19-27 (not in uikit-api.md, hence `package`)
  /// The kinds of scroll event a pan gesture recognizer may take, as UIKit's
  /// `UIScrollTypeMask`: discrete scrolls come from a mouse's scroll wheel, continuous ones from
  /// a trackpad (UIPanGestureRecognizer.h:19-22).
  package struct UIScrollTypeMask: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// A scroll wheel's scrolls (`1 << UIScrollTypeDiscrete`).
    package static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's scrolls (`1 << UIScrollTypeContinuous`).
    package static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    package static let all: UIScrollTypeMask = [.discrete, .continuous]
  }
#endif
