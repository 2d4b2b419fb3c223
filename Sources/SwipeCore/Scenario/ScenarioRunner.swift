import Foundation

/// Plays a ``Scenario`` through its scene's engine and produces one JSON object per sample.
///
/// The runner merges three time-ordered streams: frame ticks (`frameRate` per second, where the
/// engine advances), the events (drags expanded into one touch sample per frame), and the sample
/// times. At equal times a frame tick comes first, then events in file order, then the sample,
/// so a sample shows the state after everything that happened at its time.
public enum ScenarioRunner {
  /// A touch, fling or call at a time, after drags are expanded into touches.
  enum Input {
    case touch(TouchPhase, CGPoint?)
    case fling(vx: Double, vy: Double)
    case call(ScenarioCall)
  }

  /// Runs `scenario`, handing each sample line to `emit` in time order.
  public static func run(_ scenario: Scenario, emit: (String) -> Void) {
    var simulation = scenario.scene.makeSimulation(viewport: scenario.viewport)
    run(scenario, on: &simulation, emit: emit)
  }

  /// Runs `scenario` on `simulation`; `observe` sees the simulation after every frame and input
  /// (tests use it to check invariants frame by frame).
  static func run(
    _ scenario: Scenario, on simulation: inout any SceneSimulation, emit: (String) -> Void,
    observe: (any SceneSimulation) -> Void = { _ in }
  ) {
    play(scenario, on: &simulation, observe: observe) { simulation, sampleTime in
      var fields: [(String, JSONOutput)] = [("t", .time(sampleTime))]
      fields += simulation.sampleFields()
      fields.append(("events", .array(simulation.takeEventNames().map(JSONOutput.string))))
      emit(JSONOutput.object(fields).text)
    }
  }

  /// Plays `scenario`'s events on any simulation (the scene in the file is not used), calling
  /// `sample` at each sample time with the simulation in its state at that moment. The recorder
  /// uses it to render frames of a demo.
  public static func play(
    _ scenario: Scenario, on simulation: inout any SceneSimulation,
    observe: (any SceneSimulation) -> Void = { _ in },
    sample: (inout any SceneSimulation, TimeInterval) -> Void
  ) {
    let inputs = timeline(scenario)
    let samples = scenario.sampling.times
    let end = samples.last ?? 0
    let frameInterval = 1 / scenario.frameRate
    let frameCount = Int((end / frameInterval).rounded(.down))

    var frame = 0
    var inputIndex = 0
    for sampleTime in samples {
      while true {
        let frameTime = frame <= frameCount ? Double(frame) * frameInterval : .infinity
        let inputTime = inputIndex < inputs.count ? inputs[inputIndex].time : .infinity
        if frameTime <= sampleTime, frameTime <= inputTime {
          simulation.advance(to: frameTime)
          observe(simulation)
          frame += 1
        } else if inputTime <= sampleTime {
          let (time, input) = inputs[inputIndex]
          simulation.advance(to: time)
          apply(input, at: time, to: &simulation)
          observe(simulation)
          inputIndex += 1
        } else {
          break
        }
      }
      simulation.advance(to: sampleTime)
      sample(&simulation, sampleTime)
    }
  }

  /// Runs `scenario` and returns every sample line.
  public static func lines(_ scenario: Scenario) -> [String] {
    var lines: [String] = []
    run(scenario) { lines.append($0) }
    return lines
  }

  static func apply(
    _ input: Input, at time: TimeInterval, to simulation: inout any SceneSimulation
  ) {
    switch input {
    case .touch(let phase, let point): simulation.touch(phase, at: point, time: time)
    case .fling(let vx, let vy): simulation.fling(vx: vx, vy: vy, time: time)
    case .call(let call): simulation.perform(call, time: time)
    }
  }

  /// Every input in time order; a drag becomes a down, one move per frame, still moves during
  /// the hold, and an up. Events at equal times keep file order.
  static func timeline(_ scenario: Scenario) -> [(time: TimeInterval, input: Input)] {
    var entries: [(time: TimeInterval, order: Int, input: Input)] = []
    for event in scenario.events {
      func add(_ time: TimeInterval, _ input: Input) {
        entries.append((time, entries.count, input))
      }
      switch event.action {
      case .touch(let phase, let point):
        add(event.time, .touch(phase, point))
      case .fling(let vx, let vy):
        add(event.time, .fling(vx: vx, vy: vy))
      case .call(let call):
        add(event.time, .call(call))
      case .drag(let drag):
        for sample in drag.touches(startingAt: event.time, frameRate: scenario.frameRate) {
          add(sample.time, .touch(sample.phase, sample.point))
        }
      }
    }
    entries.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    return entries.map { ($0.time, $0.input) }
  }
}
