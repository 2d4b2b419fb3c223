#if os(Linux)
  import Foundation
  import SwipeCore

  extension UIScrollView {
    /// How the safe area adjusts the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
      /// Scrollable axes, plus the top and bottom under a navigation controller.
      case automatic = 0
      /// Only the axes that scroll.
      case scrollableAxes = 1
      /// Never adjusted.
      case never = 2
      /// Always adjusted.
      case always = 3
    }

    /// How fast a flick slows down: the fraction of velocity kept per millisecond.
    ///
    /// The SDK's type is `RawRepresentable`, whose `rawValue` the SDK list gives only in a
    /// one-line form (uikit-api.md §4): a plain struct here, its storage and initializer
    /// `package`.
    public struct DecelerationRate: Hashable, @unchecked Sendable {
      // SDK: public let rawValue: CGFloat — uikit-api.md §4 ("D14 also prints `let rawValue:
      // CGFloat`")
      /// The fraction of velocity kept per millisecond.
      package let rawValue: CGFloat

      // SDK: public init(rawValue: CGFloat) — uikit-api.md §4 (one-line struct form) [IF-SV]
      /// A rate from its raw value.
      package init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      var coreRate: SwipeCore.DecelerationRate {
        switch Double(rawValue) {
        case PhysicsConstants.normalDecelerationRate: .normal
        case PhysicsConstants.fastDecelerationRate: .fast
        case let value: .custom(value)
        }
      }
    }
  }

  extension UIScrollView.DecelerationRate {
    /// UIKit's default rate (0.998).
    public static let normal: UIScrollView.DecelerationRate = normalRate
    /// The paging rate (0.99).
    public static let fast: UIScrollView.DecelerationRate = fastRate

    private static let normalRate = UIScrollView.DecelerationRate(
      rawValue: CGFloat(PhysicsConstants.normalDecelerationRate))
    private static let fastRate = UIScrollView.DecelerationRate(
      rawValue: CGFloat(PhysicsConstants.fastDecelerationRate))
  }
#endif
