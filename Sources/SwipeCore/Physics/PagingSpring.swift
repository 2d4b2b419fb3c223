import Foundation

/// The spring `UIScrollView` uses to settle on a page when `isPagingEnabled` is on, stepped once
/// per millisecond: `v += (T − x)·pull; v *= friction; x += v`.
///
/// With W = min(page size, 1024): `pull = 3.59090909e-4 − 1.84659091e-7·W` and
/// `friction = 0.966818182 + 9.94318182e-6·W`. It snaps to T once `|v| < 0.01` and
/// `|T − x| ≤ 1`.
public struct PagingSpring: Sendable, Equatable {
  /// Fraction of the remaining distance added to the velocity each millisecond.
  public let pull: Double
  /// Factor applied to the velocity each millisecond.
  public let friction: Double

  /// The spring for pages of length `pageSize`.
  public init(pageSize: Double) {
    let w = min(max(pageSize.finiteOrZero, 0), PhysicsConstants.pagingMaximumPageSize)
    pull = PhysicsConstants.pagingPullBase + PhysicsConstants.pagingPullSlope * w
    friction = PhysicsConstants.pagingFrictionBase + PhysicsConstants.pagingFrictionSlope * w
  }

  /// Advances position and velocity (points per millisecond) by one millisecond toward `target`.
  @inlinable
  public func step(position: inout Double, velocity: inout Double, target: Double) {
    velocity += (target - position) * pull
    velocity *= friction
    position += velocity
  }

  /// Whether the spring snaps to `target` in this state.
  @inlinable
  public func isSettled(position: Double, velocity: Double, target: Double) -> Bool {
    abs(velocity) < PhysicsConstants.pagingSnapSpeed
      && abs(target - position) <= PhysicsConstants.pagingSnapDistance
  }

  /// The page a release settles on: a release faster than 0.3 pt/ms forward goes to the page
  /// after the one at or before `offset`, backward to the page before the one at or after it,
  /// slower ones to the nearest page; clamped to `0...lastPage`.
  ///
  /// UIKit writes this with `ceil`/`floor` the other way round; the two agree except for a fling
  /// that starts exactly on a page boundary, which must still move.
  public static func targetPage(
    offset: Double, velocity: Double, pageSize: Double, lastPage: Int
  ) -> Int {
    Int(
      saturating: targetPage(
        offset: offset, velocity: velocity, pageSize: pageSize, lastPage: Double(max(lastPage, 0))))
  }

  /// ``targetPage(offset:velocity:pageSize:lastPage:)`` with the page as a Double, for page
  /// counts past `Int.max` (a content size of 10²² points, a page of 10⁻³⁰⁰ points): the result
  /// is a whole number in `0...lastPage`, or 0 for a non-positive page size or non-finite offset.
  static func targetPage(
    offset: Double, velocity: Double, pageSize: Double, lastPage: Double
  ) -> Double {
    guard pageSize > 0, offset.isFinite, !lastPage.isNaN else { return 0 }
    let position = offset / pageSize
    let page: Double
    if velocity > PhysicsConstants.pagingFlingSpeed {
      page = position.rounded(.down) + 1
    } else if velocity < -PhysicsConstants.pagingFlingSpeed {
      page = position.rounded(.up) - 1
    } else {
      page = position.rounded()
    }
    // `max` first: a NaN page (an infinite position) would pass through `min` unchanged.
    return min(max(page.isNaN ? 0 : page, 0), max(lastPage, 0))
  }
}
