import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plays a ``Scenario`` through its scene's engine and produces one JSON object per sample.
///
/// The runner merges three time-ordered streams: frame ticks (`frameRate` per second, where the
/// engine advances), the events (drags expanded into one touch sample per frame as time reaches
/// them), and the sample times. At equal times a frame tick comes first, then events in file
/// order, then the sample, so a sample shows the state after everything that happened at its
/// time.
public enum ScenarioRunner {
  /// A touch, fling or call at a time, after drags are expanded into touches.
  enum Input {
    case touch(TouchPhase, CGPoint?, finger: Int)
    /// A step of the scroll of event `event`: `at` is where a finger moving by the scroll's
    /// translation would be.
    case scroll(TouchPhase, pointer: CGPoint, at: CGPoint?, event: Int)
    case fling(vx: Double, vy: Double)
    case call(ScenarioCall)
  }

  /// Runs `scenario`, handing each sample line to `emit` in time order.
  ///
  /// - Throws: ``JSONOutput/NonFiniteNumber`` when a sample would hold a number JSON cannot
  ///   (validated files never produce one); the lines before it have been emitted.
  public static func run(_ scenario: Scenario, emit: (String) -> Void)
    throws(JSONOutput.NonFiniteNumber)
  {
    var simulation = scenario.scene.makeSimulation(viewport: scenario.viewport)
    try run(scenario, on: &simulation, emit: emit)
  }

  /// Runs `scenario` on `simulation` (another host's form of the scene, say); `observe` sees
  /// the simulation after every frame and input (tests use it to check invariants frame by
  /// frame).
  public static func run(
    _ scenario: Scenario, on simulation: inout any SceneSimulation, emit: (String) -> Void,
    observe: (any SceneSimulation) -> Void = { _ in }
  ) throws(JSONOutput.NonFiniteNumber) {
    try play(scenario, on: &simulation, observe: observe) {
      (simulation, sampleTime) throws(JSONOutput.NonFiniteNumber) in
      var fields: [(String, JSONOutput)] = [("t", .time(sampleTime))]
      fields += simulation.sampleFields()
      fields.append(("events", .array(simulation.takeEventNames().map(JSONOutput.string))))
      emit(try JSONOutput.object(fields).text)
    }
  }

  /// Plays `scenario`'s events on any simulation (the scene in the file is not used), calling
  /// `sample` at each sample time with the simulation in its state at that moment. The recorder
  /// uses it to render frames of a demo.
  ///
  /// The work is bounded by the limits of DESIGN.md §9c whatever the scenario holds: the frame
  /// rate counts as at most `InputLimits.frameRates`' upper bound (and at least its lower
  /// one), samples past `InputLimits.maximumDuration` are left out, and a drag's touches are
  /// computed as time reaches them.
  public static func play<Failure: Error>(
    _ scenario: Scenario, on simulation: inout any SceneSimulation,
    observe: (any SceneSimulation) -> Void = { _ in },
    sample: (inout any SceneSimulation, TimeInterval) throws(Failure) -> Void
  ) throws(Failure) {
    let frameRate =
      scenario.frameRate.isNaN
      ? 120
      : min(
        max(scenario.frameRate, InputLimits.frameRates.lowerBound),
        InputLimits.frameRates.upperBound)
    var inputs = Timeline(events: scenario.events, frameRate: frameRate)
    let samples = scenario.sampling.times
    let end = samples.last ?? 0
    let frameInterval = 1 / frameRate
    let frameCount = Int(saturating: (end / frameInterval).rounded(.down))

    var frame = 0
    // One pointer: a scroll that begins while another runs is left out, whole.
    var activeScroll: Int?
    for sampleTime in samples {
      while true {
        let frameTime = frame <= frameCount ? Double(frame) * frameInterval : .infinity
        let inputTime = inputs.nextTime
        if frameTime <= sampleTime, frameTime <= inputTime {
          simulation.advance(to: frameTime)
          observe(simulation)
          frame += 1
        } else if inputTime <= sampleTime, let (time, input) = inputs.next() {
          simulation.advance(to: time)
          if case .scroll(let phase, _, _, let event) = input {
            if phase == .down, activeScroll == nil { activeScroll = event }
            guard activeScroll == event else { continue }
            if phase == .up || phase == .cancel { activeScroll = nil }
          }
          apply(input, at: time, to: &simulation)
          observe(simulation)
        } else {
          break
        }
      }
      simulation.advance(to: sampleTime)
      try sample(&simulation, sampleTime)
    }
  }

  /// Runs `scenario` and returns every sample line.
  ///
  /// - Throws: ``JSONOutput/NonFiniteNumber`` when a sample would hold a number JSON cannot.
  public static func lines(_ scenario: Scenario) throws(JSONOutput.NonFiniteNumber) -> [String] {
    var lines: [String] = []
    try run(scenario) { lines.append($0) }
    return lines
  }

  static func apply(
    _ input: Input, at time: TimeInterval, to simulation: inout any SceneSimulation
  ) {
    switch input {
    case .touch(let phase, let point, let finger):
      simulation.touch(phase, at: point, time: time, finger: finger)
    case .scroll(let phase, let pointer, let point, _):
      let translation = point.map { CGPoint(x: $0.x - pointer.x, y: $0.y - pointer.y) }
      simulation.scroll(phase, pointer: pointer, translation: translation ?? .zero, time: time)
    case .fling(let vx, let vy): simulation.fling(vx: vx, vy: vy, time: time)
    case .call(let call): simulation.perform(call, time: time)
    }
  }
}
