import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// A drag's touches are generated as time reaches them (DESIGN.md §9c), in the order a stable
/// sort of every input by time would give.
@Suite("ScenarioRunner.Timeline")
struct ScenarioTimelineTests {
  static let drag = DragGesture(
    from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 100), duration: 600, hold: 0)

  @Test("A 600-second drag at 1000 Hz is 600,002 touches computed on demand")
  func lazyTouches() {
    let touches = Self.drag.touches(startingAt: 0, frameRate: 1000)
    #expect(touches.count == 600_002)
    // The collection is a handful of numbers, whatever the drag's length.
    #expect(MemoryLayout.size(ofValue: touches) < 128)
    #expect(touches[0] == DragGesture.Touch(time: 0, phase: .down, point: CGPoint(x: 100, y: 700)))
    #expect(touches[300_000].time == 300)
    #expect(touches[300_000].point == CGPoint(x: 100, y: 400))
    #expect(touches[600_000].point == CGPoint(x: 100, y: 100))
    #expect(touches[600_001] == DragGesture.Touch(time: 600, phase: .up, point: nil))
  }

  @Test("The timeline holds one pending input per event while a long drag plays")
  func boundedTimeline() {
    let events = [
      ScenarioEvent(time: 0, action: .drag(Self.drag)),
      ScenarioEvent(time: 1, action: .fling(vx: 0, vy: 100)),
      ScenarioEvent(time: 2, action: .call(.setContentOffset(x: 0, y: 0, animated: false))),
    ]
    var timeline = ScenarioRunner.Timeline(events: events, frameRate: 1000)
    var count = 0
    var last = -Double.infinity
    var largest = 0
    while let (time, _) = timeline.next() {
      largest = max(largest, timeline.pendingCount)
      #expect(time >= last)
      last = time
      count += 1
    }
    #expect(count == 600_002 + 2)
    #expect(largest <= events.count)
  }

  @Test("Drags with absurd durations and frame rates built in code stay bounded")
  func absurdDrags() throws {
    let huge = DragGesture(
      from: .zero, to: CGPoint(x: 0, y: 100), duration: .infinity, hold: 1e300)
    let touches = huge.touches(startingAt: 0, frameRate: .infinity)
    #expect(touches.count >= 2)
    #expect(!touches[1].time.isNaN)
    let nan = DragGesture(from: .zero, to: .zero, duration: .nan, hold: -1)
    #expect(nan.touches(startingAt: 0, frameRate: .nan).count == 3)
    var scenario = Scenario(
      viewport: CGSize(width: 390, height: 844), frameRate: 1e12,
      scene: .scroller(ScrollerScene(contentSize: CGSize(width: 390, height: 5000))),
      events: [ScenarioEvent(time: 0, action: .drag(huge))], sampling: .at([0.5, 1e300]))
    #expect(try ScenarioRunner.lines(scenario).count == 1)
    scenario.frameRate = .nan
    #expect(try ScenarioRunner.lines(scenario).count == 1)
  }

  /// The timeline as it was built before: every input expanded and stably sorted by time.
  static func eagerTimeline(_ events: [ScenarioEvent], frameRate: Double) -> [String] {
    var entries: [(time: Double, order: Int, text: String)] = []
    for event in events {
      switch event.action {
      case .drag(let drag):
        for touch in drag.touches(startingAt: event.time, frameRate: frameRate) {
          entries.append(
            (touch.time, entries.count, describe(.touch(touch.phase, touch.point, finger: 1))))
        }
      case .fling(let vx, let vy):
        entries.append((event.time, entries.count, describe(.fling(vx: vx, vy: vy))))
      default:
        break
      }
    }
    entries.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    return entries.map { "\($0.time) \($0.text)" }
  }

  /// An input as text; the events below carry their index in x (drags) or vx (flings).
  static func describe(_ input: ScenarioRunner.Input) -> String {
    switch input {
    case .touch(let phase, let point, _): "\(phase) \(point.map { "\($0)" } ?? "-")"
    case .scroll(let phase, _, let point, _): "scroll \(phase) \(point.map { "\($0)" } ?? "-")"
    case .fling(let vx, _): "fling \(vx)"
    case .call(let call): call.name
    }
  }

  @Test("Random overlapping events come out exactly as a stable sort orders them")
  func sameOrderAsSorting() {
    var random = SeededGenerator(seed: 10)
    for _ in 0..<200 {
      var events: [ScenarioEvent] = []
      for index in 0..<Int.random(in: 1...12, using: &random) {
        let time = Double(Int.random(in: 0...20, using: &random)) / 10
        let x = Double(index)
        if random.chance(0.5) {
          let drag = DragGesture(
            from: CGPoint(x: x, y: Double.random(in: 0...800, using: &random)),
            to: CGPoint(x: x, y: Double.random(in: 0...800, using: &random)),
            duration: random.pick([0, 0.1, 0.25, 1]), hold: random.pick([0, 0.05, 0.3]))
          events.append(ScenarioEvent(time: time, action: .drag(drag)))
        } else {
          events.append(ScenarioEvent(time: time, action: .fling(vx: x, vy: 1)))
        }
      }
      let frameRate = random.pick([10.0, 60, 120, 1000])
      var timeline = ScenarioRunner.Timeline(events: events, frameRate: frameRate)
      var merged: [String] = []
      while let (time, input) = timeline.next() {
        merged.append("\(time) \(Self.describe(input))")
      }
      #expect(merged == Self.eagerTimeline(events, frameRate: frameRate))
    }
  }
}
