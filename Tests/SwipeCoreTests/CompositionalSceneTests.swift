import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The `compositional` scene of `swipe simulate` (SCENARIOS.md): routing, flings, calls, the
/// sample fields, errors, and sampling that never changes a value.
@Suite("Compositional scenes")
struct CompositionalSceneTests {
  static let item =
    #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#

  /// A 375 × 667 screen: a group-paged banner row (groups 337.5 pt + 10 pt, 16 pt side insets)
  /// above a list of 30 rows of 60 pt.
  static func scenario(
    events: String, sample: String = #"{"every": 0.05, "until": 3}"#, extra: String = ""
  ) -> String {
    #"""
    {"viewport": {"width": 375, "height": 667},
     "compositional": {\#(extra)"sections": [
       {"items": 6, "orthogonalScrolling": "groupPaging", "interGroupSpacing": 10,
        "contentInsets": {"leading": 16, "trailing": 16},
        "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 200}}, "subitems": [\#(item)]}},
       {"items": 30,
        "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}, "subitems": [\#(item)]}}]},
     "events": \#(events), "sample": \#(sample)}
    """#
  }

  static func last(_ json: String) throws -> [String: Any] {
    try #require(try ScenarioTests.lines(json).last)
  }

  static func row(_ sample: [String: Any]) throws -> [String: Any] {
    let rows = try #require(sample["orthogonal"] as? [[String: Any]])
    return try #require(rows.first)
  }

  @Test("A horizontal drag on the row moves the row one group; the list stays")
  func flickMovesOneGroup() throws {
    let sample = try Self.last(
      Self.scenario(
        events: #"[{"t": 0, "drag": {"from": [350, 100], "to": [0, 100], "duration": 0.03}}]"#))
    #expect(try Self.row(sample)["offset"] as? Double == 347.5)
    #expect(try Self.row(sample)["phase"] as? String == "idle")
    #expect(try Self.row(sample)["section"] as? Int == 0)
    #expect(sample["offset"] as? Double == 0)
    #expect(sample["phase"] as? String == "idle")
  }

  @Test("A vertical drag on the row moves the list; the row stays")
  func verticalDragMovesTheList() throws {
    let samples = try ScenarioTests.lines(
      Self.scenario(
        events:
          #"[{"t": 0, "drag": {"from": [200, 150], "to": [200, 50], "duration": 0.2, "hold": 0.1}}]"#,
        sample: #"{"at": [0.25, 3]}"#))
    // 100 pt in 24 frames: the slop is crossed at the third sample (12.5 pt), and the content
    // follows from there, so it moved 87.5 pt.
    #expect(samples[0]["offset"] as? Double == 87.5)
    #expect(samples[0]["phase"] as? String == "dragging")
    #expect(try Self.row(samples[0])["phase"] as? String == "tracking")
    #expect(try Self.row(samples[1])["offset"] as? Double == 0)
    let events = samples.flatMap { $0["events"] as? [String] ?? [] }
    #expect(events.contains("willBeginDragging"))
    #expect(!events.contains("willBeginDragging:0"))
  }

  @Test("A fling with a section sends vx to the row and vy to the list; without one, vy only")
  func flings() throws {
    let both = try Self.last(
      Self.scenario(events: #"[{"t": 0, "fling": {"vx": 4000, "vy": 1000, "section": 0}}]"#))
    #expect(try Self.row(both)["offset"] as? Double == 347.5)
    let list = try #require(both["offset"] as? Double)
    #expect(list > 300)
    let plain = try Self.last(
      Self.scenario(events: #"[{"t": 0, "fling": {"vx": 4000, "vy": 1000}}]"#))
    #expect(try Self.row(plain)["offset"] as? Double == 0)
    #expect(plain["offset"] as? Double == list)
  }

  @Test("Right to left: a finger moving right advances the row; offsets stay logical")
  func rightToLeft() throws {
    let sample = try Self.last(
      Self.scenario(
        events:
          #"[{"t": 0, "drag": {"from": [20, 100], "to": [370, 100], "duration": 0.03}}, {"t": 1, "fling": {"vx": -3000, "section": 0}}]"#,
        extra: #""layoutDirection": "rightToLeft", "#))
    #expect(try Self.row(sample)["offset"] as? Double == 695)
  }

  @Test("scrollToItem moves the row holding the item, or the list; setContentOffset the list")
  func calls() throws {
    let samples = try ScenarioTests.lines(
      Self.scenario(
        events: #"""
          [{"t": 0, "call": "scrollToItem", "section": 0, "item": 3, "animated": false},
           {"t": 0.1, "call": "scrollToItem", "section": 1, "item": 5, "animated": false},
           {"t": 0.2, "call": "scrollToItem", "section": 0, "item": 5, "animated": true},
           {"t": 0.2, "call": "setContentOffset", "y": 40, "animated": false}]
          """#,
        sample: #"{"at": [0, 0.1, 0.35, 0.5]}"#))
    #expect(try Self.row(samples[0])["offset"] as? Double == 1042.5)
    // Item 5 of the list is at 200 + 5 × 60.
    #expect(samples[1]["offset"] as? Double == 500)
    #expect(try Self.row(samples[2])["phase"] as? String == "animating")
    // The last group's anchor is clamped to the content's end: 2107 − 375.
    #expect(try Self.row(samples[3])["offset"] as? Double == 1732)
    #expect(samples[3]["offset"] as? Double == 40)
    let events = samples.flatMap { $0["events"] as? [String] ?? [] }
    #expect(events == ["didEndScrollingAnimation:0"])
  }

  @Test("Sampling every 1 ms or every 50 ms gives the same values at the common times")
  func samplingNeverChangesAValue() throws {
    let events = #"""
      [{"t": 0.1, "drag": {"from": [300, 100], "to": [100, 100], "duration": 0.08}},
       {"t": 0.3, "touch": "down", "x": 200, "y": 100},
       {"t": 0.35, "touch": "move", "x": 202, "y": 60},
       {"t": 0.4, "touch": "move", "x": 204, "y": 20},
       {"t": 0.45, "touch": "up"},
       {"t": 1.0, "fling": {"vx": -2500, "vy": -800, "section": 0}},
       {"t": 1.05, "call": "setContentOffset", "y": 300, "animated": true},
       {"t": 1.2, "call": "scrollToItem", "section": 0, "item": 4, "animated": true},
       {"t": 1.25, "touch": "down", "x": 100, "y": 50},
       {"t": 1.3, "touch": "cancel"}]
      """#
    for layout in ["", #""layoutDirection": "rightToLeft", "#] {
      let fine = try ScenarioTests.lines(
        Self.scenario(events: events, sample: #"{"every": 0.001, "until": 2.5}"#, extra: layout))
      let coarse = try ScenarioTests.lines(
        Self.scenario(events: events, sample: #"{"every": 0.05, "until": 2.5}"#, extra: layout))
      #expect(coarse.count == 51)
      for sample in coarse {
        let time = try #require(sample["t"] as? Double)
        let match = fine[Int((time * 1000).rounded())]
        #expect(abs((match["t"] as? Double ?? .nan) - time) < 1e-9)
        let a = try #require(sample["offset"] as? Double)
        let b = try #require(match["offset"] as? Double)
        #expect(abs(a - b) <= 0.01, "list at \(time)")
        let rowA = try #require(try Self.row(sample)["offset"] as? Double)
        let rowB = try #require(try Self.row(match)["offset"] as? Double)
        #expect(abs(rowA - rowB) <= 0.01, "row at \(time)")
        #expect(sample["phase"] as? String == match["phase"] as? String, "phase at \(time)")
      }
    }
  }

  @Test(
    "Bad compositional scenes are rejected with the JSON path",
    arguments: [
      (
        #"[{"t": 0, "call": "scrollToItem", "section": 2, "item": 0}]"#, "",
        "error: events[0].section: must be < 2 (the section count), got 2"
      ),
      (
        #"[{"t": 0, "call": "scrollToItem", "section": 1, "item": 30}]"#, "",
        "error: events[0].item: must be < 30 (the items in section 1), got 30"
      ),
      (
        #"[{"t": 0, "call": "scrollToItem", "index": 1}]"#, "",
        #"error: events[0].index: compositional scenes name an item by "section" and "item""#
      ),
      (
        #"[{"t": 0, "fling": {"vx": 10, "section": 5}}]"#, "",
        "error: events[0].fling.section: must be < 2 (the section count), got 5"
      ),
      (
        #"[{"t": 0, "call": "scrollToPage", "index": 1}]"#, "",
        #"error: events[0].call: "scrollToPage" is not available in compositional scenes"#
      ),
      (
        "[]", #""width": 390, "#,
        "error: compositional.width: must equal the viewport's width (375), got 390"
      ),
    ])
  func errors(events: String, extra: String, expected: String) {
    let message = ScenarioTests.error(Self.scenario(events: events, extra: extra))
    #expect(message == expected, "got \(message ?? "no error")")
  }

  @Test("A fling names a section only in compositional scenes")
  func sectionOnlyInCompositionalScenes() {
    let message = ScenarioTests.error(
      ScenarioTests.scene(
        ScenarioTests.tall, events: #"[{"t": 0, "fling": {"vy": 10, "section": 0}}]"#))
    #expect(message?.hasPrefix("error: events[0].fling") == true, "got \(message ?? "no error")")
  }
}
