import Foundation
import SwipeCore

/// Random `swipe` scenario files for differential tests: the same script played with different
/// sampling or frame rates must give the same values at common times (DESIGN.md §4,
/// Determinism). Produces the JSON text of SCENARIOS.md, so the whole path (decoding, runner,
/// engine) is under test.
public struct RandomSwipeScenario {
  /// Whether the script may contain drags, whose touch samples follow the frame rate.
  public var allowsDrags: Bool
  /// How long the script runs, in seconds.
  public var duration: Double
  /// Leaves out what a UIKit host cannot time as the engine does: a fling of the pager and the
  /// page at once (the page then moves by UIKit's physics while pages appear, observed once per
  /// frame instead of at the instant a page appears) and a drag that starts while another is
  /// down (a second finger, which the one-finger engine folds into the first). Touches without
  /// a drag are left out too: the host sees them (its touch watcher), but a finger that stays
  /// down across the script's other inputs is the second-finger case again.
  public var observableByUIKit: Bool
  /// The scene's direction. Right to left, a seed's script is the left-to-right script of that
  /// seed mirrored: the scene says `"layoutDirection": "rightToLeft"`, touches are at `W − x`
  /// and pager flings have the opposite `vx` (the same random draws make both).
  public var layoutDirection: LayoutDirection
  /// Whether scripts hold trackpad scrolls (SCENARIOS.md, "One mover"), from the header, the
  /// bar and the pages, either way. Off (with ``allowsPageViewChanges``), a seed's scripts are
  /// what they were before scrolls existed.
  public var allowsScrolls: Bool
  /// Whether scripts hold UIKit's offset corrections and an app's whole `contentInset`s
  /// (`correctOffset`, `setPageContentInset`).
  public var allowsPageViewChanges: Bool
  /// Whether scripts also call code while a finger holds the content (a page change, an
  /// offset, a reload, during a drag or its hold) and reload shorter content while pages move
  /// (after a fling, sometimes grabbed again at once): the moments DESIGN §4 and §6 say move
  /// nothing a finger holds. Off, a seed's scripts are what they were before.
  public var callsUnderFingers = false

  /// A generator of scripts `duration` seconds long.
  public init(
    allowsDrags: Bool, duration: Double = 3, observableByUIKit: Bool = false,
    layoutDirection: LayoutDirection = .leftToRight, allowsScrolls: Bool = false,
    allowsPageViewChanges: Bool = false
  ) {
    self.allowsDrags = allowsDrags
    self.duration = duration
    self.observableByUIKit = observableByUIKit
    self.layoutDirection = layoutDirection
    self.allowsScrolls = allowsScrolls
    self.allowsPageViewChanges = allowsPageViewChanges
  }

  /// The viewport's width, about which right-to-left scripts are mirrored.
  static let width = 390.0

  /// The scene object and event list of one random script, as JSON text fragments.
  public func make(_ random: inout SeededGenerator) -> (scene: String, events: [String]) {
    let pageCount = random.pick([1, 2, 3, 4, 6])
    let pages = (0..<pageCount).map { _ in
      "{\"contentHeight\": \(random.pick([120, 600, 1500, 4000]))}"
    }
    var scene = [
      "\"topInset\": \(random.pick([0, 64]))",
      "\"pages\": [\(pages.joined(separator: ", "))]",
      "\"alwaysBounceHorizontal\": \(random.chance(0.5))",
    ]
    if random.chance(0.8) { scene.append("\"header\": {\"height\": \(random.pick([120, 260]))}") }
    if random.chance(0.8) { scene.append("\"bar\": {\"height\": 40}") }
    if random.chance(0.6) {
      let placement = random.pick(["aboveHeader", "belowBar"])
      scene.append("\"refresh\": {\"placement\": \"\(placement)\"}")
    }
    if random.chance(0.3) { scene.append("\"loadMore\": {\"triggerDistance\": 80}") }
    if layoutDirection == .rightToLeft { scene.append("\"layoutDirection\": \"rightToLeft\"") }
    var events: [String] = []
    var time = 0.0
    var count = pageCount
    var fingerFree = 0.0
    while true {
      time += random.pick([0.013, 0.05, 0.1, 0.21, 0.37])
      guard time < duration - 0.5 else { break }
      let next = action(&random, pageCount: &count)
      if observableByUIKit, next.hasPrefix("\"drag\"") || next.hasPrefix("\"scroll\"") {
        // One finger, as UIKit sees it: a drag starts once the previous one has lifted.
        time = max(time, fingerFree)
        fingerFree = time + Self.dragLength(next) + 0.02
        guard time < duration - 0.5 else { break }
      }
      events.append("{\"t\": \(time), \(next)}")
      if callsUnderFingers {
        events += followUps(
          after: next, at: time, &random, pageCount: &count, fingerFree: &fingerFree)
      }
    }
    guard callsUnderFingers else { return ("{\(scene.joined(separator: ", "))}", events) }
    // In time order, events at the same time in the order they were made.
    let ordered = events.enumerated().sorted {
      (Self.time(of: $0.element), $0.offset) < (Self.time(of: $1.element), $1.offset)
    }
    return (
      "{\(scene.joined(separator: ", "))}",
      Self.indicesInRange(ordered.map(\.element), pageCount: pageCount)
    )
  }

  /// With ``callsUnderFingers``: a call while the drag `event` (at `time`) holds the content, or
  /// a reload of shorter pages while the fling `event` moves them, sometimes grabbed at once.
  /// A grab never starts before `fingerFree` (one finger at a time), and moves it on.
  func followUps(
    after event: String, at time: Double, _ random: inout SeededGenerator, pageCount: inout Int,
    fingerFree: inout Double
  ) -> [String] {
    if event.hasPrefix("\"drag\""), random.chance(0.6) {
      let during = time + Self.dragLength(event) * random.pick([0.25, 0.6, 0.95])
      let page = Int.random(in: 0..<pageCount, using: &random)
      let call: String
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6:
        call = "\"call\": \"scrollToItem\", \"index\": \(page), \"animated\": \(random.chance(0.6))"
      case 6..<8:
        // Far out (under the finger: placed there, as UIKit's setter does), the lift leaves it
        // bouncing back from beyond the band's reach, where a grab soon after finds it.
        let y = random.pick([-900.0, -200, 400, 3000])
        call = "\"call\": \"setContentOffset\", \"x\": 0, \"y\": \(y), \"animated\": false"
        let grab = time + Self.dragLength(event) + random.pick([0.03, 0.06])
        if y == -900 || y == 3000, grab >= fingerFree, grab < duration - 0.5 {
          fingerFree = grab + 0.22
          return [
            "{\"t\": \(during), \(call)}",
            "{\"t\": \(grab), \"drag\": {\"from\": [\(x(195)), 500], \"to\": [\(x(195)), "
              + "\(random.pick([350, 650]))], \"duration\": 0.2, \"hold\": 0}}",
          ]
        }
      default:
        call = shrinkingReload(&random, pageCount: &pageCount)
      }
      return ["{\"t\": \(during), \(call)}"]
    }
    if event.hasPrefix("\"fling\""), !event.contains("\"vy\": 0}"), random.chance(0.7) {
      let later = time + random.pick([0.03, 0.1, 0.25])
      var followUps = ["{\"t\": \(later), \(shrinkingReload(&random, pageCount: &pageCount))}"]
      let grab = later + random.pick([0.004, 0.008, 0.04])
      if random.chance(0.8), grab >= fingerFree, grab < duration - 0.5 {
        fingerFree = grab + 0.22
        followUps.append(
          "{\"t\": \(grab), \"drag\": {\"from\": [\(x(195)), 400], \"to\": [\(x(195)), "
            + "\(random.pick([250, 700]))], \"duration\": 0.2, \"hold\": 0}}")
      }
      return followUps
    }
    return []
  }

  /// `events` (in time order) with every page a call names (`scrollToItem`'s `index`, the
  /// others' `page`) below the page count at its time (a follow-up call was made before the
  /// reloads that come before it), starting from `pageCount` pages.
  static func indicesInRange(_ events: [String], pageCount: Int) -> [String] {
    var count = pageCount
    return events.map { event in
      if event.contains("\"call\": \"reloadData\"") {
        count = max(event.components(separatedBy: "contentHeight").count - 1, 1)
      }
      guard event.contains("\"call\"") else { return event }
      var event = event
      for key in ["index", "page"] {
        guard let range = event.range(of: "\"\(key)\": "),
          let index = Int(event[range.upperBound...].prefix { $0.isNumber }), index >= count
        else { continue }
        event = event.replacingOccurrences(
          of: "\"\(key)\": \(index)", with: "\"\(key)\": \(count - 1)")
      }
      return event
    }
  }

  /// A reload that keeps the page count and gives every page short content.
  func shrinkingReload(_ random: inout SeededGenerator, pageCount: inout Int) -> String {
    let heights = (0..<pageCount).map { _ in "{\"contentHeight\": \(random.pick([120, 300, 900]))}"
    }
    return "\"call\": \"reloadData\", \"pages\": [\(heights.joined(separator: ", "))]"
  }

  /// An event's time, read from its text.
  static func time(of event: String) -> Double {
    guard let range = event.range(of: "\"t\": ") else { return 0 }
    let digits = event[range.upperBound...].prefix {
      $0.isNumber || $0 == "." || $0 == "e" || $0 == "-"
    }
    return Double(digits) ?? 0
  }

  func action(_ random: inout SeededGenerator, pageCount: inout Int) -> String {
    if allowsScrolls || allowsPageViewChanges, random.chance(0.25) {
      return oneMoverAction(&random, pageCount: pageCount)
    }
    let page = Int.random(in: 0..<pageCount, using: &random)
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<25 where allowsDrags:
      let vertical = random.chance(0.6)
      let from =
        vertical
        ? "[\(x(195)), \(random.pick([250, 500, 700]))]" : "[\(x(random.pick([60, 330]))), 500]"
      let delta = random.pick([-320.0, -140, -40, 60, 200, 330])
      let to = vertical ? "[\(x(195)), \(500 + delta)]" : "[\(x(195 + delta)), 500]"
      let duration = random.pick([0.05, 0.12, 0.3])
      let hold = random.pick([0, 0, 0.1])
      return
        "\"drag\": {\"from\": \(from), \"to\": \(to), \"duration\": \(duration), \"hold\": \(hold)}"
    case 0..<40:
      let vx = random.pick([0, 0, 700, -1500])
      var vy = random.pick([0, 1200, -2500, 6000])
      if observableByUIKit, vx != 0 { vy = 0 }
      let mirrored = layoutDirection == .rightToLeft && vx != 0 ? -vx : vx
      return "\"fling\": {\"vx\": \(mirrored), \"vy\": \(vy)}"
    case 40..<50 where !observableByUIKit:
      return "\"touch\": \"down\", \"x\": \(x(195)), \"y\": \(random.pick([120, 500]))"
    case 50..<58 where !observableByUIKit:
      return "\"touch\": \"up\""
    case 40..<58:
      return "\"call\": \"endLoadingMore\", \"page\": \(page)"
    case 58..<68:
      return "\"call\": \"scrollToItem\", \"index\": \(page), \"animated\": \(random.chance(0.7))"
    case 68..<76:
      let y = random.pick([-500.0, -200, 0, 400, 2000])
      return
        "\"call\": \"setContentOffset\", \"x\": 0, \"y\": \(y), \"animated\": \(random.chance(0.6))"
    case 76..<84:
      return "\"call\": \"beginRefreshing\", \"page\": \(page)"
    case 84..<90:
      return "\"call\": \"endRefreshing\", \"page\": \(page)"
    case 90..<94:
      pageCount = random.pick([1, 2, 3, 5])
      let heights = (0..<pageCount).map { _ in
        "{\"contentHeight\": \(random.pick([200, 900, 3000]))}"
      }
      return "\"call\": \"reloadData\", \"pages\": [\(heights.joined(separator: ", "))]"
    case 94..<97:
      return "\"call\": \"setHeader\", \"height\": \(random.pick(["null", "80", "260"]))"
    default:
      return "\"call\": \"endLoadingMore\", \"page\": \(page)"
    }
  }

  /// A trackpad scroll over the header, the bar or a page, a correction or a whole inset.
  func oneMoverAction(_ random: inout SeededGenerator, pageCount: Int) -> String {
    let page = Int.random(in: 0..<pageCount, using: &random)
    let kind = Int.random(in: 0..<10, using: &random)
    switch allowsPageViewChanges ? (allowsScrolls ? kind : 6 + kind % 4) : 0 {
    case 0..<6:
      let at = "[\(x(random.pick([60, 195, 330]))), \(random.pick([30, 150, 286, 500, 700]))]"
      let delta = random.pick([-320.0, -140, -6, 60, 200])
      let vertical = random.chance(0.6)
      let dx = vertical ? 0 : (layoutDirection == .rightToLeft ? -delta : delta)
      let dy = vertical ? delta : 0
      let duration = random.pick([0.05, 0.12, 0.3])
      return
        "\"scroll\": {\"at\": \(at), \"dx\": \(dx), \"dy\": \(dy), \"duration\": \(duration)}"
    case 6..<8:
      return
        "\"call\": \"correctOffset\", \"page\": \(page), \"dy\": \(random.pick([-30, 20, 44, 120]))"
    default:
      return
        "\"call\": \"setPageContentInset\", \"page\": \(page), \"top\": \(random.pick([0, 0, 50])), "
        + "\"bottom\": \(random.pick([0, 80]))"
    }
  }

  /// A left-to-right script's `x` in this generator's direction, printed as the left-to-right
  /// script prints it (whole numbers without a fraction when they were given so).
  func x(_ value: Int) -> String {
    layoutDirection == .rightToLeft ? "\(Int(Self.width) - value)" : "\(value)"
  }

  /// A left-to-right script's `x` in this generator's direction.
  func x(_ value: Double) -> String {
    layoutDirection == .rightToLeft ? "\(Self.width - value)" : "\(value)"
  }

  /// How long a drag event's finger is down: its duration plus its hold.
  static func dragLength(_ drag: String) -> Double {
    func value(_ key: String) -> Double {
      guard let range = drag.range(of: "\"\(key)\": ") else { return 0 }
      let digits = drag[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      return Double(digits) ?? 0
    }
    return value("duration") + value("hold")
  }

  /// The next script of `random` as a whole scenario file, played at 120 Hz and sampled every
  /// 50 ms from 0 through ``duration``: the form the host comparisons play.
  public func file(_ random: inout SeededGenerator) -> String {
    let (scene, events) = make(&random)
    return Self.file(
      scene: scene, events: events, frameRate: 120,
      times: (0...Int(duration * 20)).map { Double($0) / 20 })
  }

  /// A whole scenario file for this script, played at `frameRate` and sampled at `times`.
  public static func file(
    scene: String, events: [String], frameRate: Double, times: [Double]
  ) -> String {
    let at = times.map { "\($0)" }.joined(separator: ", ")
    return """
      {"viewport": {"width": 390, "height": 844}, "frameRate": \(frameRate),
       "swipe": \(scene),
       "events": [\(events.joined(separator: ",\n"))],
       "sample": {"at": [\(at)]}}
      """
  }
}
