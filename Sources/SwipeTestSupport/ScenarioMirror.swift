import Foundation
import SwipeCore

/// A `swipe` scenario file and its mirror image: the same script played in the other layout
/// direction with every touch at `W − x` and every pager fling at `−vx`. Both must print the
/// same logical samples (index, progress, header, bar, pages, events) and mirrored pager
/// offsets: the differential check of right to left.
public enum ScenarioMirror {
  /// A malformed file.
  public struct Malformed: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// The file `text` with its `swipe` scene in `direction` and its touches and pager flings
  /// mirrored about the viewport's width (the width a `resize` call gives from its time on).
  public static func mirrored(_ text: String, to direction: LayoutDirection) throws -> Data {
    guard var file = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      var scene = file["swipe"] as? [String: Any],
      let viewport = file["viewport"] as? [String: Any],
      var width = (viewport["width"] as? NSNumber)?.doubleValue
    else { throw Malformed(description: "not a swipe scenario") }
    if direction == .rightToLeft {
      scene["layoutDirection"] = direction.word
    } else {
      scene["layoutDirection"] = nil
    }
    file["swipe"] = scene
    let events = file["events"] as? [[String: Any]] ?? []
    // Events at equal times keep their order in the file.
    let order = events.indices.sorted {
      (time(events[$0]), $0) < (time(events[$1]), $1)
    }
    var mirrored = events
    for index in order {
      var event = events[index]
      if let x = number(event["x"]), event["touch"] != nil { event["x"] = width - x }
      if var drag = event["drag"] as? [String: Any] {
        for key in ["from", "to"] {
          if let point = drag[key] as? [Any], point.count == 2, let x = number(point[0]) {
            drag[key] = [width - x, point[1]]
          }
        }
        event["drag"] = drag
      }
      if var fling = event["fling"] as? [String: Any], let vx = number(fling["vx"]), vx != 0 {
        fling["vx"] = -vx
        event["fling"] = fling
      }
      if event["call"] as? String == "resize", let newWidth = number(event["width"]) {
        width = newWidth
      }
      mirrored[index] = event
    }
    file["events"] = mirrored
    return try JSONSerialization.data(withJSONObject: file)
  }

  static func time(_ event: [String: Any]) -> Double { number(event["t"]) ?? 0 }

  static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  /// The first sample where a left-to-right run and its mirrored right-to-left run differ, as
  /// `t=… path: a vs b`; nil when every line agrees. Everything but `pagerOffset` must be equal
  /// as printed; `pagerOffset` must be `(n − 1) × width − ltr`, to the printed precision (each
  /// side is rounded to 0.001 on its own).
  public static func firstDifference(
    _ ltr: [String], _ rtl: [String], width: Double = 390
  ) throws -> String? {
    guard ltr.count == rtl.count else { return "\(ltr.count) vs \(rtl.count) lines" }
    for (left, right) in zip(ltr, rtl) {
      let l = try JSONSerialization.jsonObject(with: Data(left.utf8)) as? [String: Any] ?? [:]
      let r = try JSONSerialization.jsonObject(with: Data(right.utf8)) as? [String: Any] ?? [:]
      let at = "t=\(l["t"] ?? "?")"
      if let found = SampleComparison.difference(l, r, tolerance: 0, ignoring: ["pagerOffset"]) {
        return "\(at) \(found)\n ltr \(left)\n rtl \(right)"
      }
      let pages = (l["pages"] as? [Any])?.count ?? 0
      guard let a = number(l["pagerOffset"]), let b = number(r["pagerOffset"]) else {
        return "\(at) no pagerOffset"
      }
      let expected = LayoutDirection.rightToLeft.pagerOffset(a, pageCount: pages, width: width)
      if abs(b - expected) > 0.0011 {
        return "\(at) pagerOffset \(b), expected \(expected) (left to right \(a))"
      }
    }
    return nil
  }
}
