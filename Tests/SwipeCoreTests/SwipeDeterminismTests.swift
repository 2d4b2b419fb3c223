import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// DESIGN.md §4 Determinism through the whole `swipe simulate` path: sampling a script more or
/// less often, or at another frame rate, changes no value at a common time.
@Suite("Swipe determinism")
struct SwipeDeterminismTests {
  typealias Sample = [String: Any]

  /// Plays the scenario; `keep` chooses the lines worth parsing (all by default).
  static func play(_ text: String, keep: (String) -> Bool = { _ in true }) throws -> [Sample] {
    let scenario = try Scenario.decode(Data(text.utf8))
    return try ScenarioRunner.lines(scenario).filter(keep).map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? Sample)
    }
  }

  /// The first difference between two samples beyond `tolerance` (events left out), or nil.
  static func difference(_ a: Any, _ b: Any, tolerance: Double) -> String? {
    SampleComparison.difference(a, b, tolerance: tolerance, ignoring: ["events"])
  }

  /// The events of `samples` from just after `start` through `end`, in order.
  static func events(_ samples: [Sample], after start: Double, through end: Double) -> [String] {
    samples.filter { ($0["t"] as? Double ?? -1) > start && ($0["t"] as? Double ?? -1) <= end }
      .flatMap { $0["events"] as? [String] ?? [] }
  }

  @Test(
    "Sampling every millisecond or every 50 ms gives the same values and events",
    arguments: LayoutDirection.cases)
  func samplingNeverChangesAResult(direction: LayoutDirection) throws {
    var random = SeededGenerator(seed: 0x5A_3E11)
    let generator = RandomSwipeScenario(allowsDrags: true, layoutDirection: direction)
    // A line at a sparse time: a multiple of 0.05 s.
    let sparseTime = #/^\{"t":[0-9]+(\.[0-9][05]?)?,/#
    for script in 0..<40 {
      let (scene, events) = generator.make(&random)
      let end = generator.duration
      // Every millisecond; only the lines at the sparse times, or with events, are compared.
      let dense = try Self.play(
        RandomSwipeScenario.file(
          scene: scene, events: events, frameRate: 120,
          times: (0...Int(end * 1000)).map { Double($0) / 1000 })
      ) { line in
        !line.hasSuffix("\"events\":[]}") || line.prefixMatch(of: sparseTime) != nil
      }
      let sparse = try Self.play(
        RandomSwipeScenario.file(
          scene: scene, events: events, frameRate: 120,
          times: (0...Int(end * 20)).map { Double($0) / 20 }))
      var previous = -1.0
      for sample in sparse {
        let time = try #require(sample["t"] as? Double)
        let match = try #require(dense.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-9 })
        let found = Self.difference(match, sample, tolerance: 1e-3)
        #expect(found == nil, "script \(script) at \(time) s: \(found ?? "")\n\(scene)\n\(events)")
        let denseEvents = Self.events(dense, after: previous + 1e-9, through: time + 1e-9)
        #expect(
          denseEvents == sample["events"] as? [String],
          "script \(script) at \(time) s: events \(denseEvents) vs \(sample["events"] ?? [])")
        if found != nil { return }
        previous = time
      }
    }
  }

  @Test(
    "Scripts without drags give the same values at 60, 240 and 1000 frames per second",
    arguments: LayoutDirection.cases, [60.0, 240, 1000])
  func frameRateNeverChangesAResult(direction: LayoutDirection, frameRate: Double) throws {
    var random = SeededGenerator(seed: 0xF7A3E)
    let generator = RandomSwipeScenario(allowsDrags: false, layoutDirection: direction)
    for script in 0..<30 {
      let (scene, events) = generator.make(&random)
      let times = (0...Int(generator.duration * 20)).map { Double($0) / 20 }
      let reference = try Self.play(
        RandomSwipeScenario.file(scene: scene, events: events, frameRate: 120, times: times))
      let other = try Self.play(
        RandomSwipeScenario.file(scene: scene, events: events, frameRate: frameRate, times: times))
      for (left, right) in zip(reference, other) {
        let found = Self.difference(left, right, tolerance: 0.01)
        #expect(
          found == nil,
          "script \(script) at \(left["t"] ?? "?") s: \(found ?? "")\n\(scene)\n\(events)")
        if found != nil { return }
      }
    }
  }
}

/// DESIGN.md §12, "one clock": a touch's time is when it happened (UIKit's `UITouch.timestamp`),
/// and a host's display link may have stepped the clock past it (to its frame's target time, or
/// through a main-thread hitch that delivers touches late). The release velocity is measured by
/// the touches' own times, so where the flung page comes to rest does not depend on how far
/// the clock ran ahead of them.
@Suite("Touch times")
struct SwipeTouchTimeTests {
  /// A drag up on the page area, 12 pt every 1/120 s from 0.2 s, lifted at the last move; with
  /// `ahead`, the clock is advanced that far past each move before it arrives (with `late`,
  /// only before the last `late` moves, past them all at once). Returns the page's resting `s`.
  static func restingScroll(ahead: TimeInterval, late: Int = 0) -> Double {
    let (container, _) = Fixtures.container(heights: [6000, 6000])
    let times = (0...10).map { 0.2 + Double($0) / 120 }
    container.touchDown(at: CGPoint(x: 200, y: 700), time: times[0])
    for (step, time) in times.enumerated().dropFirst() {
      if late > 0, step == times.count - late {
        container.advance(to: times[10] + ahead)
      } else if late == 0, ahead > 0 {
        container.advance(to: time + ahead)
      }
      container.touchMoved(to: CGPoint(x: 200, y: 700 - 12 * Double(step)), time: time)
    }
    container.touchUp(time: times[10])
    container.advance(to: 10)
    return container.currentScroll
  }

  @Test(
    "A fling rests at the same place however far the clock ran ahead of its touches",
    arguments: [(1.0 / 240, 0), (1.0 / 60, 0), (0.06, 4), (0.2, 3)])
  func releaseVelocityIsByTouchTimes(ahead: TimeInterval, late: Int) {
    let reference = Self.restingScroll(ahead: 0)
    #expect(reference > 600, "the drag flung the page: \(reference)")
    let shifted = Self.restingScroll(ahead: ahead, late: late)
    #expect(abs(shifted - reference) < 1e-6, "\(shifted) against \(reference)")
  }
}
