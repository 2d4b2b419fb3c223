import Foundation
import SwipeCore
import SwipeScenario

extension SwipeMetamorphic {
  // MARK: - No frame-to-frame jump anywhere

  /// The first step of `snapshots` (of `script`'s run) where something moves further than its
  /// motion allows (``JumpCheck``), or nil; `steps` and `moving` count the steps checked and
  /// those with a motion running. Steps holding a documented instantaneous change are left out:
  /// a non-animated `setContentOffset` or `scrollToItem` (the latter at the lift when a finger
  /// held the pager), a reload with new pages, a header change
  /// (``SwipeScript/instantaneousChanges``), and a programmatic offset of a dragged view
  /// (UIKit's setter places it at once, animated or not, and the drag goes on from there
  /// without a further jump). Nothing else: a `scrollToItem` under a finger moves nothing until
  /// the lift, and a grab beyond the rubber band's reach holds the content where it is.
  public static func firstJump(
    in snapshots: [ContainerSnapshot], of script: SwipeScript, steps: inout Int,
    moving: inout Int
  ) -> String? {
    let exempt = script.instantaneousChanges
    let offsetCalls = script.calls("setContentOffset")
    let fingerStep = script.fingerStep
    for (a, b) in zip(snapshots, snapshots.dropFirst()) {
      func during(_ times: [Double]) -> Bool {
        times.contains { $0 > a.time - 1e-9 && $0 <= b.time + 1e-9 }
      }
      // A drag that begins at the call's instant counts: the setter places what it drags.
      let dragged = (a.pages + b.pages).contains(where: \.isDragging)
      if during(exempt) || (during(offsetCalls) && dragged) {
        continue
      }
      steps += 1
      if b.pages.contains(where: { $0.velocity != 0 }) || b.pagerVelocity != 0 { moving += 1 }
      let jumps = JumpCheck.jumps(from: a, to: b, fingerStep: fingerStep)
      if !jumps.isEmpty { return "at \(b.time) s: \(jumps)" }
    }
    return nil
  }

  /// Plays `scripts` scripts sampled every millisecond and checks every step for a jump.
  /// Returns the first jumps and the steps checked, moving ones counted apart, with what the
  /// scripts met: calls made while a finger was down (`callsUnderFingers`), reloads
  /// (`reloads`), and fingers that grabbed content beyond the rubber band's reach
  /// (`grabsBeyondReach`).
  public static func noJumps(
    _ generator: RandomSwipeScenario, seed: UInt64, scripts: Int,
    snapshots: (String, inout Int) throws -> [ContainerSnapshot]
  ) throws -> (failures: [String], coverage: Coverage) {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    var coverage = Coverage()
    var steps = 0
    var moving = 0
    let times = times(every: 0.001, through: generator.duration)
    for number in 0..<scripts {
      let script = SwipeScript(generator, &random)
      let text = script.text(times: times)
      let shots = try snapshots(text, &coverage.inputs)
      let fingers = script.fingerIntervals
      for event in script.parsed where event.object["call"] != nil {
        if fingers.contains(where: { $0.down < event.time && event.time < $0.up }) {
          coverage.add("callsUnderFingers")
        }
        if event.object["call"] as? String == "reloadData" { coverage.add("reloads") }
      }
      for (a, b) in zip(shots, shots.dropFirst()) {
        for page in b.pages where page.isDragging {
          if let before = a.pages.first(where: { $0.index == page.index }), !before.isDragging,
            before.beyondReach > 0
          {
            coverage.add("grabsBeyondReach")
          }
        }
      }
      if let found = firstJump(in: shots, of: script, steps: &steps, moving: &moving) {
        failures.append("script \(number) \(found)")
        dump("jump-\(number)", base: text, changed: text)
        if failures.count >= 3 { break }
      }
    }
    coverage.counts["steps"] = steps
    coverage.counts["moving"] = moving
    return (failures, coverage)
  }

  // MARK: - Inset changes are invisible

  /// Inserts a refresh's begin (an idle control) or end (a refreshing one) on the current page
  /// while it bounces, decelerates, is dragged, or is held by a finger that rests on it (one
  /// added, `down` 50 ms before the call, `up` 200 ms after), at most once per kind of moment
  /// and script; the run, sampled every millisecond from 3 ms before the call to 150 ms after,
  /// must move nothing further than its motions allow (``firstJump(in:of:steps:moving:)``).
  /// Scripts without refresh controls are skipped.
  public static func insetChangesAreInvisible(
    _ generator: RandomSwipeScenario, seed: UInt64, scripts: Int,
    snapshots: (String, inout Int) throws -> [ContainerSnapshot]
  ) throws -> (failures: [String], coverage: Coverage) {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    var coverage = Coverage()
    let grid = times(every: 0.005, through: generator.duration)
    for number in 0..<scripts {
      let script = SwipeScript(generator, &random)
      guard script.scene.contains("\"refresh\"") else { continue }
      let states = states(try script.scenario(times: grid))
      var moments: [String: [State]] = [:]
      for state in states where state.time > 0.1 && state.time < generator.duration - 0.3 {
        let call = state.refresh == .refreshing ? "end" : state.refresh == .idle ? "begin" : nil
        guard let call else { continue }
        for situation in [Situation.bouncing, .decelerating, .dragged]
        where state.situations.contains(situation) {
          moments["\(call)While\(situation.rawValue.capitalized)", default: []].append(state)
        }
        if state.isQuiet,
          !script.hasInput(in: (state.time - 0.06)...(state.time + 0.25))
        {
          moments["\(call)WhileHeld", default: []].append(state)
        }
      }
      for (name, candidates) in moments.sorted(by: { $0.key < $1.key }) {
        let state = random.pick(candidates)
        let time = state.time + 0.0025
        let call = name.hasPrefix("end") ? "endRefreshing" : "beginRefreshing"
        var extra = ["{\"t\": \(time), \"call\": \"\(call)\", \"page\": \(state.index)}"]
        if name.hasSuffix("Held") {
          extra += [
            "{\"t\": \(time - 0.05), \"touch\": \"down\", \"x\": 195, \"y\": 800}",
            "{\"t\": \(time + 0.2), \"touch\": \"up\"}",
          ]
        }
        let window = stride(from: time - 0.003, through: time + 0.15, by: 0.001).map { $0 }
        let text = script.text(adding: extra, times: window)
        let shots = try snapshots(text, &coverage.inputs)
        coverage.add(name)
        var steps = 0
        var moving = 0
        if let found = firstJump(in: shots, of: script, steps: &steps, moving: &moving) {
          failures.append("script \(number), \(call) at \(time) (\(name)) \(found)")
          dump("inset-\(number)", base: script.text(times: window), changed: text)
          if failures.count >= 3 { return (failures, coverage) }
        }
      }
    }
    return (failures, coverage)
  }

  /// The snapshots of `text` played on the engine at its sample times, counting its inputs.
  public static func engineSnapshots(_ text: String, inputs: inout Int) throws
    -> [ContainerSnapshot]
  {
    let scenario = try Scenario.decode(Data(text.utf8))
    var simulation: any SceneSimulation = CountingSimulation(
      base: scenario.scene.makeSimulation(viewport: scenario.viewport))
    var snapshots: [ContainerSnapshot] = []
    ScenarioRunner.play(scenario, on: &simulation) { simulation, time in
      guard let swipe = (simulation as? CountingSimulation)?.base as? SwipeSimulation else {
        return
      }
      snapshots.append(ContainerSnapshot(swipe.container, at: time))
    }
    inputs += (simulation as? CountingSimulation)?.inputs ?? 0
    return snapshots
  }
}
