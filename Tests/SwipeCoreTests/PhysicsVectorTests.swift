import Foundation
import Testing

@testable import SwipeCore

/// Every row of PHYSICS-VECTORS.md (t in ms, v in pt/ms; relative tolerance 1e-3 unless stated).
@Suite("Physics vectors")
struct PhysicsVectorTests {
  static func close(_ actual: Double, _ expected: Double, relative: Double = 1e-3) -> Bool {
    abs(actual - expected) <= relative * max(abs(expected), 1e-12)
  }

  @Test(
    "1–2: deceleration distance and velocity after t",
    arguments: [
      (100.0, 181.070, 1.63713), (1000.0, 863.206, 0.270129),
    ])
  func decelerationAfterTime(time: Double, distance: Double, velocity: Double) {
    #expect(Self.close(Deceleration.distance(after: time, velocity: 2, rate: 0.998), distance))
    #expect(Self.close(Deceleration.velocity(after: time, velocity: 2, rate: 0.998), velocity))
  }

  @Test(
    "3 and 5: deceleration stops at the stop speed",
    arguments: [
      (0.998, 2646.5, 993.010), (0.99, 527.2, 197.010),
    ])
  func decelerationStops(rate: Double, time: Double, distance: Double) {
    #expect(abs(Deceleration.stopTime(velocity: 2, rate: rate) - time) <= 0.1)
    #expect(Self.close(Deceleration.stopDistance(velocity: 2, rate: rate), distance))
    #expect(Self.close(Deceleration.distance(after: time, velocity: 2, rate: rate), distance))
  }

  @Test("4: reported target offset", arguments: [(0.998, 994.005), (0.99, 198.003)])
  func reportedTarget(rate: Double, distance: Double) {
    #expect(Self.close(Deceleration.reportedDistance(velocity: 2, rate: rate), distance))
    #expect(Self.close(Deceleration.reportedDistance(velocity: -2, rate: rate), -distance))
  }

  @Test("6: release speed below 0.25 pt/ms is no fling")
  func flingThreshold() {
    #expect(!VelocityEstimator.isFling(0.2499))
    #expect(VelocityEstimator.isFling(0.25))
    #expect(VelocityEstimator.isFling(-0.25))
  }

  @Test(
    "7: rubber band f(x) with D = 960",
    arguments: [
      (5.0, 2.7421), (10.0, 5.4687), (100.0, 52.0197), (400.0, 178.9831), (960.0, 340.6452),
    ])
  func rubberBand(overshoot: Double, shown: Double) {
    #expect(Self.close(RubberBand.offset(forOvershoot: overshoot, dimension: 960), shown))
  }

  @Test("8: rubber band and its inverse with D = 844")
  func rubberBandInverse() {
    #expect(Self.close(RubberBand.offset(forOvershoot: 100, dimension: 844), 51.6352))
    #expect(Self.close(RubberBand.overshoot(forOffset: 51.6352, dimension: 844), 100))
  }

  @Test("9: bounce released at rest 100 pt out")
  func bounceFromRest() {
    let y = EdgeBounce.displacement(after: 100, initial: 100, velocity: 0, rate: 0.998)
    #expect(Self.close(y, 36.603))
    #expect(abs(EdgeBounce.settleTime(initial: 100, velocity: 0, rate: 0.998) - 527.2) <= 0.1)
  }

  @Test("10: bounce of a fling hitting the edge at 2 pt/ms")
  func bounceFromFling() {
    let y = EdgeBounce.displacement(after: 200, initial: 0, velocity: 2, rate: 0.998)
    #expect(Self.close(y, 44.118))
    let peak = EdgeBounce.peakTime(initial: 0, velocity: 2, rate: 0.998)
    #expect(abs(peak - 90.74) <= 0.01)
    #expect(
      Self.close(EdgeBounce.displacement(after: peak, initial: 0, velocity: 2, rate: 0.998), 66.601)
    )
  }

  @Test("11: paging spring coefficients for W = 375")
  func pagingCoefficients() {
    let spring = PagingSpring(pageSize: 375)
    #expect(Self.close(spring.pull, 2.89844e-4))
    #expect(Self.close(spring.friction, 0.9705469))
  }

  @Test(
    "12–13: paging spring snap time and peak",
    arguments: [
      (200.0, 0.0, 357, 375.287), (0.0, 1.0, 364, 375.888),
    ])
  func pagingSpring(start: Double, velocity: Double, snapTime: Int, peak: Double) throws {
    let page = PagingSpring.targetPage(
      offset: start, velocity: velocity, pageSize: 375, lastPage: 3)
    #expect(page == 1)
    let spring = PagingSpring(pageSize: 375)
    var x = start
    var v = velocity
    var highest = x
    var snapped: Int?
    for millisecond in 1...2000 {
      spring.step(position: &x, velocity: &v, target: 375)
      highest = max(highest, x)
      if spring.isSettled(position: x, velocity: v, target: 375) {
        snapped = millisecond
        break
      }
    }
    let snap = try #require(snapped)
    #expect(abs(snap - snapTime) <= 1)
    #expect(Self.close(highest, peak))
  }

  @Test("14: release velocity from touch samples")
  func releaseVelocity() {
    var estimator = VelocityEstimator()
    for (time, position) in [(0.0, 0.0), (8, 10), (16, 22), (24, 36), (32, 52)] {
      estimator.add(time: time, position: position)
    }
    #expect(Self.close(estimator.velocity, 1.6125))
  }

  @Test("15: animated scroll curve", arguments: [(0.25, 0.14645), (0.5, 0.5), (0.75, 0.85355)])
  func animationCurve(fraction: Double, progress: Double) {
    #expect(Self.close(ScrollAnimationCurve.progress(fraction), progress))
  }
}
