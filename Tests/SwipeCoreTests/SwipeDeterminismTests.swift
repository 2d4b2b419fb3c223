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
    arguments: LayoutDirection.allCases)
  func samplingNeverChangesAResult(direction: LayoutDirection) throws {
    var random = SeededGenerator(seed: 0x5A_3E11)
    let generator = RandomSwipeScenario(allowsDrags: true, layoutDirection: direction)
    for script in 0..<40 {
      let (scene, events) = generator.make(&random)
      let end = generator.duration
      // Every millisecond; only the lines at the sparse times, or with events, are compared.
      let dense = try Self.play(
        RandomSwipeScenario.file(
          scene: scene, events: events, frameRate: 120,
          times: (0...Int(end * 1000)).map { Double($0) / 1000 })
      ) { line in
        !line.hasSuffix("\"events\":[]}")
          || line.range(of: #"^\{"t":[0-9]+(\.[0-9][05]?)?,"#, options: .regularExpression) != nil
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
    arguments: LayoutDirection.allCases, [60.0, 240, 1000])
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
