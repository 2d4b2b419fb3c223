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
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
      /// The fraction of velocity kept per millisecond.
      public let rawValue: CGFloat

      /// A rate from its raw value.
      public init(rawValue: CGFloat) {
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
