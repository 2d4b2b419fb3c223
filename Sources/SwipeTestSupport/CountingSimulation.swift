import Foundation
import SwipeCore
import SwipeScenario

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A simulation that counts the touches, flings and calls it passes on to `base`.
public struct CountingSimulation: SceneSimulation {
  /// The simulation played.
  public var base: any SceneSimulation
  /// The touches, flings and calls passed on so far.
  public var inputs = 0

  /// Counts what reaches `base`.
  public init(base: any SceneSimulation) {
    self.base = base
  }

  /// Advances `base`.
  public mutating func advance(to time: TimeInterval) { base.advance(to: time) }

  /// Counts and passes on a touch.
  public mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    inputs += 1
    base.touch(phase, at: point, time: time)
  }

  /// Counts and passes on a touch of `finger`.
  public mutating func touch(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int
  ) {
    inputs += 1
    base.touch(phase, at: point, time: time, finger: finger)
  }

  /// Counts and passes on a step of a scroll.
  public mutating func scroll(
    _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
  ) {
    inputs += 1
    base.scroll(phase, pointer: pointer, translation: translation, time: time)
  }

  /// Counts and passes on a fling.
  public mutating func fling(vx: Double, vy: Double, time: TimeInterval) {
    inputs += 1
    base.fling(vx: vx, vy: vy, time: time)
  }

  /// Counts and passes on a call.
  public mutating func perform(_ call: ScenarioCall, time: TimeInterval) {
    inputs += 1
    base.perform(call, time: time)
  }

  /// `base`'s sample fields.
  public func sampleFields() -> [(String, JSONOutput)] { base.sampleFields() }

  /// `base`'s event names.
  public mutating func takeEventNames() -> [String] { base.takeEventNames() }

  /// The sample lines of `scenario` played on `simulation`, adding to `inputs` the touches,
  /// flings and calls it received.
  public static func lines(
    _ scenario: Scenario, on simulation: any SceneSimulation, inputs: inout Int
  ) throws -> [String] {
    var counting: any SceneSimulation = CountingSimulation(base: simulation)
    var lines: [String] = []
    try ScenarioRunner.run(scenario, on: &counting) { lines.append($0) }
    inputs += (counting as? CountingSimulation)?.inputs ?? 0
    return lines
  }
}
