import Foundation
import SwipeCore
import SwipeScenario

/// One random `swipe` script (``RandomSwipeScenario``) with its events parsed, for the
/// metamorphic properties: the script played as it is and with events added must agree where
/// the added events should change nothing.
public struct SwipeScript {
  /// The scene object, as JSON text.
  public let scene: String
  /// The events, as JSON text.
  public let events: [String]
  /// Each event's time and object.
  public let parsed: [(time: Double, object: [String: Any])]

  /// The next script of `generator`.
  public init(_ generator: RandomSwipeScenario, _ random: inout SeededGenerator) {
    (scene, events) = generator.make(&random)
    parsed = events.map { text in
      let object =
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
      return ((object["t"] as? Double) ?? 0, object)
    }
  }

  /// The script played at 120 Hz with `extra` events, sampled at `times`, as a file.
  public func text(adding extra: [String] = [], times: [Double]) -> String {
    RandomSwipeScenario.file(scene: scene, events: events + extra, frameRate: 120, times: times)
  }

  /// ``text(adding:times:)`` decoded.
  public func scenario(adding extra: [String] = [], times: [Double]) throws -> Scenario {
    try Scenario.decode(Data(text(adding: extra, times: times).utf8))
  }

  /// The largest single move of the script's drags at 120 Hz: a drag's distance over its
  /// moves, `round(duration × 120)` of them (`DragGesture.Touches`).
  public var fingerStep: Double {
    parsed.reduce(0) { largest, event in
      guard let drag = event.object["drag"] as? [String: Any],
        let from = drag["from"] as? [Double], let to = drag["to"] as? [Double],
        let duration = drag["duration"] as? Double
      else { return largest }
      let moves = max(1, (duration * 120).rounded())
      return max(largest, hypot(to[0] - from[0], to[1] - from[1]) / moves)
    }
  }

  /// The times of the calls named `name`.
  public func calls(_ name: String) -> [Double] {
    parsed.compactMap { $0.object["call"] as? String == name ? $0.time : nil }
  }

  /// The times of calls whose effect is documented as instantaneous (DESIGN §6: a
  /// non-animated `setContentOffset` or `scrollToItem`, a reload with new pages, a header
  /// change, which keep what the user sees in place as far as they can). A `scrollToItem` while
  /// a finger is down waits for its lift, where the latest one under that finger is performed:
  /// its change is at the lift. So is the part of a reload with new pages that waits for a
  /// finger (§6: pages that no longer exist leave, and the pager switches to one that does,
  /// when it lifts).
  public var instantaneousChanges: [Double] {
    let fingers = fingerIntervals
    return parsed.flatMap { event -> [Double] in
      guard let call = event.object["call"] as? String else { return [] }
      let finger = fingers.first { $0.down <= event.time && event.time <= $0.up }
      switch call {
      case "scrollToItem":
        guard let finger else {
          return event.object["animated"] as? Bool == false ? [event.time] : []
        }
        let latest = parsed.last { other in
          other.object["call"] as? String == "scrollToItem"
            && finger.down <= other.time && other.time <= finger.up
        }
        guard latest?.time == event.time, event.object["animated"] as? Bool == false else {
          return []
        }
        return [finger.up]
      case "setContentOffset":
        return event.object["animated"] as? Bool == false ? [event.time] : []
      case "reloadData":
        guard event.object["pages"] != nil else { return [] }
        return finger.map { [event.time, $0.up] } ?? [event.time]
      case "setHeader", "setBar", "resize":
        return [event.time]
      default:
        return []
      }
    }
  }

  /// The intervals `(down, up)` during which a finger of the script is down (drags and raw
  /// touches), in time order.
  public var fingerIntervals: [(down: Double, up: Double)] {
    var intervals: [(down: Double, up: Double)] = []
    var rawDown: Double?
    for event in parsed {
      if let drag = event.object["drag"] as? [String: Any] {
        let length = (drag["duration"] as? Double ?? 0) + (drag["hold"] as? Double ?? 0)
        intervals.append((event.time, event.time + length))
      } else if let touch = event.object["touch"] as? String {
        if touch == "down", rawDown == nil { rawDown = event.time }
        if touch == "up" || touch == "cancel", let down = rawDown {
          intervals.append((down, event.time))
          rawDown = nil
        }
      }
    }
    if let down = rawDown { intervals.append((down, .infinity)) }
    return intervals.sorted { $0.down < $1.down }
  }

  /// Whether any input touches the content in `range`: a finger down, a drag, a raw touch or a
  /// fling.
  public func hasInput(in range: ClosedRange<Double>) -> Bool {
    fingerIntervals.contains { $0.down <= range.upperBound && $0.up >= range.lowerBound }
      || parsed.contains { $0.object["fling"] != nil && range.contains($0.time) }
  }
}
