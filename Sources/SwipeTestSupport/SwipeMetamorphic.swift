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
    try SampleComparison.firstDifference(a, b, tolerance: 0.01) { l, r in
      guard var lp = l["pages"] as? [[String: Any]], var rp = r["pages"] as? [[String: Any]],
        lp.count == rp.count
      else { return }
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
  }

  // MARK: - A still finger is a finger

  /// Adds a finger that rests, never moving, on the current page while it and the pager are at
  /// rest and no other finger is down (`down` … `up` 0.1–0.6 s later), at up to `fingersPerScript`
  /// instants of each script. Until it lifts every sample must equal the script's own (off-screen
  /// pages aside, as for a reload), except that a refresh begun or ended on that page, or one
  /// that was mid-cycle when the finger landed, waits for the lift (DESIGN §7): then the page
  /// must not move at all under the finger. Windows holding a reload are left out (its content
  /// for the page under the finger waits for the lift, §6), and so are windows holding a page
  /// change (`scrollToItem`: code never moves the pager a finger holds, §6; it waits for the
  /// lift, as ``SwipeMetamorphic/pageChangesWaitForTheLift(_:seed:scripts:lines:)`` checks) or
  /// a header, bar or size change (the clamp it brings waits for a resting finger's lift).
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
        // A reload's new content for the page under a finger waits for its lift too, and so do
        // a page change (§6) and the clamp a header, bar or size change brings to a page a
        // finger rests on (a resting finger holds the content where it is).
        let waiting = ["reloadData", "scrollToItem", "setHeader", "setBar", "resize"]
        guard !calls.contains(where: { waiting.contains($0.name) }) else { continue }
        placed += 1
        let changed = script.text(
          adding: [
            "{\"t\": \(down), \"touch\": \"down\", \"x\": 195, \"y\": 800}",
            "{\"t\": \(up), \"touch\": \"up\"}",
          ], times: times)
        let held = try play(changed, &coverage.inputs)
        coverage.add("fingers")
        coverage.add(state.refresh.isActive ? "onRefreshingPage" : "onPageAtRest")
        let window = (down + 0.001)...(up - 0.001)
        // A page mid-refresh-cycle moves on by its timers too (a result shown, then the held
        // height given back): under the finger that waits as a call does.
        if refreshes.isEmpty, !state.refresh.isActive {
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
}
