#if os(Linux)
  import Foundation

  // SDK: typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM, with UILayoutPriorityRequired
  // 1000, DefaultHigh 750, DefaultLow 250 and FittingSizeLevel 50 — NSLayoutConstraint.h:17-24;
  // Swift: public struct UILayoutPriority : Hashable, Equatable, RawRepresentable (not in
  // uikit-api.md, hence `package`)
  /// How strongly a layout wants a size, as UIKit's `UILayoutPriority`.
  package struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
    /// The priority, 1…1000.
    package var rawValue: Float

    package init(rawValue: Float) {
      self.rawValue = rawValue
    }

    /// 1000: a required size.
    package static let required = Self(rawValue: 1000)
    /// 750.
    package static let defaultHigh = Self(rawValue: 750)
    /// 250.
    package static let defaultLow = Self(rawValue: 250)
    /// 50: the priority with which a view wants to conform to the target size in
    /// `systemLayoutSizeFitting` (NSLayoutConstraint.h:24).
    package static let fittingSizeLevel = Self(rawValue: 50)
  }
#endif
