import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

@Suite("Scenario files")
struct ScenarioTests {
  static func lines(_ json: String) throws -> [[String: Any]] {
    let scenario = try Scenario.decode(Data(json.utf8))
    return try ScenarioRunner.lines(scenario).map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  static func error(_ json: String) -> String? {
    do {
      _ = try Scenario.decode(Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  static func scene(_ scene: String, events: String = "[]", sample: String = #"{"at": [0]}"#)
    -> String
  {
    #"{"viewport": {"width": 390, "height": 844}, "scroller": \#(scene), "events": \#(events), "sample": \#(sample)}"#
  }

  static let tall = #"{"contentSize": {"width": 390, "height": 5000}}"#

  @Test("A fling scenario prints the closed-form trajectory with the documented fields")
  func flingTrajectory() throws {
    let samples = try Self.lines(
      Self.scene(
        Self.tall, events: #"[{"t": 0, "fling": {"vx": 0, "vy": 2000}}]"#,
        sample: #"{"every": 0.1, "until": 3.0}"#))
    #expect(samples.count == 31)
    let first = try #require(samples.first)
    #expect(Set(first.keys) == ["t", "offset", "velocity", "phase", "events"])
    #expect(
      first["events"] as? [String] == [
        "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
      ])
    let second = samples[1]
    #expect(abs((second["offset"] as? Double ?? 0) - 181.07) < 0.001)
    #expect(second["phase"] as? String == "decelerating")
    #expect(abs((second["velocity"] as? Double ?? 0) - 1637.134) < 0.001)
    let last = try #require(samples.last)
    #expect(abs((last["offset"] as? Double ?? 0) - 993.01) < 0.001)
    #expect(last["phase"] as? String == "idle")
    let ended = samples.filter { ($0["events"] as? [String]) == ["didEndDecelerating"] }
    #expect(ended.count == 1)
  }

  @Test("A scripted drag past the top rubber-bands, then bounces back")
  func rubberBandScenario() throws {
    let samples = try Self.lines(
      Self.scene(
        Self.tall,
        events:
          #"[{"t": 0, "drag": {"from": [195, 300], "to": [195, 410], "duration": 0.2, "hold": 0.1}}]"#,
        sample: #"{"at": [0.31, 0.41, 2]}"#))
    // 24 moves of 4.583 pt: the slop is crossed at the third (13.75 pt), so the raw overshoot
    // at release is 96.25 pt, shown as f(96.25) with D = 844.
    let shown = RubberBand.offset(forOvershoot: 96.25, dimension: 844)
    let released = try #require(samples[0]["offset"] as? Double)
    #expect(samples[0]["phase"] as? String == "bouncing")
    #expect(released < -shown * pow(0.99, 10) + 0.001 && released > -shown)
    #expect(abs((samples[1]["offset"] as? Double ?? 0) + shown * pow(0.99, 110)) < 0.01)
    #expect(samples[2]["offset"] as? Double == 0)
  }

  @Test("Paging and animated offsets run through the scenario calls")
  func pagingAndAnimation() throws {
    let paging = try Self.lines(
      #"{"viewport": {"width": 375, "height": 600}, "scroller": {"axis": "horizontal", "contentSize": {"width": 1500, "height": 600}, "pagingEnabled": true}, "events": [{"t": 0, "call": "setContentOffset", "x": 200, "y": 0}, {"t": 0, "fling": {"vx": 0}}], "sample": {"at": [0.2, 0.5]}}"#
    )
    #expect(paging[0]["phase"] as? String == "paging")
    #expect(paging[1]["offset"] as? Double == 375)
    let animated = try Self.lines(
      Self.scene(
        Self.tall,
        events: #"[{"t": 0.5, "call": "setContentOffset", "x": 0, "y": 1000, "animated": true}]"#,
        sample: #"{"at": [0.65, 0.8]}"#))
    #expect(animated[0]["offset"] as? Double == 500)
    #expect(animated[0]["phase"] as? String == "animating")
    #expect(animated[1]["events"] as? [String] == ["didEndScrollingAnimation"])
  }

  @Test("Events at the same time keep file order, and samples see them")
  func sameTimeOrder() throws {
    let samples = try Self.lines(
      Self.scene(
        Self.tall,
        events:
          #"[{"t": 1, "call": "setContentOffset", "y": 100}, {"t": 1, "call": "setContentOffset", "y": 300}]"#,
        sample: #"{"at": [1]}"#))
    #expect(samples[0]["offset"] as? Double == 300)
  }

  @Test(
    "Bad files are rejected with the JSON path of the problem",
    arguments: [
      ("{", "error: $: malformed JSON"),
      (#"[1]"#, "error: $: must be an object, got an array"),
      (
        scene(#"{"contentSize": {"width": 390, "height": -3}}"#),
        "error: scroller.contentSize.height: must be ≥ 0, got -3"
      ),
      (
        scene(#"{"contentSize": {"width": 390, "height": 10}, "axis": "diagonal"}"#),
        #"error: scroller.axis: must be one of "horizontal", "vertical", got "diagonal""#
      ),
      (
        scene(#"{"contentSize": {"width": 390, "height": 10}, "bouncez": true}"#),
        "error: scroller.bouncez: unknown field"
      ),
      (
        scene(#"{"contentSize": {"width": 390, "height": 10}, "a.b[0]": true}"#),
        #"error: scroller["a.b[0]"]: unknown field"#
      ),
      (
        scene(tall, events: #"[{"t": 0, "call": "scrollToItem", "index": 2}]"#),
        #"error: events[0].call: "scrollToItem" is not available in scroller scenes"#
      ),
      (
        scene(tall, events: #"[{"t": -1, "fling": {"vy": 1}}]"#),
        "error: events[0].t: must be ≥ 0, got -1"
      ),
      (
        scene(tall, events: #"[{"t": 0, "touch": "down", "x": 1}]"#),
        "error: events[0].y: is required"
      ),
      (
        scene(tall, events: #"[{"t": 0, "drag": {"from": [1], "to": [1, 2], "duration": 1}}]"#),
        "error: events[0].drag.from: must be [x, y]"
      ),
      (
        scene(tall, events: #"[{"t": 0, "call": "explode"}]"#),
        #"error: events[0].call: unknown call "explode""#
      ),
      (
        scene(tall, sample: #"{"every": 0, "until": 1}"#), "error: sample.every: must be > 0, got 0"
      ),
      (
        scene(#"{"contentSize": {"width": 390, "height": 10}, "decelerationRate": 2}"#),
        "error: scroller.decelerationRate: must be in 0.01...0.9999, got 2.0"
      ),
      (
        #"{"viewport": {"width": 1, "height": 1}, "sample": {"at": [0]}}"#,
        "error: $: needs exactly one scene: swipe, scroller, carousel"
      ),
      (
        #"{"viewport": {"width": 1, "height": 1e999}}"#,
        "error: viewport.height: number out of range"
      ),
    ])
  func errors(file: String, expected: String) {
    let message = Self.error(file)
    #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
  }
}
