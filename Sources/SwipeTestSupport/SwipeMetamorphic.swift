import Foundation
import SwipeCore
import SwipeScenario

/// Metamorphic properties of the swipe container over random scripts: an input that should
/// change nothing changes nothing, and nothing the user sees jumps. Each property plays a
/// script as it is and with inputs added, compares the two, and counts the situations the added
/// inputs met, so a test can require a minimum of each.
///
/// A run's samples come from `lines`, which plays a scenario file on a host (the engine, or
/// SwipeTableView on UIKitStub) and adds the touches, flings and calls it played to its count;
/// the situations are read from the engine, which both hosts agree with.
public enum SwipeMetamorphic {
  /// What the current page was doing at an instant, for the coverage counts.
  public enum Situation: String, CaseIterable, Sendable {
    case idle, dragged, resting, decelerating, bouncing, animating, pagerMoving, refreshing
  }

  /// The situations each property met, by name, and the inputs its runs played.
  public struct Coverage: CustomStringConvertible, Sendable {
    /// How often each situation was met.
    public var counts: [String: Int] = [:]
    /// The touches, flings and calls the runs played.
    public var inputs = 0

    /// An empty count.
    public init() {}

    /// Counts one more `name`.
    public mutating func add(_ name: String) { counts[name, default: 0] += 1 }

    /// The names in `names` met fewer than `minimum` times, with their counts.
    public func shortfalls(_ names: [String], minimum: Int) -> [String] {
      names.compactMap { name in
        let count = counts[name] ?? 0
        return count < minimum ? "\(name): \(count)" : nil
      }
    }

    /// Every count, by name.
    public var description: String {
      counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        + "; \(inputs) inputs"
    }
  }

  /// The engine's state at one sample time.
  public struct State: Sendable {
    /// When.
    public var time: Double
    /// The current page.
    public var index: Int
    /// What the current page was doing.
    public var situations: Set<Situation>
    /// Whether the current page and the pager were both at rest with no finger down.
    public var isQuiet: Bool
    /// The current page's refresh state.
    public var refresh: RefreshState
  }

  /// The engine's state at each of `scenario`'s sample times.
  public static func states(_ scenario: Scenario) -> [State] {
    var simulation = scenario.scene.makeSimulation(viewport: scenario.viewport)
    var states: [State] = []
    ScenarioRunner.play(scenario, on: &simulation) { simulation, time in
      guard let swipe = simulation as? SwipeSimulation else { return }
      states.append(state(of: swipe.container, at: time))
    }
    return states
  }

  static func state(of container: SwipeContainer, at time: Double) -> State {
    var situations: Set<Situation> = []
    let index = container.currentIndex
    let page = container.currentPage?.scroller
    switch page?.phase {
    case .dragging?: situations.insert(.dragged)
    case .tracking?: situations.insert(.resting)
    case .decelerating?: situations.insert(.decelerating)
    case .bouncing?: situations.insert(.bouncing)
    case .animating?: situations.insert(.animating)
    default: break
    }
    if container.pager.phase != .idle { situations.insert(.pagerMoving) }
    let refresh = container.pageCount > 0 ? container.refreshState(pageAt: index) : .idle
    if refresh.isActive { situations.insert(.refreshing) }
    let quiet = (page?.phase ?? .idle) == .idle && container.pager.phase == .idle
    if situations.isEmpty { situations.insert(.idle) }
    return State(
      time: time, index: index, situations: situations, isQuiet: quiet, refresh: refresh)
  }

  /// Writes a failing run's files into `$SWIPE_DUMP/<name>-base.json` and `-changed.json`, when
  /// that variable names a folder (for looking at them with `swipe simulate`).
  static func dump(_ name: String, base: String, changed: String) {
    guard let folder = ProcessInfo.processInfo.environment["SWIPE_DUMP"] else { return }
    try? base.write(toFile: "\(folder)/\(name)-base.json", atomically: true, encoding: .utf8)
    try? changed.write(
      toFile: "\(folder)/\(name)-changed.json", atomically: true, encoding: .utf8)
  }

  /// Sample times every `step` seconds through `duration`.
  public static func times(every step: Double, through duration: Double) -> [Double] {
    (0...Int((duration / step).rounded())).map { Double($0) * step }
  }

  /// The lines of `lines` whose `t` is in `range` (each line begins `{"t":<time>,`).
  static func lines(_ lines: [String], in range: ClosedRange<Double>) -> [String] {
    lines.filter { line in
      guard let comma = line.firstIndex(of: ","),
        let time = Double(line[line.index(line.startIndex, offsetBy: 5)..<comma])
      else { return false }
      return range.contains(time)
    }
  }

  // MARK: - A reload that changes nothing changes nothing

  /// Inserts `reloadData` (the same pages) at `reloadsPerScript` random instants of each of
  /// `scripts` scripts of `generator`, one per run: every sample after it must equal the
  /// script's own (0.01 pt, the same events), except in which off-screen pages stay loaded (a
  /// reload drops the cached ones, as `UITableView.reloadData()` drops its cells) and the `s` an
  /// unloaded page remembers (it takes its range again when it loads). Returns the first
  /// differences and what the reloads met.
  public static func reloadChangesNothing(
    _ generator: RandomSwipeScenario, seed: UInt64, scripts: Int, reloadsPerScript: Int = 4,
    lines play: (String, inout Int) throws -> [String]
  ) throws -> (failures: [String], coverage: Coverage) {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    var coverage = Coverage()
    let times = times(every: 0.005, through: generator.duration)
    for number in 0..<scripts {
      let script = SwipeScript(generator, &random)
      let base = try play(script.text(times: times), &coverage.inputs)
      let states = states(try script.scenario(times: times))
      for _ in 0..<reloadsPerScript {
        let sample = Int.random(in: 1..<(states.count - 1), using: &random)
        let time = states[sample].time + 0.0025
        let changed = script.text(
          adding: ["{\"t\": \(time), \"call\": \"reloadData\"}"], times: times)
        let reloaded = try play(changed, &coverage.inputs)
        for situation in states[sample].situations { coverage.add(situation.rawValue) }
        coverage.add("reloads")
        let later = time...Double.infinity
        if let found = try offScreenAside(lines(base, in: later), lines(reloaded, in: later)) {
          failures.append("script \(number), reload at \(time): \(found)")
          dump("reload-\(number)", base: script.text(times: times), changed: changed)
          break
        }
      }
      if failures.count >= 3 { break }
    }
    return (failures, coverage)
  }

  /// The first difference of two runs' lines (0.01 pt, events exactly), leaving aside whether a
  /// page is loaded and the `s` of a page unloaded in either run.
  static func offScreenAside(_ a: [String], _ b: [String]) throws -> String? {
    guard a.count == b.count else { return "\(a.count) vs \(b.count) lines" }
    for (left, right) in zip(a, b) {
      guard
        var l = try JSONSerialization.jsonObject(with: Data(left.utf8)) as? [String: Any],
        var r = try JSONSerialization.jsonObject(with: Data(right.utf8)) as? [String: Any]
      else { return "unreadable line" }
      if var lp = l["pages"] as? [[String: Any]], var rp = r["pages"] as? [[String: Any]],
        lp.count == rp.count
      {
        for index in lp.indices {
          let loaded = lp[index]["loaded"] as? Bool == true && rp[index]["loaded"] as? Bool == true
          for key in loaded ? ["loaded"] : ["loaded", "scrolled"] {
            lp[index][key] = nil
            rp[index][key] = nil
          }
        }
        l["pages"] = lp
        r["pages"] = rp
      }
      if let found = SampleComparison.difference(l, r, tolerance: 0.01) {
        return "t=\(l["t"] ?? "?") \(found)\n first  \(left)\n second \(right)"
      }
    }
    return nil
  }

  // MARK: - A still finger is a finger

  /// Adds a finger that rests, never moving, on the current page while it and the pager are at
  /// rest and no other finger is down (`down` … `up` 0.1–0.6 s later), at up to `fingersPerScript`
  /// instants of each script. Until it lifts every sample must equal the script's own (off-screen
  /// pages aside, as for a reload), except that a refresh begun or ended on that page waits for
  /// the lift (DESIGN §7): then the page must not move at all under the finger. Windows holding
  /// a reload are left out (its content for the page under the finger waits for the lift, §6).
  /// Returns the first differences and what the fingers met.
  public static func stillFingerIsAFinger(
    _ generator: RandomSwipeScenario, seed: UInt64, scripts: Int, fingersPerScript: Int = 3,
    lines play: (String, inout Int) throws -> [String]
  ) throws -> (failures: [String], coverage: Coverage) {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    var coverage = Coverage()
    let times = times(every: 0.005, through: generator.duration)
    for number in 0..<scripts {
      let script = SwipeScript(generator, &random)
      let states = states(try script.scenario(times: times))
      let base = try play(script.text(times: times), &coverage.inputs)
      var tries = 0
      var placed = 0
      while placed < fingersPerScript, tries < 40 {
        tries += 1
        let sample = Int.random(in: 1..<(states.count - 1), using: &random)
        let state = states[sample]
        let down = state.time + 0.0025
        let up = down + random.pick([0.1, 0.25, 0.6])
        guard state.isQuiet, up < generator.duration - 0.05,
          !script.hasInput(in: (down - 0.02)...(up + 0.02))
        else { continue }
        placed += 1
        let calls = script.parsed.filter { (down...up).contains($0.time) }.compactMap {
          event -> (name: String, page: Int?)? in
          (event.object["call"] as? String).map { ($0, event.object["page"] as? Int) }
        }
        let refreshes = calls.filter {
          ["beginRefreshing", "endRefreshing"].contains($0.name) && $0.page == state.index
        }
        // Only refreshes and load-more ends besides: the page has nothing else to move it.
        let onlyRefreshes = calls.allSatisfy {
          ["beginRefreshing", "endRefreshing", "endLoadingMore"].contains($0.name)
        }
        // A reload's new content for the page under a finger waits for its lift too (§6).
        guard !calls.contains(where: { $0.name == "reloadData" }) else { continue }
        let changed = script.text(
          adding: [
            "{\"t\": \(down), \"touch\": \"down\", \"x\": 195, \"y\": 800}",
            "{\"t\": \(up), \"touch\": \"up\"}",
          ], times: times)
        let held = try play(changed, &coverage.inputs)
        coverage.add("fingers")
        coverage.add(state.refresh.isActive ? "onRefreshingPage" : "onPageAtRest")
        let window = (down + 0.001)...(up - 0.001)
        if refreshes.isEmpty {
          if let found = try offScreenAside(lines(base, in: window), lines(held, in: window)) {
            failures.append("script \(number), finger \(down)…\(up): \(found)")
            dump("finger-\(number)", base: script.text(times: times), changed: changed)
          }
        } else if onlyRefreshes {
          coverage.add("refreshUnderFinger")
          if let found = try pageMoves(lines(held, in: window), page: state.index) {
            failures.append("script \(number), finger \(down)…\(up) over a refresh: \(found)")
          }
        }
        if failures.count >= 3 { return (failures, coverage) }
      }
    }
    return (failures, coverage)
  }

  /// Where the page at `index` moves in `lines` (more than 0.01 pt from its first `s`), or nil.
  static func pageMoves(_ lines: [String], page index: Int) throws -> String? {
    var first: Double?
    for line in lines {
      guard
        let sample = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let t = sample["t"] as? Double,
        let pages = sample["pages"] as? [[String: Any]], pages.indices.contains(index),
        let s = pages[index]["scrolled"] as? Double
      else { continue }
      guard let start = first else {
        first = s
        continue
      }
      if abs(s - start) > 0.01 { return "t=\(t): page \(index) moved from \(start) to \(s)" }
    }
    return nil
  }

  // MARK: - No frame-to-frame jump anywhere

  /// The first step of `snapshots` (of `script`'s run) where something moves further than its
  /// motion allows (``JumpCheck``), or nil; `steps` and `moving` count the steps checked and
  /// those with a motion running. Steps holding a documented instantaneous change are left out:
  /// a non-animated `setContentOffset` or `scrollToItem`, a reload with new pages, a header
  /// change (``SwipeScript/instantaneousChanges``), and a programmatic offset of a dragged view
  /// (UIKit's setter places it at once, animated or not, and the drag goes on from there; past
  /// the reach of the drag's rubber band the engine's API puts it at that reach, and UIKitStub's
  /// absolute band pulls it back there at the next finger move, a frame later, where UIKit's
  /// incremental one would not).
  public static func firstJump(
    in snapshots: [ContainerSnapshot], of script: SwipeScript, steps: inout Int,
    moving: inout Int
  ) -> String? {
    let exempt = script.instantaneousChanges
    let offsetCalls = script.calls("setContentOffset")
    let pageCalls = script.calls("scrollToItem")
    let fingerStep = script.fingerStep
    for (a, b) in zip(snapshots, snapshots.dropFirst()) {
      func during(_ times: [Double], lasting: Double = 0) -> Bool {
        times.contains { $0 > a.time - 1e-9 - lasting && $0 <= b.time + 1e-9 }
      }
      if during(exempt)
        || (during(offsetCalls, lasting: 1.0 / 60) && a.pages.contains(where: \.isDragging))
        || (during(pageCalls) && a.pagerDragging)
      {
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
  /// Returns the first jumps and the steps checked, moving ones counted apart.
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
