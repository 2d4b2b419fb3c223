import Foundation
import SwipeCore
import SwipeScenario
import SwipeTestSupport
import Testing

/// Metamorphic properties over random swipe scripts (both layout directions): a change that
/// should change nothing changes nothing, and nothing the user sees jumps (DESIGN §4–§7).
@Suite("Swipe metamorphic properties")
struct SwipeMetamorphicTests {
  /// `text` played on the engine, counting its inputs.
  static func engineLines(_ text: String, inputs: inout Int) throws -> [String] {
    let scenario = try Scenario.decode(Data(text.utf8))
    return try CountingSimulation.lines(
      scenario, on: scenario.scene.makeSimulation(viewport: scenario.viewport), inputs: &inputs)
  }

  @Test(
    "No frame-to-frame jump: 1 ms samples of 160 random scripts move only as their motions allow",
    arguments: LayoutDirection.cases)
  func noJumps(direction: LayoutDirection) throws {
    // One finger at a time: a drag that starts while another finger is down is folded into it
    // by the one-finger engine (the second-finger rules are the UIKit host's, DESIGN §12).
    var generator = RandomSwipeScenario(
      allowsDrags: true, observableByUIKit: true, layoutDirection: direction)
    // Code called under fingers, shorter content reloaded under motions (DESIGN §4, §6).
    generator.callsUnderFingers = true
    let (failures, coverage) = try SwipeMetamorphic.noJumps(
      generator, seed: direction == .leftToRight ? 0x10_3A5E : 0x10_3A5F, scripts: 80,
      snapshots: SwipeMetamorphic.engineSnapshots)
    #expect(failures.isEmpty, "\(failures)")
    #expect(
      coverage.counts["steps", default: 0] > 200_000
        && coverage.counts["moving", default: 0] > 100_000, "\(coverage)")
    #expect(
      coverage.shortfalls(["callsUnderFingers", "reloads", "grabsBeyondReach"], minimum: 10)
        .isEmpty, "\(coverage)")
    print("noJumps \(direction): \(coverage)")
  }

  @Test(
    "Inset changes are invisible: refresh begins and ends while pages bounce, decelerate, are dragged or held",
    arguments: LayoutDirection.cases)
  func insetChanges(direction: LayoutDirection) throws {
    let generator = RandomSwipeScenario(
      allowsDrags: true, observableByUIKit: true, layoutDirection: direction)
    let (failures, coverage) = try SwipeMetamorphic.insetChangesAreInvisible(
      generator, seed: direction == .leftToRight ? 0x1_5E7 : 0x1_5E8, scripts: 120,
      snapshots: SwipeMetamorphic.engineSnapshots)
    #expect(failures.isEmpty, "\(failures)")
    let moments = ["begin", "end"].flatMap { call in
      ["Bouncing", "Decelerating", "Dragged", "Held"].map { "\(call)While\($0)" }
    }
    #expect(coverage.shortfalls(moments, minimum: 10).isEmpty, "\(coverage)")
    print("insetChanges \(direction): \(coverage)")
  }

  @Test(
    "A reload that changes nothing changes nothing: reloadData inserted 600 times leaves every later sample",
    arguments: LayoutDirection.cases)
  func reloadChangesNothing(direction: LayoutDirection) throws {
    let generator = RandomSwipeScenario(
      allowsDrags: true, observableByUIKit: true, layoutDirection: direction)
    let (failures, coverage) = try SwipeMetamorphic.reloadChangesNothing(
      generator, seed: direction == .leftToRight ? 0x2E_10AD : 0x2E_10AE, scripts: 100
    ) { text, inputs in try Self.engineLines(text, inputs: &inputs) }
    #expect(failures.isEmpty, "\(failures)")
    let situations = ["idle", "dragged", "resting", "decelerating", "bouncing", "pagerMoving"]
    #expect(coverage.shortfalls(situations, minimum: 10).isEmpty, "\(coverage)")
    print("reloadChangesNothing \(direction): \(coverage)")
  }

  @Test(
    "A still finger is a finger: a resting finger added 300 times changes nothing until it lifts",
    arguments: LayoutDirection.cases)
  func stillFinger(direction: LayoutDirection) throws {
    let generator = RandomSwipeScenario(
      allowsDrags: true, observableByUIKit: true, layoutDirection: direction)
    let (failures, coverage) = try SwipeMetamorphic.stillFingerIsAFinger(
      generator, seed: direction == .leftToRight ? 0x5_7111 : 0x5_7112, scripts: 100
    ) { text, inputs in try Self.engineLines(text, inputs: &inputs) }
    #expect(failures.isEmpty, "\(failures)")
    #expect(
      coverage.shortfalls(["fingers", "onRefreshingPage", "refreshUnderFinger"], minimum: 10)
        .isEmpty, "\(coverage)")
    print("stillFinger \(direction): \(coverage)")
  }
}
